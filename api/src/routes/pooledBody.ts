import type { FastifyContextConfig, FastifyRequest } from 'fastify';
import { isDomainError, tooManyRequests } from '@lorewright/domain/shared/errors';
import type { Stack } from '../composition';
import { LargeJsonBody } from '../plugins/largeJsonBodies';
import { checkBody } from '../workers/bodyChecks';
import type { PooledBody, PooledBodyName } from '../workers/pooledBodies';
import { parseJsonBytes } from '../workers/jsonBytes';
import { ownBytes } from '../workers/ownBytes';
import { workMessages } from '../workers/workPool';

// Queue time included: a thread that was idle loads the schemas first.
const CHECK_TIMEOUT_MS = 30_000;

export type PooledBodyPorts = Pick<Stack, 'work'>;

// The route options that check a body which may be megabytes (workers/bodyChecks.ts) in place of
// `schema: { body }`, with the route's `config`. A large body arrives as its bytes
// (plugins/largeJsonBodies.ts) and is parsed and checked on the work pool; a small one is checked
// here. When the pool is busy with imports and exports the body is checked here too: a slower
// answer rather than a refused edit.
export const pooledBody = (ports: PooledBodyPorts, name: PooledBodyName, config: FastifyContextConfig) => ({
  config: { ...config, pooledBody: true },
  preValidation: async (request: FastifyRequest) => {
    if (!(request.body instanceof LargeJsonBody)) {
      request.body = checkBody(name, request.body);
      return;
    }
    const bytes = ownBytes(request.body.bytes);
    try {
      request.body = await ports.work.run('checkJsonBody', { name, bytes }, { transfer: [bytes.buffer], timeoutMs: CHECK_TIMEOUT_MS });
    } catch (error) {
      if (!isDomainError(error) || error.kind !== 'tooManyRequests') throw error;
      // Refused before it was handed over, so the bytes are still here (else: busy after all).
      if (bytes.byteLength === 0) throw tooManyRequests(workMessages.busy);
      request.body = checkBody(name, parseJsonBytes(bytes));
    }
  },
});

// The body a route's pooledBody checked, typed by the same name (the route declares no body schema).
export const pooledBodyOf = <N extends PooledBodyName>(_name: N, request: FastifyRequest): PooledBody<N> => request.body as PooledBody<N>;
