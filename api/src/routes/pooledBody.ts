import type { FastifyRequest } from 'fastify';
import { isDomainError } from '@lorewright/domain/shared/errors';
import type { Stack } from '../composition';
import { checkBody, type PooledBodyName } from '../workers/bodyChecks';

// A body from this size up is checked on the work pool, off the event loop; a smaller one here.
// 128 KB of map points or lexicon words take ~10 ms to check, about what handing the body to a
// thread and back costs; 5,000 words (~400 KB) took over 400 ms on the event loop.
export const POOLED_BODY_BYTES = 128 * 1024;
// Queue time included: a thread that was idle loads the schemas first.
const CHECK_TIMEOUT_MS = 30_000;

// The route option that checks a body which may be megabytes (workers/bodyChecks.ts) in place of
// `schema: { body }`. When the pool is busy with imports and exports the body is checked here:
// a slower answer rather than a refused edit.
export const pooledBody = (stack: Pick<Stack, 'work'>, name: PooledBodyName) => ({
  preValidation: async (request: FastifyRequest) => {
    const size = Number(request.headers['content-length'] ?? 0);
    if (size < POOLED_BODY_BYTES) {
      request.body = checkBody(name, request.body);
      return;
    }
    try {
      request.body = await stack.work.run('checkBody', { name, body: request.body }, { timeoutMs: CHECK_TIMEOUT_MS });
    } catch (error) {
      if (!isDomainError(error) || error.kind !== 'tooManyRequests') throw error;
      request.body = checkBody(name, request.body);
    }
  },
});
