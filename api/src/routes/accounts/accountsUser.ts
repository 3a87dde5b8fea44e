import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { CancelEmailChangeBody, ConfirmEmailBody, StepTutorialBody, UpdateUserBody, UserProfileParams } from '@lorewright/domain/accounts/user.commands';
import { LoginHistoryAnswer, MeAnswer, PublicProfileAnswer, publicProfileOf } from '@lorewright/domain/accounts/userView';
import { notFound, unauthenticated } from '@lorewright/domain/shared/errors';
import { viewableWorlds } from '@lorewright/domain/worlds/worldForViewer';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import { profileActivityOf, type ProfileActivityPorts } from '../community/profileActivity';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { violationAppealRoutes, type ViolationAppealRoutePorts } from './violationAppeal';
import { MessageAnswer } from '@lorewright/domain/shared/messageAnswer';
import { TutorialAnswer, UserChangedAnswer } from '@lorewright/domain/accounts/userView';
import { userAfter } from './userAfter';

export type AccountUserRoutePorts = Pick<Stack, 'waitForViews'> &
  CommandsOf<'accounts'> &
  QueriesOf<'accounts' | 'notifications' | 'worlds'> &
  ProfileActivityPorts &
  ViolationAppealRoutePorts;

// The signed-in user's own account, and anyone's public profile (product.md §7).
export const accountUserRoutes = (ports: AccountUserRoutePorts) => async (app: ZodApp) => {
  const accounts = ports.commands.accounts;
  const queries = ports.queries.accounts;

  app.post('/me', { schema: { response: { 200: MeAnswer } }, config: { auth: 'required', allowBlocked: true } }, async (request) => {
    const user = currentUser(request);
    return { user, notifications: await ports.queries.notifications.forUser(user._id) };
  });

  app.get('/loginHistory', { schema: { response: { 200: LoginHistoryAnswer } }, config: { auth: 'required' } }, async (request) => ({
    loginHistory: currentUser(request).loginHistory,
  }));

  // Accounts that were never activated have no public face. Their public worlds show as a
  // visitor sees them (private elements left out); their recent feed posts and threads too.
  app.get('/user/profile/:id', { schema: { params: UserProfileParams, response: { 200: PublicProfileAnswer } } }, async (request) => {
    const user = await queries.userById(request.params.id);
    if (!user || user.accountStatus === 'pending') throw notFound('User not found.');
    const worlds = viewableWorlds(await ports.queries.worlds.publicWorldsOfAuthor(user._id), null);
    return { user: publicProfileOf(user, worlds, await profileActivityOf(ports, user._id)) };
  });

  // A new address is not taken at once: it waits for the link mailed to it (and the old
  // address may cancel). The answer is the same whether or not another account holds it.
  app.put(
    '/user/updateUser',
    { schema: { body: UpdateUserBody, response: { 201: UserChangedAnswer } }, config: { auth: 'required', rateLimited: 'changeEmail' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const { position, emailChangePending } = await accounts.updateUser(userId, request.body, commandContext(request));
      await ports.waitForViews(position, ['users']);
      return reply.status(201).send({ message: emailChangePending ? m.emailChangeSent : m.updated, user: await userAfter(ports, userId) });
    },
  );

  // The link mailed to the new address; no sign-in needed (it may open on another device).
  app.post(
    '/user/confirmEmail',
    { schema: { body: ConfirmEmailBody, response: { 200: MessageAnswer } }, config: { rateLimited: 'emailLink' } },
    async (request) => {
      const { position } = await accounts.confirmEmail(request.body.code, commandContext(request));
      await ports.waitForViews(position, ['users', 'accountLookups']);
      return { message: m.emailChangeConfirmed };
    },
  );

  // The link mailed to the old address, or the signed-in owner from the settings page.
  app.post(
    '/user/cancelEmailChange',
    { schema: { body: CancelEmailChangeBody, response: { 200: MessageAnswer } }, config: { auth: 'optional', allowBlocked: true, rateLimited: 'emailLink' } },
    async (request) => {
      const code = request.body.code;
      if (code === undefined && !request.user) throw unauthenticated(m.loginRequired);
      const by = code === undefined ? { userId: currentUser(request)._id } : { code };
      const { position } = await accounts.cancelEmailChange(by, commandContext(request));
      await ports.waitForViews(position, ['users']);
      return { message: m.emailChangeCancelled };
    },
  );

  await app.register(violationAppealRoutes(ports));

  app.post('/user/stepTutorial', { schema: { body: StepTutorialBody, response: { 200: TutorialAnswer } }, config: { auth: 'required' } }, async (request) => {
    const userId = currentUser(request)._id;
    const { position } = await accounts.stepTutorial(userId, request.body.step, commandContext(request));
    await ports.waitForViews(position, ['users']);
    return { tutorial: (await queries.userById(userId))?.tutorial ?? request.body.step };
  });
};
