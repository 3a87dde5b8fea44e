import { invalid, notFound } from '@lorewright/domain/shared/errors';
import { QUEUE_PAGE_SIZE, AssignBody, QueueQuery } from '@lorewright/domain/staff/queueFilter';
import { EmptyBody, HideContentBody, StaffReportParams } from '@lorewright/domain/staff/report.bodies';
import { reportMessages as r } from '@lorewright/domain/staff/reportMessages';
import { StaffReportAnswer, StaffReportPage } from '@lorewright/domain/staff/reportViews';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import { COMMUNITY_VIEWS } from '../community/postViews';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { reportItemsOf, type ReportItemsPorts } from './reportItems';

// The staff console's content reports: list, filter, assign, hide the content, close.
// `auth: 'staff'` lets only signed-in, unblocked support and admin accounts through.
const staff = { auth: 'staff' } as const;

export type ReportRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'community'> & QueriesOf<'community' | 'staff'> & ReportItemsPorts;

export const reportRoutes = (ports: ReportRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.community;
  const reports = ports.queries.community.reports;

  // Every action answers the report as it is after it (read-your-writes on the posts view).
  const answer = async (reportId: string, position: number | null, message: string): Promise<StaffReportAnswer> => {
    await ports.waitForViews(position, COMMUNITY_VIEWS);
    const record = await reports.reportById(reportId);
    if (!record) throw notFound(r.reportNotFound);
    const [report] = await reportItemsOf(ports, [record]);
    return { message, report };
  };

  app.get('/staff/reports', { schema: { querystring: QueueQuery, response: { 200: StaffReportPage } }, config: staff }, async (request) => {
    const { filter, page } = request.query;
    const { total, reports: found } = await reports.queue(filter, currentUser(request)._id, page);
    return { reports: await reportItemsOf(ports, found), total, page, pageSize: QUEUE_PAGE_SIZE };
  });

  app.post(
    '/staff/reports/:reportId/assign',
    { schema: { params: StaffReportParams, body: AssignBody, response: { 200: StaffReportAnswer } }, config: staff },
    async (request) => {
      const { reportId } = request.params;
      const { assigneeId } = request.body;
      if (assigneeId !== null && !(await ports.queries.staff.isStaffMember(assigneeId))) {
        throw invalid(r.chooseStaffMember);
      }
      const { position } = await commands.assignReport(currentUser(request)._id, reportId, assigneeId, commandContext(request));
      return answer(reportId, position, r.reportAssigned);
    },
  );

  app.post(
    '/staff/reports/:reportId/hide',
    { schema: { params: StaffReportParams, body: HideContentBody, response: { 200: StaffReportAnswer } }, config: staff },
    async (request) => {
      const { reportId } = request.params;
      const { position } = await commands.hideContent(currentUser(request)._id, reportId, request.body.reason, commandContext(request));
      return answer(reportId, position, r.contentHidden);
    },
  );

  app.post(
    '/staff/reports/:reportId/restore',
    { schema: { params: StaffReportParams, body: EmptyBody, response: { 200: StaffReportAnswer } }, config: staff },
    async (request) => {
      const { reportId } = request.params;
      const { position } = await commands.restoreContent(currentUser(request)._id, reportId, commandContext(request));
      return answer(reportId, position, r.contentRestored);
    },
  );

  app.post(
    '/staff/reports/:reportId/close',
    { schema: { params: StaffReportParams, body: EmptyBody, response: { 200: StaffReportAnswer } }, config: staff },
    async (request) => {
      const { reportId } = request.params;
      const { position } = await commands.closeReport(currentUser(request)._id, reportId, commandContext(request));
      return answer(reportId, position, r.reportClosed);
    },
  );
};
