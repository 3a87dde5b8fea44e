import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../buildApp';
import { createStack } from '../composition';
import { loadConfig } from '../config';
import { mailedCode } from '../testing/mailedCode';
import { redactingLoggerOptions } from './logRedaction';

// The server's own logger (main.ts builds it the same way) at info level, writing to memory,
// through the journeys whose addresses and headers carry live secrets: activation, password
// reset (API call and SPA page), a bearer token. None of them may appear in the log.

const lines: string[] = [];
const logText = () => lines.join('');
let dataDir: string;
let close: () => Promise<void>;
let inject: (options: InjectOptions) => Promise<LightMyRequestResponse>;
let eventsOf: (type: string) => Promise<Record<string, string>[]>;
let codeOf: (type: string, field: string, page: string) => Promise<string>;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-logs-'));
  const webDist = path.join(dataDir, 'web');
  fs.mkdirSync(webDist);
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const logger = pino(redactingLoggerOptions('info'), stream);
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test', WEB_DIST: webDist, RATE_LIMIT_ENABLED: 'false', LOG_LEVEL: 'info' });
  const stack = await createStack(config, logger);
  const app = await buildApp({ stack, logger });
  stack.start();
  inject = (options) => app.inject(options);
  eventsOf = async (type) => (await stack.eventStore.readAll()).filter((e) => e.type === type).map((e) => e.data as Record<string, string>);
  codeOf = async (type, field, page) => {
    const event = (await stack.eventStore.readAll()).filter((e) => e.type === type).at(-1)!;
    return mailedCode(stack, (event.data as Record<string, string>)[field], { id: event.id, page });
  };
  close = async () => {
    await app.close();
    await stack.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
});
afterAll(() => close());

describe('request logging', () => {
  it('writes no activation code, reset code or token', async () => {
    const email = 'logged@example.com';
    const password = 'correct horse battery';
    expect((await inject({ method: 'POST', url: '/api/v1/register', payload: { name: 'Ada Lovelace', email, password } })).statusCode).toBe(201);
    const activationCode = await codeOf('UserRegistered', 'sealedActivationCode', 'activate');
    expect((await inject({ method: 'GET', url: `/api/v1/activate/${activationCode}` })).statusCode).toBe(200);

    const login = await inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
    expect(login.statusCode).toBe(200);
    const { token } = login.json<{ token: string }>();

    expect((await inject({ method: 'POST', url: '/api/v1/forgotPassword', payload: { email } })).statusCode).toBe(200);
    // The reset is recorded after the answer (the answer never tells whether the address exists).
    await expect.poll(async () => (await eventsOf('PasswordResetRequested')).length).toBe(1);
    const resetCode = await codeOf('PasswordResetRequested', 'sealedCode', 'reset-password');
    // The SPA page a mailed reset link opens, then the calls it makes.
    const page = await inject({ method: 'GET', url: `/reset-password/${resetCode}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect((await inject({ method: 'POST', url: '/api/v1/validateResetPasswordCode', payload: { code: resetCode } })).statusCode).toBe(200);
    const newPassword = 'an entirely new secret';
    expect((await inject({ method: 'POST', url: '/api/v1/resetPassword', payload: { email, code: resetCode, password: newPassword } })).statusCode).toBe(200);

    const again = await inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: newPassword } });
    const { token: newToken } = again.json<{ token: string }>();
    expect(
      (await inject({ method: 'POST', url: '/api/v1/me', headers: { authorization: `Bearer ${newToken}`, cookie: `session=${newToken}` } })).statusCode,
    ).toBe(200);
    // The old token (ended by the reset) is refused: its 401 is logged too.
    expect((await inject({ method: 'POST', url: '/api/v1/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
    // A used code again, a code in a query, an unknown page under a secret prefix.
    expect((await inject({ method: 'GET', url: `/api/v1/activate/${activationCode}` })).statusCode).toBeGreaterThanOrEqual(400);
    await inject({ method: 'GET', url: `/api/v1/nope?code=${resetCode}&token=${newToken}` });
    await inject({ method: 'GET', url: `/invitation/${resetCode}/more` });

    const log = logText();
    // The check can fail: requests were logged, with their (redacted) addresses.
    expect(log).toContain('incoming request');
    expect(log).toContain('/api/v1/activate/[redacted]');
    expect(log).toContain('/reset-password/[redacted]');
    expect(log).toContain('/api/v1/nope?code=[redacted]&token=[redacted]');
    for (const [what, secret] of Object.entries({ activationCode, resetCode, token, newToken, password, newPassword })) {
      expect(secret.length, what).toBeGreaterThan(8);
      expect(log.includes(secret), `${what} is in the log`).toBe(false);
    }
  });
});
