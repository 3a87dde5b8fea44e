import { describe, expect, it } from 'vitest';
import { NOT_OWNED_MESSAGE, ownerPlanEndedForNewMessage, ownerPlanEndedMessage, type Permissions } from '../accounts/permissions';
import { calendarMessages as cm } from '../calendars/calendarMessages';
import { DEFAULT_CALENDAR } from '../calendars/defaultCalendars';
import { BULK_ADD_MIN } from '../shared/bulkAdds';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/deciderSpec';
import { isDomainError } from '../shared/errors';
import { worldMessages as wm } from '../worlds/worldMessages';
import { DEMO_CALENDAR } from './demoTimeline';
import type { SentNode, TimelineCommand } from './timeline.commands';
import { timelineDecider } from './timeline.decide';
import type { TimelineEvent } from './timeline.events';
import { TIMELINE_NODES_MAX } from './timelineLimits';
import { timelineMessages as m } from './timelineMessages';
import { sentNode } from './testing/timelineTesting';

const spec = deciderSpec(timelineDecider);
const author = 'author';
const world = { worldId: 'w1', authorID: author, visibility: 'private' as const, members: ['member'] };
const ids = { timelineId: 't1', worldId: 'w1' };
const now = '2026-06-01T00:00:00.000Z';
const paid: Permissions = { timelines: '2027-01-01T00:00:00.000Z' };

// Every command comes from the author holding the permission unless it says otherwise.
const as = (command: { type: TimelineCommand['type'] } & Record<string, unknown>) =>
  ({ actorId: author, world, permissions: paid, now, ...command }) as TimelineCommand;

// The kind of error a command is refused with (invalid 400, notFound 404, conflict 409…).
const refusal = (events: TimelineEvent[], command: TimelineCommand) => {
  try {
    timelineDecider.decide(command, foldEvents(timelineDecider, events));
  } catch (error) {
    return isDomainError(error) ? error.kind : 'not a domain error';
  }
  return 'accepted';
};

const defaultZone = { _id: 'default', name: 'Default', start: 0, end: 100 };
const createdOn = (calendar = DEFAULT_CALENDAR): TimelineEvent => ({
  type: 'TimelineCreated',
  data: { ...ids, authorId: author, title: 'Ages', description: '', start: 0, end: 100, backgroundImage: null, zones: [defaultZone], calendar, createdOn: now },
});
const created = createdOn();
const lineAdded = (_id: string): TimelineEvent => ({ type: 'TimelineLineAdded', data: { ...ids, line: { _id, name: _id } } });
const node = sentNode;
const nodeAdded = (lineId: string, _id: string): TimelineEvent => {
  const { revision: _r, ...stored } = node(_id);
  return { type: 'TimelineNodeAdded', data: { ...ids, lineId, node: stored } };
};
// Line l1 (revision 1) with points a (2) and b (3); line l2 (4) with point c (5).
const withPoints = [created, lineAdded('l1'), nodeAdded('l1', 'a'), nodeAdded('l1', 'b'), lineAdded('l2'), nodeAdded('l2', 'c')];
const nodes = (sent: SentNode[], removedNodeIds: string[] = [], lineId = 'l1') => as({ type: 'UpdateNodes', lineId, nodes: sent, removedNodeIds });

describe('creating a timeline', () => {
  const create = (extra: object = {}) =>
    as({
      type: 'CreateTimeline',
      timelineId: 't1',
      title: 'Ages',
      description: '',
      start: 0,
      end: 100,
      backgroundImage: null,
      zones: [],
      calendar: DEFAULT_CALENDAR,
      ...extra,
    });

  it("the world's author with the permission creates a private timeline with the default zone over its years", () => {
    spec.given([]).when(create()).then([created]);
    expect(foldEvents(timelineDecider, [created])).toMatchObject({ status: 'active', visibility: 'private', zones: { default: defaultZone } });
  });
  it('an end before the start is allowed (product.md does not check it)', () =>
    expect(timelineDecider.decide(create({ start: 50, end: -20 }), foldEvents(timelineDecider, []))[0].data).toMatchObject({
      zones: [{ _id: 'default', start: 50, end: -20 }],
    }));
  it.each([
    ['an author without the permission does not own the product', create({ permissions: {} }), NOT_OWNED_MESSAGE],
    ['a member cannot create one', create({ actorId: 'member' }), wm.onlyAuthor],
    ['a blank title is refused', create({ title: '  ' }), m.enterTitle],
  ])('%s', (_case, command, message) => spec.given([]).when(command).thenThrows(message));
});

describe('lines', () => {
  const lines = (sent: { _id: string; name: string; revision?: number }[], removedLineIds: string[] = []) =>
    as({ type: 'UpdateLines', lines: sent, removedLineIds });

  it('are added, renamed and deleted, one event each; an unchanged line makes none', () =>
    spec
      .given(withPoints)
      .when(
        lines(
          [
            { _id: 'l1', name: 'l1' },
            { _id: 'l2', name: 'Kings', revision: 4 },
            { _id: 'l3', name: 'Wars' },
          ],
          ['l1'],
        ),
      )
      .then([
        { type: 'TimelineLineRenamed', data: { ...ids, lineId: 'l2', name: 'Kings' } },
        { type: 'TimelineLineAdded', data: { ...ids, line: { _id: 'l3', name: 'Wars' } } },
        { type: 'TimelineLineDeleted', data: { ...ids, lineId: 'l1' } },
      ]));
  it("a deleted line's points go with it", () => {
    const state = foldEvents(timelineDecider, [...withPoints, { type: 'TimelineLineDeleted', data: { ...ids, lineId: 'l1' } }]);
    expect(Object.keys(state.nodes)).toEqual(['c']);
  });
  it('a rename on a stale copy is a conflict', () => {
    const renamed: TimelineEvent = { type: 'TimelineLineRenamed', data: { ...ids, lineId: 'l1', name: 'x' } };
    expect(refusal([...withPoints, renamed], lines([{ _id: 'l1', name: 'y', revision: 1 }]))).toBe('conflict');
  });
  it('a deleted line sent again is a conflict, not brought back', () =>
    expect(refusal([...withPoints, { type: 'TimelineLineDeleted', data: { ...ids, lineId: 'l1' } }], lines([{ _id: 'l1', name: 'l1' }]))).toBe('conflict'));
});

describe('points', () => {
  it('are added, moved, edited and deleted, one event per change', () =>
    spec
      .given(withPoints)
      .when(nodes([node('a', { year: 12, revision: 2 }), node('b', { title: 'Crowning', revision: 3 }), node('d')], ['b']))
      .then([
        { type: 'TimelineNodeMoved', data: { ...ids, lineId: 'l1', nodeId: 'a', when: { year: 12, month: 'March', day: 3, end: null } } },
        { type: 'TimelineNodeEdited', data: { ...ids, lineId: 'l1', nodeId: 'b', look: { title: 'Crowning', subtitle: '', type: 'point', parent: null } } },
        nodeAdded('l1', 'd'),
        { type: 'TimelineNodeDeleted', data: { ...ids, lineId: 'l1', nodeId: 'b' } },
      ]));
  it(`${BULK_ADD_MIN} or more added at once are one event, in the order sent, where the first add was; the points then are like any other`, () => {
    const many = Array.from({ length: BULK_ADD_MIN }, (_, i) => node(`n${i}`));
    const stored = many.map(({ revision: _r, ...rest }) => rest);
    const bulk: TimelineEvent = { type: 'TimelineNodesAdded', data: { ...ids, lineId: 'l1', nodes: stored } };
    spec
      .given(withPoints)
      .when(nodes([node('a', { year: 12, revision: 2 }), ...many], ['b']))
      .then([
        { type: 'TimelineNodeMoved', data: { ...ids, lineId: 'l1', nodeId: 'a', when: { year: 12, month: 'March', day: 3, end: null } } },
        bulk,
        { type: 'TimelineNodeDeleted', data: { ...ids, lineId: 'l1', nodeId: 'b' } },
      ]);
    const after = foldEvents(timelineDecider, [...withPoints, bulk]);
    expect(after.nodes.n3).toMatchObject({ ...stored[3], lineId: 'l1', revision: withPoints.length, image: null, links: [] });
    expect(refusal([...withPoints, bulk], nodes([node('n3', { title: 'Mine', revision: withPoints.length })]))).toBe('accepted');
    expect(refusal([...withPoints, bulk], nodes([node('n3', { title: 'Mine', revision: withPoints.length - 1 })]))).toBe('conflict');
    expect(refusal([...withPoints, bulk], nodes([node('n4')], [], 'l2'))).toBe('invalid');
  });
  it('an unknown month is refused', () =>
    spec
      .given(withPoints)
      .when(nodes([node('d', { month: 'Thaw' })]))
      .thenThrows(m.unknownMonth));
  it("a day beyond the month's length is refused", () => expect(refusal(withPoints, nodes([node('d', { month: 'February', day: 30 })]))).toBe('invalid'));
  it('a day without a month is refused', () =>
    spec
      .given(withPoints)
      .when(nodes([node('d', { month: '', day: 3 })]))
      .thenThrows(m.dateInvalid));
  it('no year 0 in a calendar without one', () =>
    spec
      .given([createdOn(DEMO_CALENDAR), lineAdded('l1')])
      .when(nodes([node('d', { year: 0, month: '', day: null })]))
      .thenThrows(cm.noYearZero));
  it('a range needs an end, and a point has none', () => {
    spec
      .given(withPoints)
      .when(nodes([node('d', { type: 'range' })]))
      .thenThrows(m.rangeNeedsEnd);
    spec
      .given(withPoints)
      .when(nodes([node('d', { end: { year: 20, month: '', day: null } })]))
      .thenThrows(m.rangeNeedsEnd);
  });
  it('an edit on a stale copy is a conflict; a blind one lands', () => {
    const moved: TimelineEvent = { type: 'TimelineNodeMoved', data: { ...ids, lineId: 'l1', nodeId: 'a', when: { year: 1, month: '', day: null, end: null } } };
    expect(refusal([...withPoints, moved], nodes([node('a', { title: 'Mine', revision: 2 })]))).toBe('conflict');
    expect(refusal([...withPoints, moved], nodes([node('a', { title: 'Mine' })]))).toBe('accepted');
  });
  it('a deleted point sent again is a conflict', () =>
    expect(refusal([...withPoints, { type: 'TimelineNodeDeleted', data: { ...ids, lineId: 'l1', nodeId: 'a' } }], nodes([node('a')]))).toBe('conflict'));
  it("another line's point is not this line's", () =>
    spec
      .given(withPoints)
      .when(nodes([node('c')]))
      .thenThrows(m.choosePoint));
  it('an unknown line is not found', () => expect(refusal(withPoints, nodes([node('d')], [], 'nope'))).toBe('notFound'));
  it(`more than ${TIMELINE_NODES_MAX} points in all are refused`, () => {
    const many = Array.from({ length: TIMELINE_NODES_MAX - 2 }, (_, i) => node(`n${i}`));
    expect(refusal(withPoints, nodes(many))).toBe('invalid');
    expect(refusal(withPoints, nodes(many.slice(1)))).toBe('accepted');
  });
});

describe('ids named like what every object inherits', () => {
  it('are parts like any other, never inherited ones', () => {
    spec
      .given([created])
      .when(as({ type: 'UpdateLines', lines: [{ _id: 'constructor', name: 'constructor' }], removedLineIds: [] }))
      .then([lineAdded('constructor')]);
    spec
      .given(withPoints)
      .when(nodes([node('toString')]))
      .then([nodeAdded('l1', 'toString')]);
    spec
      .given([created])
      .when(as({ type: 'UpdateZones', zones: [{ _id: '__proto__', name: 'P', start: 1, end: 2 }], removedZoneIds: [] }))
      .then([{ type: 'TimelineZoneAdded', data: { ...ids, zone: { _id: '__proto__', name: 'P', start: 1, end: 2 } } }]);
  });
});

describe('zones', () => {
  const zones = (sent: { _id: string; name: string; start: number; end: number }[], removedZoneIds: string[] = []) =>
    as({ type: 'UpdateZones', zones: sent, removedZoneIds });
  it('are added, edited and deleted', () =>
    spec
      .given([created, { type: 'TimelineZoneAdded', data: { ...ids, zone: { _id: 'z1', name: 'War', start: 1, end: 2 } } }])
      .when(
        zones(
          [
            { ...defaultZone, name: 'All' },
            { _id: 'z2', name: 'Peace', start: 3, end: 9 },
          ],
          ['z1'],
        ),
      )
      .then([
        { type: 'TimelineZoneEdited', data: { ...ids, zone: { ...defaultZone, name: 'All' } } },
        { type: 'TimelineZoneAdded', data: { ...ids, zone: { _id: 'z2', name: 'Peace', start: 3, end: 9 } } },
        { type: 'TimelineZoneDeleted', data: { ...ids, zoneId: 'z1' } },
      ]));
  it('the default zone cannot be deleted', () =>
    spec
      .given([created])
      .when(zones([], ['default']))
      .thenThrows(m.defaultZoneStays));
});

describe("a point's image and links", () => {
  const onA = { lineId: 'l1', nodeId: 'a' };
  const image = { name: 'p.png', mediaId: 'media-p' };
  const link = { _id: 'k1', type: 'wiki' as const, id: 'wiki1' };
  it('an image is set and removed; removing none changes nothing', () => {
    spec
      .given(withPoints)
      .when(as({ type: 'SetNodeImage', ...onA, image }))
      .then([{ type: 'TimelineNodeImageSet', data: { ...ids, ...onA, image } }]);
    spec
      .given(withPoints)
      .when(as({ type: 'RemoveNodeImage', ...onA }))
      .then([]);
  });
  it('a link is added once and removed', () => {
    const added: TimelineEvent = { type: 'TimelineNodeLinkAdded', data: { ...ids, ...onA, link } };
    spec
      .given(withPoints)
      .when(as({ type: 'AddNodeLink', ...onA, link }))
      .then([{ type: 'TimelineNodeLinkAdded', data: { ...ids, ...onA, link, part: { name: 'Founding', text: '' } } }]);
    spec
      .given([...withPoints, added])
      .when(as({ type: 'AddNodeLink', ...onA, link: { ...link, _id: 'k2' } }))
      .thenThrows(m.linkExists);
    spec
      .given([...withPoints, added])
      .when(as({ type: 'RemoveNodeLink', ...onA, linkId: 'k1' }))
      .then([{ type: 'TimelineNodeLinkRemoved', data: { ...ids, ...onA, linkId: 'k1' } }]);
  });
  it('a point named on the wrong line is not found', () =>
    expect(refusal(withPoints, as({ type: 'RemoveNodeImage', lineId: 'l2', nodeId: 'a' }))).toBe('notFound'));
});

describe('the timeline as a whole', () => {
  it('a change without the permission does not own the product; deleting needs none', () => {
    spec
      .given([created])
      .when(as({ type: 'RenameTimeline', title: 'New', permissions: {} }))
      .thenThrows(NOT_OWNED_MESSAGE);
    spec
      .given([created])
      .when(as({ type: 'DeleteTimeline', permissions: {} }))
      .then([{ type: 'TimelineDeleted', data: ids }]);
  });
  it('a member cannot change it, and a deleted one is not found', () => {
    spec
      .given([created])
      .when(as({ type: 'RenameTimeline', title: 'New', actorId: 'member' }))
      .thenThrows(m.onlyAuthor);
    spec
      .given([created, { type: 'TimelineDeleted', data: ids }])
      .when(as({ type: 'RenameTimeline', title: 'New' }))
      .thenThrows(m.notFound);
  });
  it('customising changes only what differs', () =>
    spec
      .given([created])
      .when(as({ type: 'CustomiseTimeline', backgroundImage: 'https://x.test/a.png', overlayOpacity: 0.5 }))
      .then([{ type: 'TimelineBackgroundChanged', data: { ...ids, backgroundImage: 'https://x.test/a.png' } }]));
  it('the calendar is replaced', () =>
    spec
      .given([created])
      .when(as({ type: 'ChangeTimelineCalendar', calendar: DEMO_CALENDAR }))
      .then([{ type: 'TimelineCalendarChanged', data: { ...ids, calendar: DEMO_CALENDAR } }]));
});

describe("an editor, on the owner's plan", () => {
  const editors = { ...world, roles: { member: 'editor' as const } };
  const byEditor = (command: { type: TimelineCommand['type'] } & Record<string, unknown>) => as({ actorId: 'member', world: editors, ...command });
  const create = {
    type: 'CreateTimeline',
    timelineId: 't1',
    title: 'Ages',
    description: '',
    start: 0,
    end: 100,
    backgroundImage: null,
    zones: [],
    calendar: DEFAULT_CALENDAR,
  } as const;

  it('changes a timeline while the plan runs', () =>
    spec
      .given([created])
      .when(byEditor({ type: 'RenameTimeline', title: 'Eras' }))
      .then([{ type: 'TimelineRenamed', data: { ...ids, title: 'Eras' } }]));
  it("is told the owner's plan ended, not that they own nothing", () => {
    spec
      .given([created])
      .when(byEditor({ type: 'RenameTimeline', title: 'Eras', permissions: {} }))
      .thenThrows(ownerPlanEndedMessage('timelines'));
    spec
      .given([])
      .when(byEditor({ ...create, permissions: {} }))
      .thenThrows(ownerPlanEndedForNewMessage('timelines'));
  });
});
