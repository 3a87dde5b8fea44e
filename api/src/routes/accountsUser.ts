import type { FastifyInstance } from 'fastify';
import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { StepTutorialBody, UpdateUserBody } from '@lorewright/domain/accounts/user.commands';
import { publicProfileOf } from '@lorewright/domain/accounts/userView';
import { notFound } from '@lorewright/domain/shared/errors';
import { viewableWorlds } from '@lorewright/domain/worlds/worldForViewer';
import type { Stack } from '../composition';
import { currentUser } from '../plugins/auth';
import { commandContext } from './commandContext';

// The signed-in user's own account, and anyone's public profile (spec §7).
export const accountUserRoutes = (stack: Stack) => async (app: FastifyInstance) => {
  const accounts = stack.commands.accounts;
  const queries = stack.queries.accounts;

  app.post('/me', { config: { auth: 'required', allowBlocked: true } }, async (request) => {
    const user = currentUser(request);
    return { user, notifications: await stack.queries.notifications.forUser(user._id) };
  });

  app.get('/loginHistory', { config: { auth: 'required' } }, async (request) => ({ loginHistory: currentUser(request).loginHistory }));

  // Accounts that were never activated have no public face. Their public worlds show as a
  // visitor sees them (private elements left out).
  app.get<{ Params: { id: string } }>('/user/profile/:id', async (request) => {
    const user = await queries.userById(request.params.id);
    if (!user || user.accountStatus === 'pending') throw notFound('User not found.');
    const worlds = viewableWorlds(await stack.queries.worlds.publicWorldsOfAuthor(user._id), null);
    return { user: publicProfileOf(user, worlds) };
  });

  app.put<{ Body: UpdateUserBody }>('/user/updateUser', { schema: { body: UpdateUserBody }, config: { auth: 'required' } }, async (request, reply) => {
    const userId = currentUser(request)._id;
    const { position } = await accounts.updateUser(userId, request.body, commandContext(request));
    await stack.waitForViews(position, ['users', 'accountLookups']);
    return reply.status(201).send({ message: m.updated, user: await queries.userById(userId) });
  });

  app.post<{ Body: StepTutorialBody }>('/user/stepTutorial', { schema: { body: StepTutorialBody }, config: { auth: 'required' } }, async (request) => {
    const userId = currentUser(request)._id;
    const { position } = await accounts.stepTutorial(userId, request.body.step, commandContext(request));
    await stack.waitForViews(position, ['users']);
    return { tutorial: (await queries.userById(userId))?.tutorial ?? request.body.step };
  });
};
