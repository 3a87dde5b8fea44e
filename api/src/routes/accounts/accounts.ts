import { z } from 'zod';
import { sha256Hex } from '@lorewright/commands/accounts/secrets';
import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { ForgotPasswordBody, LoginBody, RegisterBody, ResetPasswordBody, ValidateResetCodeBody } from '@lorewright/domain/accounts/credentials';
import { promotionIsActive } from '@lorewright/domain/accounts/promotion';
import { PromotionAnswer, PublicKeyAnswer, ResetCodeAnswer } from '@lorewright/domain/accounts/userView';
import { invalid } from '@lorewright/domain/shared/errors';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { MessageAnswer } from '@lorewright/domain/shared/messageAnswer';
import { LoginAnswer } from '@lorewright/domain/accounts/userView';
import { userAfter } from './userAfter';

const ActivateParams = z.object({ code: z.string().max(200, m.invalidCode) });

export type AccountRoutePorts = Pick<Stack, 'afterAnswer' | 'clock' | 'config' | 'geolocation' | 'serverKeys' | 'waitForViews'> &
  CommandsOf<'accounts'> &
  QueriesOf<'accounts'>;

// Signing up, activating, signing in and out, and resetting a forgotten password (product.md §7).
// Each command route answers once the projections the next request reads have caught up.
export const accountRoutes = (ports: AccountRoutePorts) => async (app: ZodApp) => {
  const accounts = ports.commands.accounts;
  const queries = ports.queries.accounts;

  app.post(
    '/register',
    { schema: { body: RegisterBody, response: { 201: MessageAnswer } }, config: { encryptedBody: true, rateLimited: 'register' } },
    async (request, reply) => {
      const { position } = await accounts.register(request.body, commandContext(request));
      await ports.waitForViews(position, ['users', 'accountLookups']);
      return reply.status(201).send({ message: m.registrationComplete });
    },
  );

  app.get('/activate/:code', { schema: { params: ActivateParams, response: { 200: MessageAnswer } } }, async (request) => {
    const { position } = await accounts.activate(request.params.code, commandContext(request));
    await ports.waitForViews(position, ['users']);
    return { message: m.activated };
  });

  app.post(
    '/login',
    { schema: { body: LoginBody, response: { 200: LoginAnswer } }, config: { encryptedBody: true, rateLimited: 'login' } },
    async (request) => {
      const location = ports.geolocation.locate(request.ip);
      const { token, userId, position } = await accounts.login(request.body, location, commandContext(request));
      await ports.waitForViews(position, ['users', 'sessions']);
      return { token, user: await userAfter(ports, userId) };
    },
  );

  app.post('/logout', { schema: { response: { 200: MessageAnswer } }, config: { auth: 'required', allowBlocked: true } }, async (request) => {
    // auth 'required' guarantees the session of the token.
    const { position } = await accounts.logout(currentUser(request)._id, request.sessionId!, commandContext(request));
    await ports.waitForViews(position, ['sessions']);
    return { message: 'Logged out.' };
  });

  // Answered before the address is looked up, so a known address answers as fast as an
  // unknown one; the reset mail follows from the event.
  app.post(
    '/forgotPassword',
    { schema: { body: ForgotPasswordBody, response: { 200: MessageAnswer } }, config: { rateLimited: 'forgotPassword' } },
    async (request) => {
      const context = commandContext(request);
      ports.afterAnswer.run(
        () => accounts.forgotPassword(request.body, context),
        (error) => request.log.error({ err: error }, 'A password reset request failed after its answer.'),
      );
      return { message: m.resetMailSent };
    },
  );

  app.post('/validateResetPasswordCode', { schema: { body: ValidateResetCodeBody, response: { 200: ResetCodeAnswer } } }, async (request) => {
    const email = await queries.resetCodeEmail(sha256Hex(request.body.code), ports.clock.now());
    if (!email) throw invalid(m.resetCodeInvalid);
    return { email };
  });

  app.post('/resetPassword', { schema: { body: ResetPasswordBody, response: { 200: MessageAnswer } }, config: { encryptedBody: true } }, async (request) => {
    const { position } = await accounts.resetPassword(request.body, commandContext(request));
    await ports.waitForViews(position, ['users', 'sessions', 'accountLookups']);
    return { message: m.passwordResetDone };
  });

  // For the landing page countdown and the registration notice.
  app.get('/promotion', { schema: { response: { 200: PromotionAnswer } } }, async () => {
    const end = ports.config.PROMOTION_END;
    return { end: end.toISOString(), active: promotionIsActive(end, ports.clock.now()) };
  });

  // The key a client may encrypt login and register bodies with (domain/src/accounts/encryptedBody.ts).
  app.get('/publicKey', { schema: { response: { 200: PublicKeyAnswer } } }, async () => ({ publicKey: ports.serverKeys.publicKeyPem }));
};
