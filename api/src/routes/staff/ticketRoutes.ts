import type { FastifyInstance } from 'fastify';
import type { Stack } from '../../composition';

// The staff console's support tickets (issue 19): list, filter, assign, answer by e-mail, close.
export const ticketRoutes = (_stack: Stack) => async (_app: FastifyInstance) => {};
