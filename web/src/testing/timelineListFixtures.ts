import type { TimelineListItem } from '@lorewright/domain/timelines/timelineView';
import type { MockAnswer } from './mockApi';

// Rows of POST timeline/timelines, for the timelines menu's specs. Ada Lovelace (u1) is the
// author, as of makeWorld()'s world.
export function makeTimelineListItem(overrides: Partial<TimelineListItem> = {}): TimelineListItem {
  return {
    _id: 't1',
    worldID: 'w1',
    authorID: 'u1',
    title: 'The Long Age',
    description: 'Kings and floods.',
    start: 0,
    end: 100,
    visibility: 'private',
    createdOn: '2025-04-01T10:00:00.000Z',
    lastUpdated: '2025-04-02T10:00:00.000Z',
    backgroundImage: null,
    overlayColor: '#1a1a1a',
    overlayOpacity: 0.5,
    num_lines: 2,
    num_points: 5,
    ...overrides,
  };
}

export const timelinesAnswer = (timelines: TimelineListItem[]): MockAnswer => ({ status: 200, body: { timelines } });
