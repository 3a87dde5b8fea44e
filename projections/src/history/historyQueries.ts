import { HISTORY_PAGE_SIZE, type HistoryEntry, type HistoryKind } from '@lorewright/domain/history/elementHistory';
import type { ProjectionViews } from '../runner/projectionViews';
import { HISTORY_ENTRIES } from './elementHistory.projection';

// Reads of the element history: one page of an element's entries, newest first, and how many
// there are, both answered by the projection's indexes.
export const createHistoryQueries = (views: ProjectionViews) => {
  const entries = views.collection('elementHistory', HISTORY_ENTRIES);
  return {
    // page: 1-based.
    page: async (kind: HistoryKind, elementId: string, page: number, pageSize = HISTORY_PAGE_SIZE) => {
      const filter = { kind, elementId };
      const [found, total] = await Promise.all([
        entries.find(filter, { sort: { revision: -1 }, skip: (page - 1) * pageSize, limit: pageSize }),
        entries.count(filter),
      ]);
      return { entries: found as unknown as HistoryEntry[], total, page, pageSize };
    },
  };
};

export type HistoryQueries = ReturnType<typeof createHistoryQueries>;
