import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sentNode } from '@lorewright/domain/timelines/testing/timelineTesting';
import type { RelationView } from '@lorewright/domain/relations/relationView';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import type { SavedWritingAnswer, WritingView } from '@lorewright/domain/writings/writingView';
import { wikiStream } from '@lorewright/commands/wikis/wikiStream';
import { sentPoint } from '../maps/testing/mapsTesting';
import { openTimelinesApp, type TimelinesApp } from './testing/timelinesTesting';

// A date taken from a timeline point, through the real routes: a queen's life begins at the
// Coronation, a point of 3 March 1200 on a Gregorian timeline (the world names no calendar).
// Moving the point moves her life's start with it, as the one who moved it, once the reactor
// has run; and so the dates of a relation, a map point and a scene taken from it or its end.

let t: TimelinesApp;
let author: Awaited<ReturnType<TimelinesApp['timelineAuthor']>>;
let timelineID: string;
let ysolde: string;
let revision: number;

const coronation = () => ({ timelineID, nodeID: 'coronation' });
const moveTo = async (year: number, extra: Parameters<typeof sentNode>[1] = {}) => {
  const timeline = await t.answered(
    t.updateNodes(author.token, timelineID, 'l1', [{ ...sentNode('coronation', { title: 'Coronation', year, ...extra }), revision }]),
  );
  revision = timeline.lines[0].nodes[0].revision;
  // The follow is the reactor's, after the answer: wait for it, then for the elements' views.
  await t.stack.waitForViews(await t.logAtRest(), ['wikis', 'relations', 'maps', 'writings']);
};
const lifespanOf = async (wikiId: string) => (await t.ok<{ wiki: WikiView }>(t.call('GET', `creation/wiki/${wikiId}`, { token: author.token }))).wiki.lifespan;

beforeAll(async () => {
  t = await openTimelinesApp();
  author = await t.timelineAuthor();
  const timeline = await t.newTimeline(author.token, author.worldID, { title: 'The Annals', start: 1000, end: 1400 });
  timelineID = timeline._id;
  await t.answered(t.updateLines(author.token, timelineID, [{ _id: 'l1', name: 'Reigns' }]));
  const placed = await t.answered(t.updateNodes(author.token, timelineID, 'l1', [sentNode('coronation', { title: 'Coronation', year: 1200 })]));
  revision = placed.lines[0].nodes[0].revision;
  t.clock.advance(1000);
  ({ id: ysolde } = await t.ok<{ id: string }>(
    t.call('POST', 'creation/newWiki', { token: author.token, payload: { category: 'characters', title: 'Ysolde', worldID: author.worldID } }),
    201,
  ));
  t.clock.advance(1000);
  await t.ok(
    t.call('PUT', `creation/updateWiki/${ysolde}`, {
      token: author.token,
      payload: { lifespan: { from: { year: 1200, month: 3, day: 3, point: coronation() }, until: { year: 1260 } } },
    }),
  );
});
afterAll(() => t.close());

describe('a date taken from a timeline point', () => {
  it('holds the point’s date when saved', async () => {
    expect(await lifespanOf(ysolde)).toEqual({ from: { year: 1200, month: 3, day: 3, point: coronation() }, until: { year: 1260 } });
  });

  it('moves when the point moves, as an edit by the one who moved it', async () => {
    await moveTo(1210);
    expect(await lifespanOf(ysolde)).toEqual({ from: { year: 1210, month: 3, day: 3, point: coronation() }, until: { year: 1260 } });
    const [last] = (await t.stack.eventStore.readStream(wikiStream(ysolde))).slice(-1);
    expect(last).toMatchObject({ type: 'WikiLifespanChanged', metadata: { actorId: author.id } });
  });

  it('a move that leaves the start where it was changes nothing', async () => {
    const before = (await t.stack.eventStore.readStream(wikiStream(ysolde))).length;
    await moveTo(1210, { type: 'range', end: { year: 1215, month: 'March', day: 3 } });
    expect((await t.stack.eventStore.readStream(wikiStream(ysolde))).length).toBe(before);
    expect((await lifespanOf(ysolde))?.from?.year).toBe(1210);
  });

  it('moves every kind of date taken from it: a relation’s, a map point’s, a scene’s, and one taken from its end', async () => {
    const token = author.token;
    const worldID = author.worldID;
    const end = { ...coronation(), end: true as const };
    t.clock.advance(1000);
    const { id: bran } = await t.ok<{ id: string }>(
      t.call('POST', 'creation/newWiki', { token, payload: { category: 'characters', title: 'Bran', worldID } }),
      201,
    );
    await t.ok(
      t.call('POST', 'wiki/addRelation', {
        token,
        payload: { wikiID: ysolde, otherID: bran, type: 'spouse', period: { from: { year: 1210, point: coronation() } } },
      }),
      201,
    );
    await t.grantMaps(author.id);
    const map = await t.newMap(token, worldID);
    await t.updated(token, map._id, [sentPoint('keep', { period: { from: { year: 1210, point: coronation() }, until: { year: 1215, point: end } } })]);
    const { writing } = await t.ok<{ writing: WritingView }>(t.call('POST', 'creation/newWriting', { token, payload: { worldID, isFolder: false } }), 201);
    await t.ok<SavedWritingAnswer>(
      t.call('PUT', 'creation/updateWriting', {
        token,
        payload: { writingID: writing._id, revision: writing.revision, scenes: [{ ...writing.scenes[0], date: { year: 1215, point: end } }] },
      }),
    );

    await moveTo(1220, { type: 'range', end: { year: 1225, month: 'March', day: 3 } });
    const [relation] = (await t.ok<{ relations: RelationView[] }>(t.call('GET', `wiki/${bran}/relations`, { token }))).relations;
    expect(relation.period?.from).toMatchObject({ year: 1220, point: coronation() });
    const [point] = Object.values((await t.getMap(token, map._id)).points);
    expect(point.period).toMatchObject({ from: { year: 1220, point: coronation() }, until: { year: 1225, point: end } });
    const [scene] = (await t.ok<{ writing: WritingView }>(t.call('GET', `creation/writing/${writing._id}`, { token }))).writing.scenes;
    expect(scene.date).toMatchObject({ year: 1225, point: end });
  });

  it("never copies another world's point: the date stays as sent, and the point's moves do not reach it", async () => {
    const stranger = await t.timelineAuthor('stranger');
    const { id: theirs } = await t.ok<{ id: string }>(
      t.call('POST', 'creation/newWiki', { token: stranger.token, payload: { category: 'characters', title: 'Borrowed', worldID: stranger.worldID } }),
      201,
    );
    const sent = { from: { year: 1001, point: coronation() } };
    await t.ok(t.call('PUT', `creation/updateWiki/${theirs}`, { token: stranger.token, payload: { lifespan: sent } }));
    const read = async () => (await t.ok<{ wiki: WikiView }>(t.call('GET', `creation/wiki/${theirs}`, { token: stranger.token }))).wiki.lifespan;
    expect(await read()).toEqual(sent);
    await moveTo(1240);
    expect(await read()).toEqual(sent);
  });
});
