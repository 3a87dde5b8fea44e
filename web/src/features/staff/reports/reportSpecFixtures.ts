import type { StaffReportListItem } from '@lorewright/domain/staff/reportViews';

/** Bob (u3) reported Grace's (u2) feed post p1; open, nobody assigned, shown. */
export function makeReportItem(overrides: Partial<StaffReportListItem> = {}): StaffReportListItem {
  return {
    reportId: 'x1',
    postId: 'p1',
    target: 'post',
    targetId: 'p1',
    reporter: { _id: 'u3', name: 'Bob Kahn' },
    author: { _id: 'u2', name: 'Grace Hopper' },
    reason: 'Insults other members.',
    status: 'open',
    assignee: null,
    hidden: false,
    hiddenReason: null,
    gone: false,
    excerpt: 'You are all <b>fools</b>.',
    title: null,
    link: '/community/posts',
    reportedAt: '2026-03-02T09:00:00.000Z',
    closedAt: null,
    ...overrides,
  };
}
