import type { FastifyInstance } from 'fastify';
import type { Stack } from '../../composition';

// The staff console's content reports (issue 19): list, filter, assign, hide the content, close.
export const reportRoutes = (_stack: Stack) => async (_app: FastifyInstance) => {};
