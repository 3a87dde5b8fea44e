import { afterAll, beforeAll } from 'vitest';
import { describeStaffMatrix, type StaffMatrixRoute } from './staffMatrix';
import { openReportsApp, type ReportsApp } from './testing/reportsTesting';

// Every content-report route × every kind of caller: only signed-in, unblocked support and admin
// accounts get through, whatever the client shows; a refusal stores nothing.

let t: ReportsApp;
let author: { token: string; id: string };
let reporter: { token: string; id: string };
beforeAll(async () => {
  t = await openReportsApp();
  [author, reporter] = await Promise.all([t.person('author'), t.person('reporter')]);
});
afterAll(() => t.close());

// A fresh open report of a fresh post for each call, so every allowed call can succeed.
const freshReport = async () => t.report(reporter.token, 'post', (await t.newPost(author.token, 'Reported words'))._id);
const hiddenReport = async () => {
  const reportId = await freshReport();
  await t.act(reportId, 'hide', { reason: 'Rude.' });
  return reportId;
};

const ROUTES: StaffMatrixRoute[] = [
  ['GET', 'staff/reports', async () => ({ url: 'staff/reports?filter=open&page=0' })],
  ['POST', 'staff/reports/{id}/assign', async () => ({ url: `staff/reports/${await freshReport()}/assign`, payload: { assigneeId: t.support.user._id } })],
  ['POST', 'staff/reports/{id}/hide', async () => ({ url: `staff/reports/${await freshReport()}/hide`, payload: { reason: 'Rude.' } })],
  ['POST', 'staff/reports/{id}/restore', async () => ({ url: `staff/reports/${await hiddenReport()}/restore`, payload: {} })],
  ['POST', 'staff/reports/{id}/close', async () => ({ url: `staff/reports/${await freshReport()}/close`, payload: {} })],
];

describeStaffMatrix('content report authorization', () => t, ROUTES);
