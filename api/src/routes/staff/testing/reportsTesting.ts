import type { StaffReportAnswer, StaffReportPage } from '@lorewright/domain/staff/reportViews';
import { openCommunityApp } from '../../community/testing/communityTesting';
import { withStaffPeople } from './staffTesting';

// Shared by the content-report specs: the community app with the staff app's people (a support
// member, an admin, a user and a blocked user, each signed in), and the steps of a report.
export const openReportsApp = async () => {
  const t = await withStaffPeople(await openCommunityApp());
  const { support } = t;

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

  return { ...t, report, queue, act };
};

export type ReportsApp = Awaited<ReturnType<typeof openReportsApp>>;
