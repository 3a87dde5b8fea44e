import { QUEUE_PAGE_SIZE, type QueueFilter } from '@lorewright/domain/staff/queueFilter';
import type { Filter } from '../readStore/readStore';
import type { ProjectionViews } from '../runner/projectionViews';
import { CONTENT_REPORTS, type ContentReportRecord } from './postRecords';

const NEWEST_FIRST = { reportedAt: -1, _id: 1 } as const;
// A person's reports on the staff page: the newest this many of each side.
export const PERSON_REPORTS_MAX = 100;

// The staff console's reads of content reports; every one served by an index of the
// posts projection (posts.projection.ts), none sorted in JavaScript.
export const createContentReportQueries = (views: ProjectionViews) => {
  const reports = views.collection('posts', CONTENT_REPORTS);
  const asReports = (documents: unknown[]) => documents as ContentReportRecord[];

  const filterOf = (filter: QueueFilter, staffId: string): Filter =>
    filter === 'closed' ? { status: 'closed' } : filter === 'mine' ? { status: 'open', assigneeID: staffId } : { status: 'open' };

  return {
    reportById: async (reportId: string) => (await reports.get(reportId)) as ContentReportRecord | null,

    // One page of a queue, newest report first, and the queue's total.
    queue: async (filter: QueueFilter, staffId: string, page: number) => {
      const where = filterOf(filter, staffId);
      const [found, total] = await Promise.all([
        reports.find(where, { sort: NEWEST_FIRST, skip: page * QUEUE_PAGE_SIZE, limit: QUEUE_PAGE_SIZE }),
        reports.count(where),
      ]);
      return { total, reports: asReports(found) };
    },

    // Reports about the person's content, and the ones they made, each newest first.
    aboutAndBy: async (userId: string) => {
      const [about, by] = await Promise.all([
        reports.find({ authorID: userId }, { sort: NEWEST_FIRST, limit: PERSON_REPORTS_MAX }),
        reports.find({ reporterID: userId }, { sort: NEWEST_FIRST, limit: PERSON_REPORTS_MAX }),
      ]);
      return { about: asReports(about), by: asReports(by) };
    },
  };
};

export type ContentReportQueries = ReturnType<typeof createContentReportQueries>;
