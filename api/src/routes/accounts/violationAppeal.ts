import { AppealViolationBody } from '@lorewright/domain/staff/staff.bodies';
import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { UserChangedAnswer } from '@lorewright/domain/accounts/userView';
import { userAfter } from './userAfter';

export type ViolationAppealRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'staff'> & QueriesOf<'accounts'>;

// POST user/appealViolation (product.md §4): the person appeals one of their violations. A blocked
// account must be able to, so it is let through; the answer is the refreshed user, which the
// dashboard puts in place of its cached one.
export const violationAppealRoutes = (ports: ViolationAppealRoutePorts) => async (app: ZodApp) => {
  app.post(
    '/user/appealViolation',
    { schema: { body: AppealViolationBody, response: { 200: UserChangedAnswer } }, config: { auth: 'required', allowBlocked: true } },
    async (request) => {
      const userId = currentUser(request)._id;
      const { violationId, violationDate, appealReason } = request.body;
      const { position } = await ports.commands.staff.appeal(userId, { violationId, violationDate, reason: appealReason }, commandContext(request));
      await ports.waitForViews(position, ['users']);
      return { message: m.appealSent, user: await userAfter(ports, userId) };
    },
  );
};
