import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../testing/serverProcess';
import { pngImage } from '../media/testing/testImages';
import { openMediaApp, type MediaApp } from '../routes/media/testing/mediaTesting';
import { CONTENT_SECURITY_POLICY, useSecurityHeaders } from './securityHeaders';

// The browser-hardening headers are on every kind of answer: API JSON, errors (the error
// envelope, the router's own refusals, 404s), the SPA's HTML and assets, and uploaded images.

const EXPECTED_CSP =
  "default-src 'self';script-src 'self';script-src-attr 'none';style-src 'self' 'unsafe-inline';img-src 'self' data: blob: https: http:;" +
  "font-src 'self' data:;connect-src 'self';frame-src https://www.youtube-nocookie.com;worker-src 'self' blob:;media-src 'self';" +
  "manifest-src 'self';object-src 'none';base-uri 'self';form-action 'self';frame-ancestors 'none'";

type Headers = Record<string, string | string[] | number | undefined>;

const expectHardened = (headers: Headers, what: string) => {
  expect(headers['content-security-policy'], what).toBe(EXPECTED_CSP);
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['x-permitted-cross-domain-policies'], what).toBe('none');
  // Outside production there is no HSTS (a developer's http://localhost would be pinned to https).
  expect(headers['strict-transport-security'], what).toBeUndefined();
  expect(headers['x-powered-by'], what).toBeUndefined();
};

let t: MediaApp;
let webDist: string;
beforeAll(async () => {
  // A stand-in web build: the real one is the e2e journey's business.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-web-'));
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(
    path.join(webDist, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(webDist, 'assets', 'app.js'), 'console.log("app");');
  t = await openMediaApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('security headers', () => {
  it('are on an API answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expectHardened(res.headers, 'health');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('are on error answers: the envelope, 401, 404, bad JSON and the router refusing an address', async () => {
    const answers = {
      unknownApi: await t.app.inject({ method: 'GET', url: '/api/v1/nope' }),
      unauthenticated: await t.app.inject({ method: 'POST', url: '/api/v1/me' }),
      badJson: await t.app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'content-type': 'application/json' }, payload: '{nope' }),
      tooLong: await t.app.inject({ method: 'GET', url: `/api/v1/world/${'x'.repeat(600)}` }),
      badEncoding: await t.app.inject({ method: 'GET', url: '/api/v1/world/%E0%A4%A' }),
      missingMedia: await t.app.inject({ method: 'GET', url: '/media/avatars/u1/nothing.png' }),
    };
    for (const [what, res] of Object.entries(answers)) {
      expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
      expect(res.json(), what).toEqual({ error: expect.any(String) });
      expectHardened(res.headers, what);
    }
  });

  it('are on the SPA: index.html for any page, and its assets', async () => {
    for (const url of ['/', '/reset-password/some-code', '/world/w1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expectHardened(res.headers, url);
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app.js' });
    expect(asset.statusCode).toBe(200);
    expectHardened(asset.headers, 'asset');
  });

  it('are on an uploaded image, which other origins (a CDN in front of /media) may show', async () => {
    const { token } = await t.signUp('headers@example.com');
    const uploaded = await t.uploadAvatar(token, pngImage(200));
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const { url } = (await t.call('GET', `user/avatar/${(await t.login('headers@example.com')).user._id}`)).json<{ url: string }>();
    const res = await t.getFile(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expectHardened(res.headers, 'media');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('send HSTS in production only', async () => {
    for (const production of [true, false]) {
      const app = Fastify();
      await useSecurityHeaders(app, { production });
      app.get('/', async () => ({ ok: true }));
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.headers['strict-transport-security']).toBe(production ? 'max-age=31536000' : undefined);
      expect(res.headers['content-security-policy']).toBe(EXPECTED_CSP);
      await app.close();
    }
  });

  it('allow no inline script and no eval, and the app has no inline script to need them', () => {
    expect(CONTENT_SECURITY_POLICY['script-src']).toEqual(["'self'"]);
    const pages = [path.join(repoRoot, 'web/index.html'), path.join(repoRoot, 'web/dist/index.html')].filter((file) => fs.existsSync(file));
    for (const file of pages) {
      const html = fs.readFileSync(file, 'utf8');
      // Every <script> loads a file; no element carries an on…= handler.
      for (const tag of html.match(/<script\b[^>]*>/gi) ?? []) expect(tag, file).toMatch(/\bsrc=/);
      expect(html, file).not.toMatch(/<script\b[^>]*>\s*[^<\s]/i);
      expect(html, file).not.toMatch(/\son[a-z]+\s*=/i);
    }
  });
});
