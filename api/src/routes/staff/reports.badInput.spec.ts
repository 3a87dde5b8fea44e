import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reportMessages as r } from '@lorewright/domain/staff/reportMessages';
import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import { openReportsApp, type ReportsApp } from './testing/reportsTesting';

// Bad input to the content-report calls: a 4xx with {error}, never a 500, and nothing stored.

let t: ReportsApp;
let reportId: string;
beforeAll(async () => {
  t = await openReportsApp();
  const [author, reporter] = await Promise.all([t.person('author'), t.person('reporter')]);
  reportId = await t.report(reporter.token, 'post', (await t.newPost(author.token, 'Reported words'))._id);
});
afterAll(() => t.close());

const asSupport = (method: 'GET' | 'POST', url: string, payload?: object | string) => () =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${t.support.token}`, ...(typeof payload === 'string' ? { 'content-type': 'application/json' } : {}) },
    ...(payload !== undefined ? { payload } : {}),
  });

describe('content report bad input', () => {
  it('an unknown filter or a page that is not a whole number', async () => {
    await t.expectRefused(asSupport('GET', 'staff/reports?filter=everything'), 400, 'Unknown filter.');
    for (const page of ['-1', '1.5', 'two', '99999999']) {
      await t.expectRefused(asSupport('GET', `staff/reports?page=${page}`), 400, 'Page must be a whole number.');
    }
  });

  it('an unknown, implausible or overlong report id', async () => {
    for (const id of ['nope', 'x'.repeat(150), '%20']) {
      for (const action of ['assign', 'hide', 'restore', 'close']) {
        const payload = action === 'assign' ? { assigneeId: null } : action === 'hide' ? { reason: 'Rude.' } : {};
        await t.expectRefused(asSupport('POST', `staff/reports/${id}/${action}`, payload), id === '%20' ? 400 : 404, r.reportNotFound);
      }
    }
    await t.expectRefused(asSupport('POST', `staff/reports/${'x'.repeat(201)}/close`, {}), 400, r.reportNotFound);
  });

  it('a blank, missing, overlong or non-text reason to hide', async () => {
    await t.expectRefused(asSupport('POST', `staff/reports/${reportId}/hide`, { reason: '   ' }), 400, r.hideReasonRequired);
    await t.expectRefused(asSupport('POST', `staff/reports/${reportId}/hide`, {}), 400, r.hideReasonRequired);
    await t.expectRefused(asSupport('POST', `staff/reports/${reportId}/hide`, { reason: 42 }), 400, r.hideReasonRequired);
    await t.expectRefused(asSupport('POST', `staff/reports/${reportId}/hide`, { reason: 'x'.repeat(1001) }), 400, m.reasonTooLong);
  });

  it('an assignee who is not a staff member, or not a string', async () => {
    await t.expectRefused(asSupport('POST', `staff/reports/${reportId}/assign`, { assigneeId: t.user.user._id }), 400, r.chooseStaffMember);
    await t.expectRefused(asSupport('POST', `staff/reports/${reportId}/assign`, { assigneeId: 'nobody' }), 400, r.chooseStaffMember);
    await t.expectRefused(asSupport('POST', `staff/reports/${reportId}/assign`, { assigneeId: 7 }), 400, r.chooseStaffMember);
    await t.expectRefused(asSupport('POST', `staff/reports/${reportId}/assign`, {}), 400, r.chooseStaffMember);
  });

  it('a body of the wrong type', async () => {
    await t.expectRefused(asSupport('POST', `staff/reports/${reportId}/assign`, '"text"'), 400, expect.any(String));
    await t.expectRefused(asSupport('POST', `staff/reports/${reportId}/close`, '[1]'), 400, expect.any(String));
  });
});
