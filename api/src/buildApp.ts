import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import type { Stack } from './composition';
import { useErrorEnvelope } from './plugins/errorEnvelope';
import { REQUEST_ID_HEADER, requestIdOf } from './plugins/requestIds';
import { useSpa } from './plugins/spa';
import { useZodValidation } from './plugins/zodValidation';
import { accessRoutes } from './routes/access';
import { healthRoutes } from './routes/health';

export interface AppDeps {
  stack: Stack;
  logger?: Logger;
}

// The HTTP app over a composed stack. Tests call it with the embedded stack and use inject().
export const buildApp = async ({ stack, logger }: AppDeps): Promise<FastifyInstance> => {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger as FastifyBaseLogger } : { logger: false }),
    genReqId: (request) => requestIdOf(request.headers[REQUEST_ID_HEADER]),
    bodyLimit: 1_048_576,
    // Idle keep-alive sockets close at once on shutdown; requests in flight finish first.
    forceCloseConnections: 'idle',
  });
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
  useZodValidation(app);
  useErrorEnvelope(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes(stack));
      await api.register(accessRoutes(stack));
    },
    { prefix: '/api/v1' },
  );
  await useSpa(app, stack.config.webDist);
  return app;
};
