import type { Calendar } from '../calendars/calendar';
import { DEMO_WORLD_ID } from '../worlds/demoWorldId';
import { DEFAULT_OVERLAY_COLOR, DEFAULT_OVERLAY_OPACITY, DEFAULT_ZONE_ID, DEFAULT_ZONE_NAME } from './timelineLimits';
import { timelineListItemOf } from './timelineListItem';
import type { NodeDate, TimelineLine, TimelineNode, TimelineView } from './timelineView';

// The demo world's timeline (product.md §2: a fixed id with built-in sample data, no fetch): the
// river kingdoms' own reckoning of ten months, years counted down before the Lantern and up
// after it, with no year 0. Its points link to the demo world's bundled wikis and map.
export const DEMO_TIMELINE_ID = 'example';

const months: [string, number | null][] = [
  ['Thaw', 30],
  ['Reedmonth', 30],
  ['Bloom', 31],
  ['High Sun', 31],
  ['Harvest', 30],
  ['Lanternfall', 1],
  ['Ember', 30],
  ['Mist', null],
  ['Frost', 30],
  ['Deepwinter', 32],
];

export const DEMO_CALENDAR: Calendar = {
  name: 'Reckoning of Hollowmere',
  months: months.map(([name, numDays]) => ({ name, numDays, ...(name === 'Lanternfall' ? { intercalary: true } : {}) })),
  days: [
    { name: 'Day', numHours: 14 },
    { name: 'Night', numHours: 10 },
  ],
  weekdays: ['Moonday', 'Reedsday', 'Bellday', 'Ashday', 'Restday'],
  eras: [
    { name: 'Before the Lantern', abbreviation: 'BL', startYear: null, counting: 'down' },
    { name: 'Age of the Lantern', abbreviation: 'AL', startYear: 1, counting: 'up' },
  ],
  hasYearZero: false,
  leapRules: [{ monthIndex: 9, extraDays: 1, every: 4 }],
};

const date = (year: number, month = '', day: number | null = null): NodeDate => ({ year, month, day });
const node = (_id: string, title: string, subtitle: string, when: NodeDate, links: TimelineNode['links'] = [], end: NodeDate | null = null): TimelineNode => ({
  _id,
  title,
  subtitle,
  type: end ? 'range' : 'point',
  ...when,
  end,
  parent: null,
  image: null,
  links,
  revision: 0,
});

const lines: TimelineLine[] = [
  {
    _id: 'realm',
    name: 'The Realm',
    revision: 0,
    nodes: [
      node('t1', 'The drowned bell', 'Hollowmere’s bell sinks beneath the river.', date(-40, 'Reedmonth', 3), [
        { _id: 'k1', type: 'wiki', category: 'places', id: 'example-hollowmere' },
      ]),
      node('t2', 'The Long Winter', 'Nine years without a harvest.', date(-12, 'Frost', 1), [], date(-3, 'Thaw', 20)),
      node('t3', 'The Lantern is lit', 'Year 1 of the Age of the Lantern.', date(1, 'Lanternfall', 1)),
      node('t4', 'Field of Falling Stars', 'The sky falls over the river kingdoms.', date(17, 'Mist', 1), [{ _id: 'k2', type: 'map', id: 'example' }]),
    ],
  },
  {
    _id: 'isolde',
    name: 'Isolde Varn',
    revision: 0,
    nodes: [
      node('t5', 'Isolde is born', 'Among the reed houses of Hollowmere.', date(-8, 'Bloom', 12), [
        { _id: 'k3', type: 'wiki', category: 'characters', id: 'example' },
      ]),
      node('t6', 'Learns stormbinding', 'On the night the stars fell.', date(17, 'Mist', 1), [
        { _id: 'k4', type: 'wiki', category: 'magic', id: 'example-stormbinding' },
      ]),
      node('t7', 'The lantern road', 'She carries the last lantern north.', date(24, 'Ember', 5), [], date(26, 'Thaw', 1)),
    ],
  },
];

export const DEMO_TIMELINE: TimelineView = {
  _id: DEMO_TIMELINE_ID,
  worldID: DEMO_WORLD_ID,
  authorID: '',
  title: 'The Lantern Years',
  description: 'From the drowned bell to the lantern road.',
  start: -50,
  end: 40,
  visibility: 'public',
  createdOn: '2025-01-01T00:00:00.000Z',
  lastUpdated: '2025-01-01T00:00:00.000Z',
  lines,
  zones: {
    [DEFAULT_ZONE_ID]: { _id: DEFAULT_ZONE_ID, name: DEFAULT_ZONE_NAME, start: -50, end: 40 },
    winter: { _id: 'winter', name: 'The Long Winter', start: -13, end: -2 },
  },
  calendar: DEMO_CALENDAR,
  backgroundImage: null,
  overlayColor: DEFAULT_OVERLAY_COLOR,
  overlayOpacity: DEFAULT_OVERLAY_OPACITY,
};

export const DEMO_TIMELINE_LIST = [timelineListItemOf(DEMO_TIMELINE)];
