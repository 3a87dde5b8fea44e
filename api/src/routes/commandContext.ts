import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';

// The actor and correlation of the events a request causes: the signed-in user (plugins/auth.ts)
// or nobody.
export const commandContext = (request: FastifyRequest): CommandContext => ({
  actorId: request.user?._id ?? null,
  correlationId: request.id,
});
