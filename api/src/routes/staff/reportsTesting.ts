import type { StaffReportAnswer, StaffReportPage } from '@lorewright/domain/staff/reportViews';
import type { StaffRole } from '@lorewright/domain/staff/staff.events';
import { openCommunityApp } from '../community/communityTesting';

// Shared by the content-report specs: the community app with the staff app's people (a support
// member, an admin, a user and a blocked user, each signed in), and the steps of a report.
export const openReportsApp = async () => {
  const t = await openCommunityApp();
  const context = { actorId: null, correlationId: 'spec' };
  const grant = async (userId: string, role: StaffRole) => {
    const { position } = await t.stack.commands.staff.grantRole(userId, role, 'ops:spec', context);
    await t.stack.waitForViews(position, ['users']);
  };
  const [support, admin, user, blocked] = await Promise.all(
    ['support@example.com', 'admin@example.com', 'user@example.com', 'blocked@example.com'].map(t.signUp),
  );
  await grant(support.user._id, 'support');
  await grant(admin.user._id, 'admin');
  const { position } = await t.stack.commands.accounts.block(blocked.user._id, 'Spam', context);
  await t.stack.waitForViews(position, ['users']);

  // Reports the target and answers the new report's id (the newest open one).
  const report = async (token: string, target: 'post' | 'reply' | 'thread', targetID: string, reason = 'Rude words.') => {
    t.clock.advance(1000);
    await t.ok(t.call('POST', 'posts/report', { token, payload: { target, targetID, reason } }), 201);
    return (await queue()).reports[0].reportId;
  };
  const queue = (filter = 'open', page = 0, token = support.token) =>
    t.ok<StaffReportPage>(t.call('GET', `staff/reports?filter=${filter}&page=${page}`, { token }));
  const act = (reportId: string, action: 'assign' | 'hide' | 'restore' | 'close', payload: object = {}, token = support.token) =>
    t.ok<StaffReportAnswer>(t.call('POST', `staff/reports/${reportId}/${action}`, { token, payload }));

  return { ...t, grant, support, admin, user, blocked, report, queue, act };
};

export type ReportsApp = Awaited<ReturnType<typeof openReportsApp>>;
