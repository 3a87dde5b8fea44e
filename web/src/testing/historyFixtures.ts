import type { HistoryPageView } from '@lorewright/domain/history/historyView';

// When a change of the history panels' specs was made: minutes after 09:00 on 1 January 2026.
export const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 9, minute)).toISOString();

/** A first page of changes, all by Ada Lovelace: each as [revision, minute, summary, session]. */
export const historyPage = (changes: ReadonlyArray<readonly [number, number, string, string]>): HistoryPageView => ({
  entries: changes.map(([revision, minute, summary, session]) => ({ revision, at: at(minute), actor: { _id: 'u1', name: 'Ada Lovelace' }, summary, session })),
  total: changes.length,
  page: 1,
  pageSize: 50,
});
