import type { FastifyRequest } from 'fastify';
import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';

// The actor and correlation of the events a request causes. `request.user` arrives with the
// accounts feature; until then every caller is anonymous.
export const commandContext = (request: FastifyRequest): CommandContext => ({
  actorId: (request as FastifyRequest & { user?: { id: string } }).user?.id ?? null,
  correlationId: request.id,
});
