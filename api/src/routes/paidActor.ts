import type { FastifyRequest } from 'fastify';
import type { Permissions } from '@lorewright/domain/accounts/permissions';
import { currentUser } from '../plugins/auth';

// The signed-in user as the paid elements' commands take them (maps, timelines): with their paid
// features, which the deciders check.
export const paidActor = (request: FastifyRequest): { id: string; permissions: Permissions } => {
  const user = currentUser(request);
  return { id: user._id, permissions: user.permissions };
};
