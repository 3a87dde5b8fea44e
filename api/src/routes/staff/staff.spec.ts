import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserView } from '@lorewright/domain/accounts/userView';
import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import type { StaffEventsView, StaffUserDetail, StaffUserListItem } from '@lorewright/domain/staff/staffViews';
import { listOutbox } from '../../mail/outboxReader';
import { openStaffApp, type StaffApp } from './testing/staffTesting';

let t: StaffApp;
beforeAll(async () => {
  t = await openStaffApp();
});
afterAll(() => t.close());

type Answer = { message: string; detail: StaffUserDetail };
const asStaff = (method: 'GET' | 'POST', url: string, payload?: object) => t.call(method, url, { token: t.support.token, ...(payload ? { payload } : {}) });
const staffPost = async (url: string, payload: object = {}) => {
  const res = await asStaff('POST', url, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Answer>();
};

describe('the staff console', () => {
  it('finds people by part of their e-mail address or name, at most 20', async () => {
    const res = await asStaff('GET', 'staff/users?q=USER@exam');
    expect(res.statusCode).toBe(200);
    const { users } = res.json<{ users: StaffUserListItem[] }>();
    expect(users.map((u) => u.email)).toEqual(['user@example.com']);
    expect(users[0]).toMatchObject({ _id: t.user.user._id, accountStatus: 'active', roles: [] });
    const byName = (await asStaff('GET', 'staff/users?q=lovelace')).json<{ users: StaffUserListItem[] }>().users;
    expect(byName.length).toBe(4);
  });

  it('shows one person: account, logins, billing, worlds and the streams that exist', async () => {
    const detail = (await asStaff('GET', `staff/users/${t.admin.user._id}`)).json<StaffUserDetail>();
    expect(detail.user).toMatchObject({ email: 'admin@example.com', roles: ['admin'], numLogins: 1 });
    expect(detail.loginHistory).toHaveLength(1);
    expect(detail.billing.history).toEqual([]);
    expect(detail.worlds).toEqual([]);
    expect(detail.streams).toEqual([`user-${t.admin.user._id}`, `roles-${t.admin.user._id}`]);
  });

  it('issues a violation, the person appeals by date, staff reject; another is repealed; block and unblock', async () => {
    const id = t.user.user._id;
    const issued = await staffPost(`staff/users/${id}/violations`, { reason: ' Spam in the forum ' });
    expect(issued.message).toBe(m.violationIssued);
    const [violation] = issued.detail.violations;
    expect(violation).toMatchObject({ reason: 'Spam in the forum', issuedBy: { _id: t.support.user._id, name: 'Ada Lovelace' }, appealedOn: null });

    const appeal = await t.call('POST', 'user/appealViolation', {
      token: t.user.token,
      payload: { violationDate: violation.date, appealReason: 'It was a joke' },
    });
    expect(appeal.statusCode, appeal.body).toBe(200);
    const { message, user } = appeal.json<{ message: string; user: UserView }>();
    expect(message).toBe(m.appealSent);
    expect(user.violationHistory[0]).toMatchObject({ violationId: violation.violationId, appealReason: 'It was a joke', rejectedOn: null });
    expect(user.violationHistory[0].appealedOn).toEqual(expect.any(String));

    const rejected = await staffPost(`staff/users/${id}/violations/${violation.violationId}/reject`);
    expect(rejected.message).toBe(m.appealRejected);
    expect(rejected.detail.violations[0].rejectedOn).toEqual(expect.any(String));

    const repealed = await staffPost(`staff/users/${id}/violations/${violation.violationId}/repeal`);
    expect(repealed.detail.violations[0].repealedOn).toEqual(expect.any(String));

    expect((await staffPost(`staff/users/${id}/block`, { reason: 'Spam again' })).detail.user.accountStatus).toBe('blocked');
    const unblocked = await staffPost(`staff/users/${id}/unblock`);
    expect(unblocked.message).toBe(m.accountUnblocked);
    expect(unblocked.detail.user.accountStatus).toBe('active');
    expect(unblocked.detail.streams).toContain(`violations-${id}`);
  });

  it('tells the person of each decision by notification and by mail', async () => {
    const id = t.user.user._id;
    await expect.poll(async () => (await listOutbox(t.stack.mail.outboxDir!)).filter((mail) => mail.to === 'user@example.com').length).toBe(6);
    const subjects = (await listOutbox(t.stack.mail.outboxDir!)).filter((mail) => mail.to === 'user@example.com').map((mail) => mail.subject);
    expect(subjects).toEqual(expect.arrayContaining(['You received a violation — Lorewright', 'Your account has been blocked — Lorewright']));
    await expect.poll(async () => (await t.stack.queries.notifications.forUser(id)).length).toBeGreaterThanOrEqual(5);
    const notes = await t.stack.queries.notifications.forUser(id);
    expect(notes.every((n) => n.link === '/dashboard/violations')).toBe(true);
  });

  it("opens the raw events of one of the person's streams, oldest first, with the actor named", async () => {
    const id = t.user.user._id;
    const res = await asStaff('GET', `staff/users/${id}/events?stream=${encodeURIComponent(`violations-${id}`)}`);
    expect(res.statusCode).toBe(200);
    const { events } = res.json<StaffEventsView>();
    expect(events.map((e) => e.type)).toEqual(['ViolationIssued', 'ViolationAppealed', 'AppealRejected', 'ViolationRepealed']);
    expect(events[0]).toMatchObject({ actorId: t.support.user._id, actorName: 'Ada Lovelace', data: { reason: 'Spam in the forum' } });
    expect(events[1]).toMatchObject({ actorId: id });
  });

  it('a blocked person appeals; staff repeal and unblock; the next change goes through', async () => {
    const id = t.blocked.user._id;
    const { detail } = await staffPost(`staff/users/${id}/violations`, { reason: 'Spam' });
    const violationId = detail.violations[0].violationId;
    const tutorial = () => t.call('POST', 'user/stepTutorial', { token: t.blocked.token, payload: { step: 1 } });
    expect((await tutorial()).statusCode).toBe(403);
    const appeal = await t.call('POST', 'user/appealViolation', { token: t.blocked.token, payload: { violationId, appealReason: 'Sorry' } });
    expect(appeal.statusCode, appeal.body).toBe(200);
    await staffPost(`staff/users/${id}/violations/${violationId}/repeal`);
    await staffPost(`staff/users/${id}/unblock`);
    expect((await tutorial()).statusCode).toBe(200);
  });
});
