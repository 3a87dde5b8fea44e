import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BACKLINKS_PAGE } from '@lorewright/domain/backlinks/backlink.bodies';
import { backlinkMessages } from '@lorewright/domain/backlinks/backlinkMessages';
import { NEXT_FROM_HEADER, type BacklinkView } from '@lorewright/domain/backlinks/backlinkView';
import { elementMessages } from '@lorewright/domain/worlds/element.commands';
import type { SceneView, WritingView } from '@lorewright/domain/writings/writingView';
import { openMapsApp, sentPoint, type MapsApp } from '../maps/testing/mapsTesting';

// GET backlinks/{element}/{id}: the points and scenes linking to an element, as each viewer may see them.
let t: MapsApp;
beforeAll(async () => {
  t = await openMapsApp();
});
afterAll(() => t.close());

const visibility = (token: string, worldID: string, element: string, elementID: string) =>
  t.ok(t.call('POST', 'updateElementVisibility', { token, payload: { element, elementID, worldID, visibility: 'public' } }));

// An author's public world with a public place, a public map whose point links to it, and a
// private writing whose scene does.
const linkedWorld = async (who: string) => {
  const author = await t.mapAuthor(who);
  await t.setVisibility(author.token, author.worldID, 'public');
  const { id: wikiId } = await t.ok<{ id: string }>(
    t.call('POST', 'creation/newWiki', { token: author.token, payload: { category: 'places', title: 'Ashvale', worldID: author.worldID } }),
    201,
  );
  await visibility(author.token, author.worldID, 'wiki', wikiId);
  const map = await t.newMap(author.token, author.worldID, { title: 'The Known Lands' });
  await visibility(author.token, author.worldID, 'map', map._id);
  await t.updated(author.token, map._id, [sentPoint('a', { name: 'Old Mill', description: 'Where the road crosses the river.' })]);
  await t.ok(
    t.call('POST', 'map/addLink', { token: author.token, payload: { mapID: map._id, pointID: 'a', link: { type: 'wiki', category: 'places', id: wikiId } } }),
  );
  const { writing } = await t.ok<{ writing: WritingView }>(
    t.call('POST', 'creation/newWriting', { token: author.token, payload: { isFolder: false, worldID: author.worldID, title: 'Journeys' } }),
    201,
  );
  const scene: SceneView = {
    ...writing.scenes[0],
    name: 'Arrival',
    content: [
      { content: 'They rode to ', style: '' },
      { content: 'Ashvale', style: '', link: { type: 'wiki', category: 'places', id: wikiId } },
    ],
  };
  await t.ok(
    t.call('PUT', 'creation/updateWriting', { token: author.token, payload: { writingID: writing._id, revision: writing.revision, scenes: [scene] } }),
  );
  return { author, wikiId, map, writing };
};

const backlinks = (wikiId: string, token?: string, from?: number) =>
  t.call('GET', `backlinks/wiki/${wikiId}${from === undefined ? '' : `?from=${from}`}`, { token });
// A page of backlinks and where the next one starts (null on the last).
const page = async (wikiId: string, token?: string, from?: number) => {
  const res = await backlinks(wikiId, token, from);
  expect(res.statusCode, res.body).toBe(200);
  const next = res.headers[NEXT_FROM_HEADER];
  return { backlinks: res.json<BacklinkView[]>(), next: next === undefined ? null : Number(next) };
};

describe('backlinks', () => {
  it('the author sees the scene and the point linking to a place, newest first, right after the save', async () => {
    const { author, wikiId, map, writing } = await linkedWorld('cartographer');
    expect(await page(wikiId, author.token)).toEqual({
      backlinks: [
        { type: 'writing', id: writing._id, title: 'Journeys', where: 'Arrival', snippet: 'Ashvale', at: expect.any(String) },
        { type: 'map', id: map._id, title: 'The Known Lands', where: 'Old Mill', snippet: 'Where the road crosses the river.', at: expect.any(String) },
      ],
      next: null,
    });
  });

  it('a reader sees only the places they may see; a place they may not see is not found', async () => {
    const { author, wikiId, map } = await linkedWorld('mapmaker');
    const reader = await t.person('reader');
    for (const token of [undefined, reader.token]) {
      const { backlinks: shown } = await page(wikiId, token);
      expect(shown.map((link) => link.id)).toEqual([map._id]);
    }
    await t.ok(
      t.call('POST', 'updateElementVisibility', {
        token: author.token,
        payload: { element: 'wiki', elementID: wikiId, worldID: author.worldID, visibility: 'private' },
      }),
    );
    await t.expectRefused(() => backlinks(wikiId, reader.token), 404, elementMessages.notFound);
    await t.expectRefused(() => t.call('GET', 'backlinks/wiki/no-such-wiki', { token: author.token }), 404, elementMessages.notFound);
    await t.expectRefused(() => t.call('GET', `backlinks/language/${wikiId}`, { token: author.token }), 404, elementMessages.notFound);
    await t.expectRefused(() => backlinks(wikiId, author.token, -1), 400, backlinkMessages.fromInvalid);
  });

  it('pages through many backlinks, and follows a renamed point and a removed link', async () => {
    const { author, wikiId, map } = await linkedWorld('surveyor');
    const points = Array.from({ length: BACKLINKS_PAGE + 5 }, (_, i) => sentPoint(`p${i}`, { name: `Stone ${i}` }));
    await t.updated(author.token, map._id, points);
    for (const point of points) {
      await t.ok(t.call('POST', 'map/addLink', { token: author.token, payload: { mapID: map._id, pointID: point._id, link: { type: 'wiki', id: wikiId } } }));
    }
    const first = await page(wikiId, author.token);
    expect(first.backlinks).toHaveLength(BACKLINKS_PAGE);
    expect(first.next).toBe(BACKLINKS_PAGE);
    const second = await page(wikiId, author.token, first.next!);
    expect(second.next).toBeNull();
    expect([...first.backlinks, ...second.backlinks].map((link) => link.where)).toEqual([...points.map((p) => p.name).reverse(), 'Arrival', 'Old Mill']);

    await t.updated(author.token, map._id, [sentPoint('a', { name: 'New Mill', description: 'Rebuilt.' })]);
    const renamed = await page(wikiId, author.token, BACKLINKS_PAGE);
    expect(renamed.backlinks.at(-1)).toMatchObject({ where: 'New Mill', snippet: 'Rebuilt.' });
    await t.updated(
      author.token,
      map._id,
      [],
      points.map((p) => p._id),
    );
    expect((await page(wikiId, author.token)).backlinks.map((link) => link.where)).toEqual(['Arrival', 'New Mill']);
  });
});

describe("the demo world's backlinks", () => {
  it("lists to anyone the demo elements linking to a demo element, as a stored world's are listed", async () => {
    const { backlinks, next } = await page('example-hollowmere', undefined);
    expect(next).toBeNull();
    expect(backlinks.map(({ type, id, title, where }) => [type, id, title, where])).toEqual([
      ['wiki', 'example', 'Isolde Varn', 'Early life'],
      ['wiki', 'example-stormbinding', 'Stormbinding', 'Practice'],
      ['map', 'example', 'The Known Lands', 'Hollowmere'],
      ['timeline', 'example', 'The Lantern Years', 'The drowned bell'],
    ]);
    const { token } = await t.person('demo-reader');
    expect((await page('example-hollowmere', token)).backlinks).toEqual(backlinks);
  });
});
