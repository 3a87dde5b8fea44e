import {
  BlockBody,
  IssueViolationBody,
  StaffEventsQuery,
  StaffUserParams,
  StaffUserSearchQuery,
  StaffViolationParams,
} from '@lorewright/domain/staff/staff.bodies';
import { StaffMembersAnswer } from '@lorewright/domain/staff/queueFilter';
import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import { StaffEventsView, StaffUserActionAnswer, StaffUserDetail, StaffUsersAnswer } from '@lorewright/domain/staff/staffViews';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { staffEventsOf, type StaffEventsPorts } from './staffEvents';
import { staffUserDetailOf, type StaffUserDetailPorts } from './staffUserDetail';

// The staff console's calls. `auth: 'staff'` (plugins/auth.ts) lets only signed-in,
// unblocked 'support' and 'admin' accounts through, before any of this runs.
const staff = { auth: 'staff' } as const;

export type StaffRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'staff'> & QueriesOf<'staff'> & StaffUserDetailPorts & StaffEventsPorts;

export const staffRoutes = (ports: StaffRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.staff;

  // Every action answers the person as they are after it (read-your-writes on the users view).
  const answer = async (userId: string, position: number | null, message: string) => {
    await ports.waitForViews(position, ['users']);
    return { message, detail: await staffUserDetailOf(ports, userId) };
  };

  app.get('/staff/users', { schema: { querystring: StaffUserSearchQuery, response: { 200: StaffUsersAnswer } }, config: staff }, async (request) => ({
    users: await ports.queries.staff.searchUsers(request.query.q),
  }));

  // Whom a ticket or report can be assigned to.
  app.get('/staff/members', { schema: { response: { 200: StaffMembersAnswer } }, config: staff }, async () => ({
    members: await ports.queries.staff.staffMembers(),
  }));

  app.get('/staff/users/:id', { schema: { params: StaffUserParams, response: { 200: StaffUserDetail } }, config: staff }, async (request) =>
    staffUserDetailOf(ports, request.params.id),
  );

  app.get(
    '/staff/users/:id/events',
    { schema: { params: StaffUserParams, querystring: StaffEventsQuery, response: { 200: StaffEventsView } }, config: staff },
    async (request) => staffEventsOf(ports, currentUser(request), request.params.id, request.query.stream),
  );

  app.post(
    '/staff/users/:id/violations',
    { schema: { params: StaffUserParams, body: IssueViolationBody, response: { 200: StaffUserActionAnswer } }, config: staff },
    async (request) => {
      const { id } = request.params;
      const { position } = await commands.issueViolation(id, request.body.reason, commandContext(request));
      return answer(id, position, m.violationIssued);
    },
  );

  app.post(
    '/staff/users/:id/violations/:violationId/reject',
    { schema: { params: StaffViolationParams, response: { 200: StaffUserActionAnswer } }, config: staff },
    async (request) => {
      const { id, violationId } = request.params;
      const { position } = await commands.rejectAppeal(id, violationId, commandContext(request));
      return answer(id, position, m.appealRejected);
    },
  );

  app.post(
    '/staff/users/:id/violations/:violationId/repeal',
    { schema: { params: StaffViolationParams, response: { 200: StaffUserActionAnswer } }, config: staff },
    async (request) => {
      const { id, violationId } = request.params;
      const { position } = await commands.repeal(id, violationId, commandContext(request));
      return answer(id, position, m.violationRepealed);
    },
  );

  app.post(
    '/staff/users/:id/block',
    { schema: { params: StaffUserParams, body: BlockBody, response: { 200: StaffUserActionAnswer } }, config: staff },
    async (request) => {
      const { id } = request.params;
      const { position } = await commands.block(id, request.body.reason, commandContext(request));
      return answer(id, position, m.accountBlocked);
    },
  );

  app.post('/staff/users/:id/unblock', { schema: { params: StaffUserParams, response: { 200: StaffUserActionAnswer } }, config: staff }, async (request) => {
    const { id } = request.params;
    const { position } = await commands.unblock(id, commandContext(request));
    return answer(id, position, m.accountUnblocked);
  });
};
