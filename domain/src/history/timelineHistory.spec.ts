import { describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR } from '../calendars/defaultCalendars';
import type { TimelineEvent } from '../timelines/timeline.events';
import { historySummaries } from './historySummaries';
import { timelineDescriber } from './timelineHistory';

const ids = { timelineId: 't1', worldId: 'world1' };
const when = { year: 12, month: '', day: null, end: null };
const look = { title: 'The Fall', subtitle: '', type: 'point' as const, parent: null };

const summaries = (events: TimelineEvent[]) => historySummaries(timelineDescriber, events);

describe('timeline history summaries', () => {
  it('say in one line what each event did, naming lines, points and zones by the names they had', () => {
    const created: TimelineEvent = {
      type: 'TimelineCreated',
      data: {
        ...ids,
        authorId: 'ann',
        title: 'Ages',
        description: '',
        start: 0,
        end: 100,
        backgroundImage: null,
        zones: [{ _id: 'default', name: 'Default', start: 0, end: 100 }],
        calendar: DEFAULT_CALENDAR,
        createdOn: '',
      },
    };
    expect(
      summaries([
        created,
        { type: 'TimelineLineAdded', data: { ...ids, line: { _id: 'l1', name: 'Kings' } } },
        { type: 'TimelineNodeAdded', data: { ...ids, lineId: 'l1', node: { _id: 'n1', ...when, ...look } } },
        { type: 'TimelineNodeMoved', data: { ...ids, lineId: 'l1', nodeId: 'n1', when: { ...when, year: 13 } } },
        { type: 'TimelineNodeEdited', data: { ...ids, lineId: 'l1', nodeId: 'n1', look: { ...look, title: 'The Rise' } } },
        { type: 'TimelineNodeImageSet', data: { ...ids, lineId: 'l1', nodeId: 'n1', image: { name: 'a.png', mediaId: 'x' } } },
        { type: 'TimelineNodeImageRemoved', data: { ...ids, lineId: 'l1', nodeId: 'n1' } },
        { type: 'TimelineNodeLinkAdded', data: { ...ids, lineId: 'l1', nodeId: 'n1', link: { _id: 'k', type: 'map', id: 'm1' } } },
        { type: 'TimelineNodeLinkRemoved', data: { ...ids, lineId: 'l1', nodeId: 'n1', linkId: 'k' } },
        { type: 'TimelineNodeDeleted', data: { ...ids, lineId: 'l1', nodeId: 'n1' } },
        { type: 'TimelineLineRenamed', data: { ...ids, lineId: 'l1', name: 'Queens' } },
        { type: 'TimelineLineDeleted', data: { ...ids, lineId: 'l1' } },
        { type: 'TimelineZoneAdded', data: { ...ids, zone: { _id: 'z1', name: 'Dark Age', start: 1, end: 5 } } },
        { type: 'TimelineZoneEdited', data: { ...ids, zone: { _id: 'z1', name: 'Grey Age', start: 1, end: 5 } } },
        { type: 'TimelineZoneDeleted', data: { ...ids, zoneId: 'z1' } },
        { type: 'TimelineZoneDeleted', data: { ...ids, zoneId: 'unknown' } },
        { type: 'TimelineCalendarChanged', data: { ...ids, calendar: { ...DEFAULT_CALENDAR, name: 'Harptos' } } },
        { type: 'TimelineBackgroundChanged', data: { ...ids, backgroundImage: null } },
        { type: 'TimelineOverlayChanged', data: { ...ids, overlayColor: '#000000', overlayOpacity: 0.2 } },
        { type: 'TimelineRenamed', data: { ...ids, title: 'Eras' } },
        { type: 'TimelineVisibilityChanged', data: { ...ids, visibility: 'private' } },
        { type: 'TimelineDeleted', data: ids },
      ]),
    ).toEqual([
      'Created timeline “Ages”',
      'Added line “Kings”',
      'Added point “The Fall” to line “Kings”',
      'Changed the date of point “The Fall”',
      'Edited point “The Fall”, now “The Rise”',
      'Set the picture of point “The Rise”',
      'Removed the picture of point “The Rise”',
      'Linked point “The Rise” to a map',
      'Removed a link of point “The Rise”',
      'Removed point “The Rise”',
      'Renamed line “Kings” to “Queens”',
      'Removed line “Queens”',
      'Added zone “Dark Age”',
      'Edited zone “Grey Age”',
      'Removed zone “Grey Age”',
      'Removed zone “a zone”',
      'Changed the calendar to “Harptos”',
      'Changed the background',
      'Changed the overlay',
      'Renamed to “Eras”',
      'Made private',
      'Deleted',
    ]);
  });
  it("say how many points one bulk add added, and remember each one's name", () => {
    const nodes = Array.from({ length: 1_200 }, (_, i) => ({ _id: `n${i}`, ...when, ...look, title: `Point ${i}` }));
    expect(
      summaries([
        { type: 'TimelineLineAdded', data: { ...ids, line: { _id: 'l1', name: 'Kings' } } },
        { type: 'TimelineNodesAdded', data: { ...ids, lineId: 'l1', nodes } },
        { type: 'TimelineNodeDeleted', data: { ...ids, lineId: 'l1', nodeId: 'n1199' } },
      ]),
    ).toEqual(['Added line “Kings”', 'Added 1,200 points to line “Kings”', 'Removed point “Point 1199”']);
  });
});
