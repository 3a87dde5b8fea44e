import type { ReportTarget } from '../community/post.events';

// What the staff console shows of content reports. Owned by the reports slice.

// A report in the queue and on a person's page (reports about their content or made by them).
// Names are read when shown; the read model keeps ids only.
export interface StaffReportListItem {
  reportId: string;
  postId: string;
  target: ReportTarget;
  targetId: string;
  reporter: { _id: string; name: string };
  author: { _id: string; name: string };
  reason: string;
  status: 'open' | 'closed';
  assignee: { _id: string; name: string } | null;
  // The reported content as it is now: hidden by staff (with the reason), or gone (deleted by
  // its author, so there is nothing left to hide).
  hidden: boolean;
  hiddenReason: string | null;
  gone: boolean;
  // Its first characters as plain text ('' once gone); a thread's title.
  excerpt: string;
  title: string | null;
  // Where it is shown: the feed, or its thread.
  link: string;
  reportedAt: string;
  closedAt: string | null;
}

// GET staff/reports?filter=&page=
export interface StaffReportPage {
  reports: StaffReportListItem[];
  total: number;
  page: number;
  pageSize: number;
}

// POST staff/reports/{reportId}/assign | hide | restore | close
export interface StaffReportAnswer {
  message: string;
  report: StaffReportListItem;
}
