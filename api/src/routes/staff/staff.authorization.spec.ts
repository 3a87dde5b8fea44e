import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as a } from '@lorewright/domain/accounts/accountMessages';
import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import { describeStaffMatrix, type StaffMatrixRoute } from './staffMatrix';
import { openStaffApp, type StaffApp } from './testing/staffTesting';

// Every staff route × every kind of caller: the role is checked on the server, whatever the
// client shows. A refusal stores nothing. The routes that concern one person run twice: on an
// ordinary member (both roles may) and on another staff account (only an admin may:
// domain/src/staff/staffReach.ts).

let t: StaffApp;
let member: string;
let colleague: string;
let context: { actorId: string; correlationId: string };
beforeAll(async () => {
  t = await openStaffApp();
  member = (await t.signUp('target@example.com')).user._id;
  colleague = (await t.signUp('colleague@example.com')).user._id;
  await t.grant(colleague, 'support');
  // Staff actions the preparations take directly, as an admin (who may handle anyone).
  context = { actorId: t.admin.user._id, correlationId: 'spec' };
});
afterAll(() => t.close());

// A change the preparation made, with what the reactors append after it (notifications), so a
// refusal that follows finds the log still.
const settled = async (result: Promise<{ position: number | null }>) => {
  await t.stack.waitForViews((await result).position, ['users']);
  await t.stack.reactors.waitFor(await t.stack.eventStore.headPosition());
};
const staff = () => t.stack.commands.staff;
const personRoutes = (target: () => string): StaffMatrixRoute[] => {
  const freshViolation = async () => {
    const issued = staff().issueViolation(target(), 'Spam', context);
    await settled(issued);
    return (await issued).violationId;
  };
  const appealedViolation = async () => {
    const violationId = await freshViolation();
    await settled(staff().appeal(target(), { violationId, reason: 'No' }, { actorId: target(), correlationId: 'spec' }));
    return violationId;
  };
  const blockedState = async (blocked: boolean) => {
    const user = await t.stack.queries.accounts.userById(target());
    if ((user?.accountStatus === 'blocked') === blocked) return;
    await settled(blocked ? t.stack.commands.accounts.block(target(), 'Spam', context) : t.stack.commands.accounts.unblock(target(), context));
  };
  const routes: StaffMatrixRoute[] = [
    ['GET', 'staff/users/{id}/events', async () => ({ url: `staff/users/${target()}/events?stream=user-${target()}` })],
    ['POST', 'staff/users/{id}/violations', async () => ({ url: `staff/users/${target()}/violations`, payload: { reason: 'Spam' } })],
    ['POST', 'staff/users/{id}/violations/{v}/reject', async () => ({ url: `staff/users/${target()}/violations/${await appealedViolation()}/reject` })],
    ['POST', 'staff/users/{id}/violations/{v}/repeal', async () => ({ url: `staff/users/${target()}/violations/${await freshViolation()}/repeal` })],
    ['POST', 'staff/users/{id}/block', async () => (await blockedState(false), { url: `staff/users/${target()}/block`, payload: { reason: 'Spam' } })],
    ['POST', 'staff/users/{id}/unblock', async () => (await blockedState(true), { url: `staff/users/${target()}/unblock`, payload: {} })],
  ];
  // Each starts once the reactors have appended what the case before caused (notifications).
  return routes.map(([method, name, prepare]) => [
    method,
    name,
    async () => {
      await t.stack.reactors.waitFor(await t.stack.eventStore.headPosition());
      return prepare();
    },
  ]);
};

const ROUTES: StaffMatrixRoute[] = [
  ['GET', 'staff/users?q=', async () => ({ url: 'staff/users?q=target' })],
  ['GET', 'staff/members', async () => ({ url: 'staff/members' })],
  ['GET', 'staff/users/{id}', async () => ({ url: `staff/users/${member}` })],
  ...personRoutes(() => member),
];

describeStaffMatrix('staff authorization', () => t, ROUTES);

// The person is another staff member: support is refused and nothing is stored; an admin may.
describeStaffMatrix(
  'staff authorization on a staff account',
  () => t,
  personRoutes(() => colleague),
  {
    support: [403, m.staffAccountsAreForAdmins],
  },
);

describe('staff authorization, beyond the matrix', () => {
  it('a staff member who is blocked is refused too', async () => {
    const { position } = await t.stack.commands.accounts.block(t.admin.user._id, 'Abuse', context);
    await t.stack.waitForViews(position, ['users']);
    await t.expectRefused(() => t.call('GET', `staff/users/${member}`, { token: t.admin.token }), 403, m.staffOnly);
    await settled(t.stack.commands.accounts.unblock(t.admin.user._id, context));
  });

  it('POST user/appealViolation: anonymous 401; the person, blocked or not, may appeal', async () => {
    await t.expectRefused(() => t.call('POST', 'user/appealViolation', { payload: { violationId: 'x', appealReason: 'No' } }), 401, a.loginRequired);
    for (const person of [t.user, t.blocked]) {
      const { violationId, position } = await staff().issueViolation(person.user._id, 'Spam', context);
      await t.stack.waitForViews(position, ['users']);
      const res = await t.call('POST', 'user/appealViolation', { token: person.token, payload: { violationId, appealReason: 'No' } });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
});
