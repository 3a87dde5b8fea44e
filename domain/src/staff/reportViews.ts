import { z } from 'zod';
import { PagePlace } from '../shared/pageView';
import { REPORT_TARGETS } from '../community/post.events';
import { StaffPersonRef } from './ticketViews';

// What the staff console shows of content reports. Owned by the reports slice.

// A report in the queue and on a person's page (reports about their content or made by them).
// Names are read when shown; the read model keeps ids only.
export const StaffReportListItem = z.object({
  reportId: z.string(),
  postId: z.string(),
  target: z.enum(REPORT_TARGETS),
  targetId: z.string(),
  reporter: StaffPersonRef,
  author: StaffPersonRef,
  reason: z.string(),
  status: z.enum(['open', 'closed']),
  assignee: StaffPersonRef.nullable(),
  // The reported content as it is now: hidden by staff (with the reason), or gone (deleted by
  // its author, so there is nothing left to hide).
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
  gone: z.boolean(),
  // Its first characters as plain text ('' once gone); a thread's title.
  excerpt: z.string(),
  title: z.string().nullable(),
  // Where it is shown: the feed, or its thread.
  link: z.string(),
  reportedAt: z.string(),
  closedAt: z.string().nullable(),
});
export type StaffReportListItem = z.infer<typeof StaffReportListItem>;

// GET staff/reports?filter=&page=
export const StaffReportPage = PagePlace.extend({ reports: z.array(StaffReportListItem) });
export type StaffReportPage = z.infer<typeof StaffReportPage>;

// POST staff/reports/{reportId}/assign | hide | restore | close
export const StaffReportAnswer = z.object({
  message: z.string(),
  report: StaffReportListItem,
});
export type StaffReportAnswer = z.infer<typeof StaffReportAnswer>;
