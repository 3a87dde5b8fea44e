import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { DEMO_TIMELINE, DEMO_TIMELINE_LIST } from '@lorewright/domain/timelines/demoTimeline';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { sentNode } from '@lorewright/domain/timelines/testing/timelineTesting';
import { openTimelinesApp, type TimelinesApp } from './testing/timelinesTesting';

// The happy paths of every timeline route, and what they leave in the media library.
let t: TimelinesApp;
beforeAll(async () => {
  t = await openTimelinesApp();
});
afterAll(() => t.close());

const statusOf = async (token: string, name: string | undefined) => (await t.library(token)).media.find((item) => item.name === name)?.status;

// Two eras with no year 0: years count down before the Founding and up after it.
const reckoning = {
  name: 'Reckoning',
  months: [
    { name: 'Thaw', numDays: 30 },
    { name: 'Ember', numDays: 20 },
  ],
  days: [{ name: 'Day', numHours: 24 }],
  weekdays: [],
  eras: [
    { name: 'Before the Founding', abbreviation: 'BF', startYear: null, counting: 'down' },
    { name: 'After the Founding', abbreviation: 'AF', startYear: 1, counting: 'up' },
  ],
  hasYearZero: false,
  leapRules: [],
};

describe('timelines', () => {
  it('a new timeline is private, on the default calendar, with the default zone over its years; a background not http(s) is dropped', async () => {
    const author = await t.timelineAuthor();
    const res = await t.createTimeline(author.token, { worldID: author.worldID, start: 100, end: -50, backgroundImage: 'javascript:alert(1)' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ message: m.created });
    const timeline = await t.getTimeline(author.token, res.json<{ id: string }>().id);
    expect(timeline).toMatchObject({ visibility: 'private', start: 100, end: -50, backgroundImage: null, lines: [], calendar: DEFAULT_CALENDAR });
    expect(timeline.zones).toEqual({ default: { _id: 'default', name: 'Default', start: 100, end: -50 } });
    const { timelines } = await t.ok<{ timelines: { _id: string; num_points: number }[] }>(
      t.call('POST', 'timeline/timelines', { token: author.token, payload: { worldID: author.worldID } }),
    );
    expect(timelines.map((x) => x._id)).toEqual([timeline._id]);
    expect(await t.stack.queries.worlds.worldById(author.worldID)).toMatchObject({ num_timelines: 1, timelines: [{ _id: timeline._id, title: 'The Ages' }] });
  });

  it('lines and points are added, moved and deleted; the answer is the timeline as it is now', async () => {
    const author = await t.timelineAuthor();
    const timeline = await t.furnished(author.token, author.worldID);
    expect(timeline.lines.map((line) => [line._id, line.nodes.map((node) => node._id)])).toEqual([['l1', ['p', 'q']]]);
    const p = timeline.lines[0].nodes[0];
    const moved = await t.answered(t.updateNodes(author.token, timeline._id, 'l1', [{ ...sentNode('p', { year: 12 }), revision: p.revision }], ['q']));
    expect(moved.lines[0].nodes.map((node) => [node._id, node.year])).toEqual([['p', 12]]);
    const renamed = await t.answered(t.updateLines(author.token, timeline._id, [{ _id: 'l2', name: 'Wars' }], ['l1']));
    expect(renamed.lines.map((line) => [line._id, line.nodes.length])).toEqual([['l2', 0]]);
    const zoned = await t.answered(t.updateZones(author.token, timeline._id, { z1: { _id: 'z1', name: 'War', start: 5, end: 9 } }));
    expect(Object.keys(zoned.zones)).toEqual(['default', 'z1']);
  });

  it('a custom calendar with eras and negative years holds points placed on it', async () => {
    const author = await t.timelineAuthor();
    const timeline = await t.newTimeline(author.token, author.worldID, { start: -10, end: 10 });
    const res = await t.call('PUT', `timeline/${timeline._id}/calendar`, { token: author.token, payload: { timelineID: timeline._id, calendar: reckoning } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: m.updated, timeline: { calendar: { name: 'Reckoning', hasYearZero: false } } });
    await t.answered(t.updateLines(author.token, timeline._id, [{ _id: 'l1', name: 'Founding' }]));
    const placed = await t.answered(
      t.updateNodes(author.token, timeline._id, 'l1', [
        sentNode('before', { year: -3, month: 'Ember', day: 20 }),
        sentNode('after', { year: 1, month: 'Thaw', day: 1, type: 'range', end: { year: 4, month: '', day: null } }),
      ]),
    );
    expect(placed.lines[0].nodes.map((node) => [node.year, node.month, node.day])).toEqual([
      [-3, 'Ember', 20],
      [1, 'Thaw', 1],
    ]);
    await t.expectRefused(
      () => t.updateNodes(author.token, timeline._id, 'l1', [sentNode('zero', { year: 0, month: '', day: null })]),
      400,
      'This calendar has no year 0.',
    );
  });

  it('customising keeps an http(s) background, the overlay, and works with or without the trailing slash', async () => {
    const author = await t.timelineAuthor();
    const timeline = await t.newTimeline(author.token, author.worldID);
    const customised = await t.answered(
      t.call('PUT', `timeline/${timeline._id}/update/`, {
        token: author.token,
        payload: { timelineID: timeline._id, backgroundImage: 'https://img.test/a.png', overlayOpacity: 0.2 },
      }),
    );
    expect(customised).toMatchObject({ backgroundImage: 'https://img.test/a.png', overlayOpacity: 0.2 });
    const ignored = await t.answered(
      t.call('PUT', `timeline/${timeline._id}/update`, {
        token: author.token,
        payload: { timelineID: timeline._id, backgroundImage: 'ftp://x', overlayColor: '#000000' },
      }),
    );
    expect(ignored).toMatchObject({ backgroundImage: 'https://img.test/a.png', overlayColor: '#000000' });
    const reset = await t.answered(
      t.call('PUT', `timeline/${timeline._id}/update/`, { token: author.token, payload: { timelineID: timeline._id, backgroundImage: null } }),
    );
    expect(reset.backgroundImage).toBeNull();
  });

  it('renames, and deletes: the timeline leaves the world', async () => {
    const author = await t.timelineAuthor();
    const timeline = await t.newTimeline(author.token, author.worldID);
    const ids = { timelineID: timeline._id, worldID: author.worldID };
    expect(await t.ok(t.call('PUT', 'timeline/rename', { token: author.token, payload: { ...ids, title: 'Annals' } }))).toEqual({ message: m.updated });
    expect((await t.getTimeline(author.token, timeline._id)).title).toBe('Annals');
    expect(await t.ok(t.call('POST', 'timeline/delete', { token: author.token, payload: ids }))).toEqual({ message: m.deleted });
    await t.expectRefused(() => t.call('GET', `timeline/${timeline._id}`, { token: author.token }), 404, m.notFound);
  });

  it('the demo world has the bundled timeline and list', async () => {
    expect(await t.ok(t.call('GET', 'timeline/example'))).toEqual(JSON.parse(JSON.stringify(DEMO_TIMELINE)));
    expect(await t.ok(t.call('POST', 'timeline/timelines', { payload: { worldID: 'example' } }))).toEqual(
      JSON.parse(JSON.stringify({ timelines: DEMO_TIMELINE_LIST })),
    );
  });
});

describe("a point's image", () => {
  it('is active while the point shows it, released when replaced, removed, the point or its line deleted, or the timeline deleted', async () => {
    const author = await t.timelineAuthor();
    const timeline = await t.furnished(author.token, author.worldID);
    const image = async () => (await t.getTimeline(author.token, timeline._id)).lines[0]?.nodes[0]?.image?.name;
    expect((await t.uploadNodeImage(author.token, timeline._id, { lineIndex: 0, nodeIndex: 0 })).statusCode).toBe(201);
    const first = await image();
    expect(await statusOf(author.token, first)).toBe('active');
    expect((await t.uploadNodeImage(author.token, timeline._id, { lineID: 'l1', nodeID: 'p' }, undefined, 'file')).statusCode).toBe(201);
    const second = await image();
    expect([await statusOf(author.token, first), await statusOf(author.token, second)]).toEqual(['inactive', 'active']);
    expect(
      await t.ok(t.call('POST', 'timeline/deletePointImage', { token: author.token, payload: { timelineID: timeline._id, lineIndex: 0, nodeIndex: 0 } })),
    ).toEqual({
      message: m.imageDeleted,
    });
    expect(await statusOf(author.token, second)).toBe('inactive');
    await t.uploadNodeImage(author.token, timeline._id, { lineID: 'l1', nodeID: 'q' });
    const third = (await t.getTimeline(author.token, timeline._id)).lines[0].nodes[1].image?.name;
    expect(await statusOf(author.token, third)).toBe('active');
    await t.answered(t.updateLines(author.token, timeline._id, [], ['l1']));
    expect(await statusOf(author.token, third)).toBe('inactive');
    const again = await t.furnished(author.token, author.worldID);
    await t.uploadNodeImage(author.token, again._id, { lineIndex: 0, nodeIndex: 1 });
    const fourth = (await t.getTimeline(author.token, again._id)).lines[0].nodes[1].image?.name;
    expect(await statusOf(author.token, fourth)).toBe('active');
    await t.ok(t.call('POST', 'timeline/delete', { token: author.token, payload: { timelineID: again._id, worldID: author.worldID } }));
    expect(await statusOf(author.token, fourth)).toBe('inactive');
  });
});

describe('links, search and visibility', () => {
  it('a point links to a wiki of its world and is unlinked; timelines are found and linked as elements', async () => {
    const author = await t.timelineAuthor();
    const timeline = await t.furnished(author.token, author.worldID);
    const { id: wikiId } = await t.ok<{ id: string }>(
      t.call('POST', 'creation/newWiki', { token: author.token, payload: { category: 'places', title: 'Hollowmere', worldID: author.worldID } }),
      201,
    );
    const address = { timelineID: timeline._id, lineIndex: 0, nodeIndex: 1 };
    const added = await t.ok<{ message: string; link: { _id: string } }>(
      t.call('POST', 'timeline/addLink', { token: author.token, payload: { ...address, link: { type: 'wiki', category: 'places', id: wikiId } } }),
    );
    expect(added).toMatchObject({ message: m.updated, link: { type: 'wiki', id: wikiId } });
    await t.ok(t.call('POST', 'timeline/addLink', { token: author.token, payload: { ...address, link: { type: 'timeline', id: timeline._id } } }));
    expect((await t.getTimeline(author.token, timeline._id)).lines[0].nodes[1].links.map((l) => l.type)).toEqual(['wiki', 'timeline']);
    await t.ok(t.call('POST', 'timeline/removeLink', { token: author.token, payload: { ...address, linkID: added.link._id } }));
    expect((await t.getTimeline(author.token, timeline._id)).lines[0].nodes[1].links.map((l) => l.type)).toEqual(['timeline']);
    expect(await t.ok(t.call('GET', `link/timeline/${timeline._id}`, { token: author.token }))).toEqual({
      title: 'The Ages',
      type: 'timeline',
      id: timeline._id,
      // The mention card's subtitle: the description's first line (the row only, never the points).
      subtitle: 'All that was.',
    });
    // The demo timeline's card: its description's first line.
    expect(await t.ok(t.call('GET', 'link/timeline/example'))).toEqual({
      title: DEMO_TIMELINE.title,
      type: 'timeline',
      id: 'example',
      subtitle: DEMO_TIMELINE.description,
    });
    const { results } = await t.ok<{ results: { type: string; _id: string; preview: string }[] }>(
      t.call('POST', 'elementSearch', { token: author.token, payload: { worldID: author.worldID, text: 'ages' } }),
    );
    expect(results.filter((r) => r.type === 'timeline')).toEqual([expect.objectContaining({ _id: timeline._id, preview: 'All that was.' })]);
    expect(await t.setTimelineVisibility(author.token, author.worldID, timeline._id, 'public')).toMatchObject({});
    expect((await t.getTimeline(author.token, timeline._id)).visibility).toBe('public');
  });

  it('a map point links to a timeline of its world', async () => {
    const author = await t.timelineAuthor();
    await t.grantMaps(author.id);
    const timeline = await t.newTimeline(author.token, author.worldID);
    const map = await t.newMap(author.token, author.worldID);
    await t.updated(author.token, map._id, [{ _id: 'a', x: 0.5, y: 0.5, icon: 'pin', color: '#ff5444', name: 'A', description: '' }]);
    const res = await t.call('POST', 'map/addLink', {
      token: author.token,
      payload: { mapID: map._id, pointID: 'a', link: { type: 'timeline', id: timeline._id } },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
