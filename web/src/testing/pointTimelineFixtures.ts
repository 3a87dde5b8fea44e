import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { sentNode } from '@lorewright/domain/timelines/testing/timelineTesting';
import type { TimelineNode, TimelineView } from '@lorewright/domain/timelines/timelineView';
import type { MockAnswer } from './mockApi';

// A world's timeline that dates are taken from, for the date fields' specs: world w1 on the
// Gregorian calendar offers timeline t1, whose points are a coronation, a flood (a range) and a drought.

export const pointOf = (overrides: Partial<TimelineNode> = {}): TimelineNode => ({
  ...sentNode('n1', { title: 'Crowning' }),
  image: null,
  links: [],
  revision: 1,
  ...overrides,
});

export const POINT_NODES: TimelineNode[] = [
  pointOf(),
  pointOf({ _id: 'n2', title: 'The Great Flood', type: 'range', year: 40, month: '', day: null, end: { year: 45, month: '', day: null } }),
  pointOf({ _id: 'n3', title: 'Drought', year: 70, month: 'June', day: 1 }),
];

// The timeline's own fields as the timeline page's specs know it too (timelinePageFixtures.ts).
export const TIMELINE_HEAD = {
  _id: 't1',
  worldID: 'w1',
  authorID: 'u1',
  title: 'The Long Age',
  description: '',
  start: 0,
  end: 99,
  visibility: 'public',
  createdOn: '2025-04-01T10:00:00.000Z',
  lastUpdated: '2025-04-02T10:00:00.000Z',
} as const satisfies Partial<TimelineView>;

export const pointTimeline = (nodes: TimelineNode[] = POINT_NODES): TimelineView => ({
  ...TIMELINE_HEAD,
  lines: [{ _id: 'l1', name: 'Kings', nodes, revision: 1 }],
  zones: { default: { _id: 'default', name: 'Default', start: 0, end: 99 } },
  calendar: GREGORIAN_CALENDAR,
  backgroundImage: null,
  overlayColor: '#1a1a1a',
  overlayOpacity: 0.5,
});

/** GET world/w1/calendar and GET timeline/t1, as the server answers them. */
export const pointTimelineAnswers = (nodes?: TimelineNode[]): Record<string, MockAnswer> => ({
  'GET world/w1/calendar': { status: 200, body: { timelineID: null, calendar: GREGORIAN_CALENDAR, pointTimelines: [{ _id: 't1', title: 'The Long Age' }] } },
  'GET timeline/t1': { status: 200, body: pointTimeline(nodes) },
});
