import type { QueueFilter } from '@lorewright/domain/staff/queueFilter';
import type { StaffReportAnswer, StaffReportPage } from '@lorewright/domain/staff/reportViews';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../lib/apiClient';

// The staff console's content reports, under /api/v1/staff/reports; refused (403) to
// anyone without a staff role, whatever the client shows.

export const reportKeys = {
  all: ['staff', 'reports'] as const,
  queue: (filter: QueueFilter, page: number) => ['staff', 'reports', 'queue', filter, page] as const,
};

const reportPath = (reportId: string) => `staff/reports/${encodeURIComponent(reportId)}`;

/** GET staff/reports?filter=&page=: one page of a queue, newest report first. */
export function useStaffReports(filter: QueueFilter, page: number) {
  return useQuery({
    queryKey: reportKeys.queue(filter, page),
    queryFn: async () => unwrap(await apiRequest<StaffReportPage>('GET', `staff/reports?filter=${filter}&page=${page}`)),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export type ReportAction = { kind: 'assign'; assigneeId: string | null } | { kind: 'hide'; reason: string } | { kind: 'restore' } | { kind: 'close' };

const bodyOf = (action: ReportAction) =>
  action.kind === 'assign' ? { assigneeId: action.assigneeId } : action.kind === 'hide' ? { reason: action.reason } : {};

/**
 * POST staff/reports/{reportId}/assign {assigneeId} | hide {reason} | restore | close: each answers
 * {message, report}. The queues and the pages of the two people are stale then.
 */
export function useReportAction(reportId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (action: ReportAction) => unwrap(await apiRequest<StaffReportAnswer>('POST', `${reportPath(reportId)}/${action.kind}`, bodyOf(action))),
    onSuccess: ({ report }) => {
      void queryClient.invalidateQueries({ queryKey: [...reportKeys.all, 'queue'] });
      for (const person of [report.author._id, report.reporter._id]) void queryClient.invalidateQueries({ queryKey: ['staff', 'user', person] });
    },
  });
}
