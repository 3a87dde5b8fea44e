import { DEFAULT_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { sentNode } from '@lorewright/domain/timelines/testing/timelineTesting';
import type { TimelineLine, TimelineNode, TimelineView } from '@lorewright/domain/timelines/timelineView';
import { TIMELINE_HEAD } from '../../../testing/pointTimelineFixtures';

// Timelines as the server answers them, for the timeline page's specs: Ada Lovelace (u1) is the
// author; the default calendar, years 0 to 99, so a year is 10 px of a 1,000 px axis.

// A point as the server shows it: the point the domain's specs send, with its picture, links and revision.
export const makeNode = (overrides: Partial<TimelineNode> = {}): TimelineNode => ({
  ...sentNode('n1', { title: 'Crowning', subtitle: 'A king at last.' }),
  image: null,
  links: [],
  revision: 4,
  ...overrides,
});

export const makeLine = (overrides: Partial<TimelineLine> = {}): TimelineLine => ({ _id: 'l1', name: 'Kings', nodes: [], revision: 1, ...overrides });

export function makeTimeline(overrides: Partial<TimelineView> = {}): TimelineView {
  return {
    ...TIMELINE_HEAD,
    lines: [
      makeLine({
        nodes: [
          makeNode(),
          makeNode({
            _id: 'n2',
            title: 'The Great Flood',
            subtitle: '',
            type: 'range',
            year: 40,
            month: '',
            day: null,
            end: { year: 45, month: '', day: null },
            revision: 6,
          }),
        ],
      }),
      makeLine({
        _id: 'l2',
        name: 'Floods',
        revision: 2,
        nodes: [makeNode({ _id: 'n3', title: 'Drought', subtitle: 'No rain.', year: 70, month: 'June', day: 1, revision: 2 })],
      }),
    ],
    zones: {
      default: { _id: 'default', name: 'Default', start: 0, end: 99 },
      late: { _id: 'late', name: 'Late years', start: 50, end: 99 },
    },
    calendar: DEFAULT_CALENDAR,
    backgroundImage: null,
    overlayColor: '#1a1a1a',
    overlayOpacity: 0.5,
    ...overrides,
  };
}
