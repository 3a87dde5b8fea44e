import { mailedCode } from '@lorewright/api/testing/mailedCode';
import fs from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '@lorewright/api/buildApp';
import { createStack } from '@lorewright/api/composition';
import { loadConfig } from '@lorewright/api/config';
import type { PaidFeature } from '@lorewright/domain/accounts/permissions';
import type { WorldView } from '@lorewright/domain/worlds/worldView';

// The real server (embedded stack, every projection and reactor) listening on 127.0.0.1 with
// one signed-in author and one public world, for the HTTP benchmarks; and a bare Fastify
// server to measure the same requests against in the same run.

export const BENCH_EMAIL = 'bench-author@example.com';
export const BENCH_PASSWORD = 'bench-password-42';
const PASSWORD = BENCH_PASSWORD;
const YEAR_MS = 365 * 24 * 3600 * 1000;

// `webDist` serves a built web app (the page benchmarks); without it the server has none.
export const startBenchServer = async (dir: string, { webDist }: { webDist?: string } = {}) => {
  // A fresh data folder per server: each benchmark starts from an empty log.
  const config = loadConfig({
    DATA_DIR: fs.mkdtempSync(path.join(dir, 'http-')),
    NODE_ENV: 'production',
    RATE_LIMIT_ENABLED: 'false',
    WEB_DIST: webDist ?? path.join(dir, 'no-web'),
  });
  const stack = await createStack(config);
  const app = await buildApp({ stack });
  stack.start();

  const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object, token?: string) => {
    const res = await app.inject({
      method,
      url: `/api/v1/${url}`,
      ...(payload ? { payload } : {}),
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json<T>();
  };

  const email = BENCH_EMAIL;
  await call('POST', 'register', { name: 'Bench Author', email, password: PASSWORD });
  const registered = (await stack.eventStore.readAll()).find((e) => e.type === 'UserRegistered');
  const sealed = (registered!.data as { sealedActivationCode: string }).sealedActivationCode;
  await call('GET', `activate/${await mailedCode(stack, sealed, { id: registered!.id, page: 'activate' })}`);
  const { token } = await call<{ token: string }>('POST', 'login', { email, password: PASSWORD });
  const { world } = await call<{ world: WorldView }>(
    'POST',
    'createWorld',
    { name: 'Benchmark Realm', description: 'A world read a great many times.' },
    token,
  );
  await call('POST', 'world/updateVisibility', { worldID: world._id, visibility: 'public' }, token);
  const worldJson = JSON.stringify(await call<{ world: WorldView }>('GET', `world/${world._id}`));

  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  // The author pays for a feature for a year (maps, timelines).
  const grant = async (feature: PaidFeature) => {
    const authorId = (await call<{ user: { _id: string } }>('POST', 'me', {}, token)).user._id;
    const { position } = await stack.commands.accounts.grantPermission(authorId, feature, new Date(Date.now() + YEAR_MS), {
      actorId: null,
      correlationId: 'bench',
    });
    await stack.waitForViews(position, ['users']);
  };
  return {
    baseUrl,
    grant,
    stack,
    call,
    token,
    worldId: world._id,
    worldJson,
    close: async () => {
      await app.close();
      await stack.close();
    },
  };
};

export type BenchServer = Awaited<ReturnType<typeof startBenchServer>>;

// The baseline: the same answers from memory, with nothing behind them.
export const startBareServer = async (worldJson: string): Promise<{ baseUrl: string; app: FastifyInstance }> => {
  const app = Fastify({ logger: false });
  app.get('/world', async (_request, reply) => reply.type('application/json').send(worldJson));
  app.post('/echo', async (request) => ({ message: 'Updated successfully.', body: request.body }));
  return { baseUrl: await app.listen({ host: '127.0.0.1', port: 0 }), app };
};

// A JSON call as the bench's signed-in author, refused loudly: a bench on a failed setup measures nothing.
export const benchSender =
  ({ baseUrl, token }: { baseUrl: string; token: string }) =>
  async <T = { id?: string }>(method: 'POST' | 'PUT', url: string, body: object): Promise<T> => {
    const res = await fetch(`${baseUrl}/api/v1/${url}`, {
      method,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${url}: ${res.status} ${(await res.text()).slice(0, 300)}`);
    return res.json() as Promise<T>;
  };
