import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import { openStaffApp, type StaffApp } from './testing/staffTesting';

// Bad input to the staff calls and the appeal: a 4xx with {error}, and nothing stored.

let t: StaffApp;
let user: string;
let violationId: string;
beforeAll(async () => {
  t = await openStaffApp();
  user = t.user.user._id;
  const issued = await t.stack.commands.staff.issueViolation(user, 'Spam', { actorId: t.admin.user._id, correlationId: 'spec' });
  violationId = issued.violationId;
  await t.stack.waitForViews(issued.position, ['users']);
  // The violation's notification is appended by a reactor: settled before the log is watched.
  await t.stack.reactors.waitFor(await t.stack.eventStore.headPosition());
});
afterAll(() => t.close());

const asSupport = (method: 'GET' | 'POST', url: string, payload?: object) => () =>
  t.call(method, url, { token: t.support.token, ...(payload ? { payload } : {}) });

describe('staff bad input', () => {
  it('a blank, missing or overlong reason', async () => {
    await t.expectRefused(asSupport('POST', `staff/users/${user}/violations`, { reason: '   ' }), 400, m.reasonRequired);
    await t.expectRefused(asSupport('POST', `staff/users/${user}/violations`, {}), 400, m.reasonRequired);
    await t.expectRefused(asSupport('POST', `staff/users/${user}/block`, { reason: 'x'.repeat(1001) }), 400, m.reasonTooLong);
    await t.expectRefused(asSupport('POST', `staff/users/${user}/block`, { reason: 42 }), 400, m.reasonRequired);
  });

  it('an unknown person or violation', async () => {
    await t.expectRefused(asSupport('GET', 'staff/users/nobody'), 404, m.userNotFound);
    await t.expectRefused(asSupport('GET', 'staff/users/nobody/events?stream=user-nobody'), 404, m.userNotFound);
    await t.expectRefused(asSupport('POST', 'staff/users/nobody/violations', { reason: 'Spam' }), 404, m.userNotFound);
    await t.expectRefused(asSupport('POST', 'staff/users/nobody/block', { reason: 'Spam' }), 404, m.userNotFound);
    await t.expectRefused(asSupport('POST', `staff/users/${user}/violations/nope/repeal`), 404, m.violationNotFound);
    await t.expectRefused(asSupport('POST', `staff/users/${user}/violations/nope/reject`), 404, m.violationNotFound);
  });

  it("a decision the violation's state does not allow", async () => {
    await t.expectRefused(asSupport('POST', `staff/users/${user}/violations/${violationId}/reject`), 409, m.notAppealed);
    await t.expectRefused(asSupport('POST', `staff/users/${user}/unblock`), 409, m.notBlocked);
    await t.expectRefused(asSupport('POST', `staff/users/${t.blocked.user._id}/block`, { reason: 'Spam' }), 409, m.alreadyBlocked);
  });

  it('staff acting on their own account', async () => {
    await t.expectRefused(asSupport('POST', `staff/users/${t.support.user._id}/violations`, { reason: 'Spam' }), 400, m.notYourself);
    await t.expectRefused(asSupport('POST', `staff/users/${t.support.user._id}/block`, { reason: 'Spam' }), 400, m.notYourself);
  });

  it("a stream that is not the person's own, or none", async () => {
    await t.expectRefused(asSupport('GET', `staff/users/${user}/events?stream=user-${t.admin.user._id}`), 404, m.streamNotFound);
    await t.expectRefused(asSupport('GET', `staff/users/${user}/events?stream=world-x`), 404, m.streamNotFound);
    const res = await asSupport('GET', `staff/users/${user}/events`)();
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it('odd ids and a search too short', async () => {
    for (const url of [
      `staff/users/${'x'.repeat(300)}`,
      'staff/users/%00',
      `staff/users/${user}/violations/${'v'.repeat(300)}/repeal`,
      'staff/users/__proto__',
    ]) {
      const method = url.endsWith('repeal') ? 'POST' : 'GET';
      const res = await asSupport(method, url)();
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.json(), url).toEqual({ error: expect.any(String) });
    }
    await t.expectRefused(asSupport('GET', 'staff/users?q=a'), 400, m.searchTooShort);
  });

  it('an appeal with no reason, of an unknown violation, of none, or a second time', async () => {
    const appeal = (payload: object) => () => t.call('POST', 'user/appealViolation', { token: t.user.token, payload });
    await t.expectRefused(appeal({ violationId, appealReason: ' ' }), 400, m.appealReasonRequired);
    await t.expectRefused(appeal({ violationId: 'nope', appealReason: 'No' }), 404, m.violationNotFound);
    await t.expectRefused(appeal({ violationDate: 'yesterday', appealReason: 'No' }), 404, m.violationNotFound);
    await t.expectRefused(appeal({ appealReason: 'No' }), 400, m.violationNotFound);
    // Another person's violation is not theirs to appeal: not found for them.
    await t.expectRefused(
      () => t.call('POST', 'user/appealViolation', { token: t.admin.token, payload: { violationId, appealReason: 'No' } }),
      404,
      m.violationNotFound,
    );
    expect((await appeal({ violationId, appealReason: 'No' })()).statusCode).toBe(200);
    await t.expectRefused(appeal({ violationId, appealReason: 'No' }), 409, m.alreadyAppealed);
  });
});
