import { describe, expect, it } from 'vitest';
import { timelineStream } from '@lorewright/commands/timelines/timelineStream';
import { worldStream } from '@lorewright/commands/worlds/worldReader';
import { DEFAULT_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { foldEvents } from '@lorewright/domain/shared/decider';
import { DEMO_CALENDAR } from '@lorewright/domain/timelines/demoTimeline';
import { timelineDecider } from '@lorewright/domain/timelines/timeline.decide';
import type { TimelineEvent } from '@lorewright/domain/timelines/timeline.events';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { openProjectionHarness, timestampOf } from '../runner/projectionHarness';
import { invitationsProjection } from '../worlds/invitations.projection';
import { createWorldQueries } from '../worlds/worldQueries';
import { worldsProjection } from '../worlds/worlds.projection';
import { createTimelineQueries } from './timelineQueries';
import { timelinesProjection } from './timelines.projection';

// The timelines projection (and the worlds projection's timeline lists), each event in its own stream.
const openTimelines = () => {
  const { project, views } = openProjectionHarness<TimelineEvent | WorldEvent>([timelinesProjection, worldsProjection, invitationsProjection], (event) => {
    const data = event.data as { timelineId?: string; worldId: string };
    return data.timelineId ? timelineStream(data.timelineId) : worldStream(data.worldId);
  });
  return { project, timelines: createTimelineQueries(views), worlds: createWorldQueries(views) };
};

const ids = (timelineId: string, worldId = 'w1') => ({ timelineId, worldId });
const on = { ...ids('t1'), lineId: 'l1' };
const world = (worldId: string): WorldEvent => ({
  type: 'WorldCreated',
  data: { worldId, authorId: 'ann', name: worldId, description: '', createdOn: timestampOf(0) },
});
const created = (timelineId: string, title = timelineId, worldId = 'w1'): TimelineEvent => ({
  type: 'TimelineCreated',
  data: {
    ...ids(timelineId, worldId),
    authorId: 'ann',
    title,
    description: `${title} description`,
    start: 0,
    end: 100,
    backgroundImage: null,
    zones: [{ _id: 'default', name: 'Default', start: 0, end: 100 }],
    calendar: DEFAULT_CALENDAR,
    createdOn: timestampOf(1),
  },
});
const line = (lineId: string): TimelineEvent => ({ type: 'TimelineLineAdded', data: { ...ids('t1'), line: { _id: lineId, name: lineId } } });
const when = { year: 10, month: 'March', day: 3, end: null };
const look = { title: 'Founding', subtitle: '', type: 'point' as const, parent: null };
const added = (nodeId: string, lineId = 'l1'): TimelineEvent => ({
  type: 'TimelineNodeAdded',
  data: { ...ids('t1'), lineId, node: { _id: nodeId, ...when, ...look } },
});

describe('the timelines projection', () => {
  it('shows the lines, points and revisions exactly as the decider folds them, images by name only', async () => {
    const events: TimelineEvent[] = [
      created('t1'),
      line('l1'),
      line('l2'),
      added('z'),
      added('a'),
      added('b'),
      added('c', 'l2'),
      added('d', 'l2'),
      { type: 'TimelineNodeMoved', data: { ...on, nodeId: 'a', when: { ...when, year: -4 } } },
      { type: 'TimelineNodeEdited', data: { ...on, nodeId: 'b', look: { ...look, title: 'Crowning' } } },
      { type: 'TimelineNodeDeleted', data: { ...on, nodeId: 'z' } },
      { type: 'TimelineNodeImageSet', data: { ...on, nodeId: 'a', image: { name: 'p.png', mediaId: 'media-p' } } },
      { type: 'TimelineNodeLinkAdded', data: { ...on, nodeId: 'b', link: { _id: 'k1', type: 'wiki', category: 'places', id: 'w' } } },
      { type: 'TimelineLineRenamed', data: { ...ids('t1'), lineId: 'l1', name: 'Kings' } },
      { type: 'TimelineLineAdded', data: { ...ids('t1'), line: { _id: 'l3', name: 'l3' } } },
      { type: 'TimelineLineDeleted', data: { ...ids('t1'), lineId: 'l2' } },
      { type: 'TimelineZoneAdded', data: { ...ids('t1'), zone: { _id: 'war', name: 'War', start: 1, end: 5 } } },
      { type: 'TimelineCalendarChanged', data: { ...ids('t1'), calendar: DEMO_CALENDAR } },
      { type: 'TimelineOverlayChanged', data: { ...ids('t1'), overlayColor: '#000000', overlayOpacity: 0.1 } },
      { type: 'TimelineRenamed', data: { ...ids('t1'), title: 'Annals' } },
    ];
    const t = openTimelines();
    await t.project(...events);
    const state = foldEvents(timelineDecider, events);
    const view = await t.timelines.timelineById('t1');
    const shown = state.lines.map((l) => ({
      ...l,
      nodes: Object.values(state.nodes)
        .filter((node) => node.lineId === l._id)
        .map(({ lineId: _line, image, ...node }) => ({ ...node, image: image && { name: image.name } })),
    }));
    expect(view?.lines).toEqual(shown);
    expect(view?.lines.map((l) => [l._id, l.nodes.map((n) => n._id)])).toEqual([
      ['l1', ['a', 'b']],
      ['l3', []],
    ]);
    expect(view).toMatchObject({
      title: 'Annals',
      calendar: DEMO_CALENDAR,
      zones: state.zones,
      overlayColor: '#000000',
      lastUpdated: timestampOf(events.length - 1),
    });
    expect(await t.timelines.timelineRow('t1')).toMatchObject({ num_lines: 2, num_points: 2, revision: events.length - 1 });
  });

  it('shows points added by one event in the order sent, between the points before and after, each like any other', async () => {
    const bulk: TimelineEvent = {
      type: 'TimelineNodesAdded',
      data: { ...on, nodes: Array.from({ length: 25 }, (_, i) => ({ _id: `p${i}`, ...when, ...look, title: `Point ${i}` })) },
    };
    const events: TimelineEvent[] = [
      created('t1'),
      line('l1'),
      added('z'),
      bulk,
      added('y'),
      { type: 'TimelineNodeEdited', data: { ...on, nodeId: 'p3', look: { ...look, title: 'Crowning' } } },
      { type: 'TimelineNodeDeleted', data: { ...on, nodeId: 'p5' } },
    ];
    const t = openTimelines();
    const json = async () => JSON.parse(await t.timelines.timelineJson((await t.timelines.timelineRow('t1'))!)) as unknown;
    await t.project(...events.slice(0, 4));
    expect(await json()).toEqual(JSON.parse(JSON.stringify(await t.timelines.timelineById('t1'))));
    await t.project(...events.slice(4));
    const state = foldEvents(timelineDecider, events);
    const view = await t.timelines.timelineById('t1');
    const order = ['z', ...Array.from({ length: 25 }, (_, i) => `p${i}`).filter((id) => id !== 'p5'), 'y'];
    expect(view?.lines[0].nodes.map((node) => node._id)).toEqual(order);
    expect(view?.lines[0].nodes).toEqual(order.map((id) => ({ ...state.nodes[id], lineId: undefined, image: null })).map(({ lineId: _l, ...node }) => node));
    expect(await t.timelines.timelineRow('t1')).toMatchObject({ num_points: 26, revision: events.length - 1 });
    expect(await json()).toEqual(JSON.parse(JSON.stringify(view)));
  });

  it("serves a timeline's JSON as its view, serialised anew after each change", async () => {
    const t = openTimelines();
    await t.project(created('t1'), line('l1'), added('a'));
    const json = async () => JSON.parse(await t.timelines.timelineJson((await t.timelines.timelineRow('t1'))!)) as unknown;
    expect(await json()).toEqual(await t.timelines.timelineById('t1'));
    await t.project({ type: 'TimelineNodeMoved', data: { ...on, nodeId: 'a', when: { ...when, year: 70 } } });
    expect(await json()).toMatchObject({ lines: [{ nodes: [{ year: 70 }] }] });
  });

  it("lists a world's timelines oldest first without lines, and finds them by title within the world", async () => {
    const t = openTimelines();
    await t.project(world('w1'), created('t1', 'Age of Kings'), created('t2', 'Saltwars'), created('t3', 'Age elsewhere', 'w2'), line('l1'), added('a'), {
      type: 'TimelineVisibilityChanged',
      data: { ...ids('t2'), visibility: 'public' },
    });
    const list = await t.timelines.timelinesOfWorld('w1');
    expect(list.map((x) => [x._id, x.num_lines, x.num_points])).toEqual([
      ['t1', 1, 1],
      ['t2', 0, 0],
    ]);
    expect(list[0]).not.toHaveProperty('lines');
    expect(list[0]).not.toHaveProperty('calendar');
    expect((await t.timelines.searchTitles('w1', 'age', { includePrivate: true })).map((x) => x._id)).toEqual(['t1']);
    expect(await t.timelines.searchTitles('w1', 'age', { includePrivate: false })).toEqual([]);
    expect(await t.timelines.searchTitles('w1', 'salt', { includePrivate: false })).toEqual([
      { _id: 't2', title: 'Saltwars', preview: 'Saltwars description' },
    ]);
    const listed = await t.worlds.worldById('w1');
    expect(listed?.timelines.map((x) => [x._id, x.title, x.visibility])).toEqual([
      ['t1', 'Age of Kings', 'private'],
      ['t2', 'Saltwars', 'public'],
    ]);
    expect(listed?.num_timelines).toBe(2);
    expect(await t.timelines.lookups.timelinePlace('t1')).toEqual({ _id: 't1', worldID: 'w1', authorID: 'ann' });
  });

  it('a deleted timeline, and every timeline of a deleted world, leave the read side', async () => {
    const t = openTimelines();
    await t.project(world('w1'), created('t1'), line('l1'), added('a'), created('t2'), created('t3', 't3', 'w2'), { type: 'TimelineDeleted', data: ids('t1') });
    expect(await t.timelines.timelineById('t1')).toBeNull();
    expect((await t.worlds.worldById('w1'))?.timelines.map((x) => x._id)).toEqual(['t2']);
    await t.project({ type: 'WorldDeleted', data: { worldId: 'w1', authorId: 'ann' } });
    expect(await t.timelines.timelinesOfWorld('w1')).toEqual([]);
    expect((await t.timelines.timelinesOfWorld('w2')).map((x) => x._id)).toEqual(['t3']);
  });

  it('keeps a timeline serialised and brings it up to date from the points changed since, the same JSON as reading it whole', async () => {
    const t = openTimelines();
    const jsonNow = async () => {
      const row = await t.timelines.timelineRow('t1');
      return JSON.parse(await t.timelines.timelineJson(row!)) as unknown;
    };
    const whole = async () => JSON.parse(JSON.stringify(await t.timelines.timelineById('t1'))) as unknown;
    await t.project(world('w1'), created('t1'), line('l1'), line('l2'), added('a'), added('b'), added('c', 'l2'));
    expect(await jsonNow()).toEqual(await whole());
    const steps: TimelineEvent[][] = [
      [{ type: 'TimelineNodeEdited', data: { ...on, nodeId: 'a', look: { ...look, title: 'Crowning' } } }],
      [{ type: 'TimelineNodeDeleted', data: { ...on, nodeId: 'b' } }, added('d')],
      [line('l3'), added('e', 'l3'), { type: 'TimelineNodeMoved', data: { ...on, lineId: 'l2', nodeId: 'c', when: { ...when, year: 40 } } }],
      [
        { type: 'TimelineLineDeleted', data: { ...ids('t1'), lineId: 'l2' } },
        { type: 'TimelineRenamed', data: { ...ids('t1'), title: 'Ages' } },
      ],
      // More changes than are read one by one: the timeline is read whole again.
      Array.from({ length: 250 }, (_, i) => added(`n${i}`)),
      [{ type: 'TimelineNodeDeleted', data: { ...on, nodeId: 'n7' } }],
    ];
    for (const events of steps) {
      await t.project(...events);
      expect(await jsonNow()).toEqual(await whole());
    }
    const shown = (await whole()) as { lines: { _id: string; nodes: { _id: string }[] }[] };
    expect(shown.lines.map((l) => [l._id, l.nodes.length])).toEqual([
      ['l1', 251],
      ['l3', 1],
    ]);
  });
});
