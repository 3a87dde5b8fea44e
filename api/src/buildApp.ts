import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type RouteOptions } from 'fastify';
import type { Logger } from 'pino';
import type { Stack } from './composition';
import { useAuth } from './plugins/auth';
import { useEncryptedBodies } from './plugins/encryptedBody';
import { useLargeJsonBodies } from './plugins/largeJsonBodies';
import { useAnswerChecks } from './plugins/answerChecks';
import { useOpenApiDocs } from './plugins/openApiDocs';
import { useErrorEnvelope } from './plugins/errorEnvelope';
import { useNotificationSocket } from './plugins/notificationSocket';
import { useRateLimits } from './plugins/rateLimits';
import { REQUEST_ID_HEADER, requestIdOf } from './plugins/requestIds';
import { securityHeadersOf, useSecurityHeaders } from './plugins/securityHeaders';
import { useSpa } from './plugins/spa';
import { useUploads } from './plugins/uploads';
import { useZodValidation } from './plugins/zodValidation';
import { API_ROUTES } from './routes/apiRoutes';
import { sandboxPaymentPages } from './payments/sandboxPaymentPages';
import { devMailboxRoutes } from './routes/devMailbox/devMailbox';
import { devPaymentClockRoutes } from './routes/devPayments/devPaymentClock';
import { mediaFileRoutes } from './routes/media/mediaFiles';

export interface AppDeps {
  stack: Stack;
  logger?: Logger;
  // Sees every route as it is added, before any plugin's own onRoute hook (specs list routes).
  onRoute?: (route: RouteOptions) => void;
}

const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

// The HTTP app over a composed stack. Tests call it with the embedded stack and use inject().
export const buildApp = async ({ stack, logger, onRoute }: AppDeps): Promise<FastifyInstance> => {
  const production = stack.config.NODE_ENV === 'production';
  // The router's refusals are answered before any hook runs: they get the headers here.
  const refusalHeaders = securityHeadersOf({ production });
  const app = Fastify({
    // The widening to Fastify's logger type keeps the app a plain FastifyInstance for plugins.
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion
    ...(logger ? { loggerInstance: logger as FastifyBaseLogger } : { logger: false }),
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    bodyLimit: 1_048_576,
    // Idle keep-alive sockets close at once on shutdown; requests in flight finish first.
    forceCloseConnections: 'idle',
    // request.ip (rate limits, login history) is the socket address unless proxies are trusted.
    // (Fastify's types lack the hop count its runtime accepts: trust the nearest n hops.)
    trustProxy: typeof stack.config.TRUST_PROXY === 'number' ? trustHops(stack.config.TRUST_PROXY) : stack.config.TRUST_PROXY,
    // Long enough for the 43-character codes in links and for routes to answer an overlong
    // parameter with their own message; what the router refuses still gets the envelope.
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: (error, request, rawReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const reply = rawReply as FastifyReply;
      refusalHeaders(request.raw, reply.raw);
      void reply.status(tooLong ? 414 : 400).send({ error: tooLong ? 'The address is too long.' : 'The address is not valid.' });
    },
  });
  if (onRoute) app.addHook('onRoute', onRoute);
  // First: CSP, frame protection and the rest on every answer, errors and 404s included.
  await useSecurityHeaders(app, { production });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  useZodValidation(app);
  if (!production) useAnswerChecks(app);
  useLargeJsonBodies(app);
  useErrorEnvelope(app);
  useAuth(app, stack.queries.accounts, stack.catchUpSessions);
  useEncryptedBodies(app, stack.serverKeys);
  if (stack.config.RATE_LIMIT_ENABLED) await useRateLimits(app);
  await useUploads(app);
  // Before the routes: it intercepts WebSocket upgrades through the router.
  await useNotificationSocket(app, stack);
  if (!production) await useOpenApiDocs(app);

  await app.register(
    async (api) => {
      for (const routes of API_ROUTES) await api.register(routes(stack));
      // The outbox's mails, for developers and browser tests; never in production.
      const { outboxDir } = stack.mail;
      if (outboxDir && stack.config.NODE_ENV !== 'production') await api.register(devMailboxRoutes(outboxDir));
      // The sandbox provider's test clock; never in production.
      if (stack.sandboxPayments && stack.config.NODE_ENV !== 'production') await api.register(devPaymentClockRoutes(stack.sandboxPayments));
    },
    { prefix: '/api/v1' },
  );
  // Uploaded images, outside /api/v1 (the media host of imageUrl()).
  await app.register(mediaFileRoutes(stack));
  // The sandbox payment provider's hosted checkout, portal and invoice pages (not with Stripe).
  if (stack.sandboxPayments) await app.register(sandboxPaymentPages(stack.sandboxPayments));
  await useSpa(app, stack.config.webDist);
  return app;
};
