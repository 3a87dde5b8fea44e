import type { QueueFilter } from '@lorewright/domain/staff/queueFilter';
import type { StaffReportListItem } from '@lorewright/domain/staff/reportViews';

// Words of the content-report screens.
export const QUEUE_TITLES: Record<QueueFilter, string> = { open: 'Open reports', mine: 'Assigned to me', closed: 'Closed reports' };

export const EMPTY_QUEUE: Record<QueueFilter, string> = {
  open: 'There are no open reports.',
  mine: 'No open reports are assigned to you.',
  closed: 'No report has been closed yet.',
};

export const TARGET_LABELS: Record<StaffReportListItem['target'], string> = { post: 'Post', reply: 'Reply', thread: 'Thread' };

/** What the report is about, in a few words. */
export const contentState = (report: Pick<StaffReportListItem, 'gone' | 'hidden'>) => (report.gone ? 'Deleted' : report.hidden ? 'Hidden' : 'Shown');
