import type { IncomingMessage, ServerResponse } from 'node:http';
import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { MEDIA_ROUTE } from '@lorewright/domain/media/imageUrl';

// Browser hardening on every answer: API JSON, the SPA's HTML and assets, /media files, errors
// and 404s. Registered first, so its onRequest hook runs before anything can answer.
// docs/decisions.md "Security" says why each directive is what it is.

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  // Only the app's own bundles: no inline scripts, no eval (Vite's build has neither; the
  // modulepreload polyfill lives in the entry chunk, not in index.html).
  'script-src': ["'self'"],
  // Inline event handler attributes (onclick="…") never run.
  'script-src-attr': ["'none'"],
  // React's style={…} and Lexical's inline text styles (colours, alignment) are style
  // attributes, which only 'unsafe-inline' allows; styles cannot run script.
  'style-src': ["'self'", "'unsafe-inline'"],
  // Scene backgrounds, world headers and images in writings may be any http(s) address;
  // data: is the favicon and pasted images, blob: a picked file's preview.
  'img-src': ["'self'", 'data:', 'blob:', 'https:', 'http:'],
  'font-src': ["'self'", 'data:'],
  // The API and the notification socket are same-origin; in CSP 3 'self' also matches ws: and
  // wss: to the page's own host and port (the browser journey checks Chromium connects).
  'connect-src': ["'self'"],
  // Scene videos are privacy-enhanced YouTube embeds (domain/src/writings/youtube.ts).
  'frame-src': ['https://www.youtube-nocookie.com'],
  'worker-src': ["'self'", 'blob:'],
  'media-src': ["'self'"],
  'manifest-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  // Nobody may frame the app (clickjacking); X-Frame-Options says the same to old browsers.
  'frame-ancestors': ["'none'"],
};

export const securityHeaderOptions = ({ production }: { production: boolean }): FastifyHelmetOptions => ({
  contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
  // Would stop cross-origin images without CORP headers (scene backgrounds from anywhere).
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: { policy: 'same-origin' },
  crossOriginResourcePolicy: { policy: 'same-origin' },
  // The origin only, and only over https from https: codes in paths (/reset-password/{code},
  // /invitation/{id}) never leave in a Referer, not even to our own logs or proxies. YouTube's
  // embedded player needs the embedding origin, which this still sends.
  referrerPolicy: { policy: 'strict-origin' },
  // Only where the app is served over https; a year, this host only (siblings may be plain http).
  strictTransportSecurity: production ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  xFrameOptions: { action: 'deny' },
  xDnsPrefetchControl: { allow: false },
  xPermittedCrossDomainPolicies: { permittedPolicies: 'none' },
});

export const useSecurityHeaders = async (app: FastifyInstance, { production }: { production: boolean }) => {
  await app.register(fastifyHelmet, securityHeaderOptions({ production }));
  // Uploaded images are public by address, like files in a bucket: a CDN in front of /media
  // (another origin) must be able to show them in the app.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(`${MEDIA_ROUTE}/`)) reply.raw.setHeader('cross-origin-resource-policy', 'cross-origin');
  });
};

// For answers Fastify gives before any hook runs (the router's refusals in frameworkErrors).
export const securityHeadersOf = ({ production }: { production: boolean }) => {
  // The same options; @fastify/helmet types them against helmet's CommonJS declarations.
  const headers = helmet(securityHeaderOptions({ production }) as unknown as HelmetOptions);
  return (request: IncomingMessage, response: ServerResponse) => headers(request, response, () => {});
};
