import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_MAP, DEMO_MAP_LIST } from '@lorewright/domain/maps/demoMap';
import { MAP_POINTS_MAX, POINT_DESCRIPTION_MAX } from '@lorewright/domain/maps/mapLimits';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapLink, MapListItem } from '@lorewright/domain/maps/mapView';
import { gifImage, pngImage } from '../../media/testing/testImages';
import { openMapsApp, sentPoint, type MapsApp } from './testing/mapsTesting';

// The happy paths of every map route, and what they leave in the media library.
let t: MapsApp;
beforeAll(async () => {
  t = await openMapsApp();
});
afterAll(() => t.close());

const statusOf = async (token: string, name: string | undefined) => (await t.library(token)).media.find((item) => item.name === name)?.status;

describe('creating and reading maps', () => {
  it('a new map is private, with its picture active in the media library and no points', async () => {
    const author = await t.mapAuthor();
    const res = await t.createMap(author.token, { worldID: author.worldID, title: ' The Known Lands ', description: 'River kingdoms.' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), message: m.created });
    const map = await t.getMap(author.token, res.json<{ id: string }>().id);
    expect(map).toMatchObject({
      title: 'The Known Lands',
      description: 'River kingdoms.',
      visibility: 'private',
      worldID: author.worldID,
      authorID: author.id,
      points: {},
    });
    const [item] = (await t.library(author.token)).media;
    expect(item).toMatchObject({ folder: 'maps', name: map.image, status: 'active' });
  });

  it('the picture may come under the field `file` too, and a blank description is none', async () => {
    const author = await t.mapAuthor();
    const res = await t.createMap(author.token, { worldID: author.worldID, description: '   ' }, gifImage(), 'file');
    expect(res.statusCode, res.body).toBe(201);
    expect((await t.getMap(author.token, res.json<{ id: string }>().id)).description).toBe('');
  });

  it("lists a world's maps oldest first without points; the world lists them too, following renames and deletes", async () => {
    const author = await t.mapAuthor();
    const first = await t.newMap(author.token, author.worldID, { title: 'First' });
    const second = await t.newMap(author.token, author.worldID, { title: 'Second' });
    await t.updated(author.token, first._id, [sentPoint('a')]);
    const { maps } = await t.ok<{ maps: MapListItem[] }>(t.call('GET', `map/maps?worldID=${author.worldID}`, { token: author.token }));
    expect(maps.map((map) => [map._id, map.num_points])).toEqual([
      [first._id, 1],
      [second._id, 0],
    ]);
    expect(maps[0]).not.toHaveProperty('points');
    await t.ok(t.call('PUT', 'map/rename', { token: author.token, payload: { mapID: first._id, worldID: author.worldID, title: 'Renamed' } }));
    expect(await t.ok(t.call('POST', 'map/delete', { token: author.token, payload: { mapID: second._id, worldID: author.worldID } }))).toEqual({
      message: m.deleted,
    });
    const world = await t.stack.queries.worlds.worldById(author.worldID);
    expect(world?.maps.map((map) => [map._id, map.title])).toEqual([[first._id, 'Renamed']]);
    expect(world?.num_maps).toBe(1);
    await t.ok(t.call('GET', `map/${second._id}`, { token: author.token }), 404);
  });

  it('the demo world answers its bundled map and list to anyone', async () => {
    expect(await t.ok(t.call('GET', 'map/example'))).toEqual(DEMO_MAP);
    expect(await t.ok(t.call('GET', 'map/maps?worldID=example'))).toEqual({ maps: DEMO_MAP_LIST });
  });

  it('viewing needs no permission: a public map of a public world is read by anyone, and by its author after the permission lapsed', async () => {
    const author = await t.mapAuthor();
    const map = await t.newMap(author.token, author.worldID);
    await t.setVisibility(author.token, author.worldID, 'public');
    await t.setMapVisibility(author.token, author.worldID, map._id, 'public');
    await t.revoke(author.id);
    expect((await t.getMap(undefined, map._id))._id).toBe(map._id);
    expect((await t.getMap(author.token, map._id))._id).toBe(map._id);
  });
});

describe('points', () => {
  it('are added, moved, edited and deleted; each change stamps the point with its revision', async () => {
    const author = await t.mapAuthor();
    const map = await t.newMap(author.token, author.worldID);
    let shown = await t.updated(author.token, map._id, [sentPoint('a'), sentPoint('b', { x: 0.1, y: 0.2 })]);
    expect(Object.keys(shown.points)).toEqual(['a', 'b']);
    expect(shown.points.b).toMatchObject({ x: 0.1, y: 0.2, image: null, links: [] });
    const { revision } = shown.points.a;
    shown = await t.updated(author.token, map._id, [
      sentPoint('a', { x: 0.7, revision }),
      sentPoint('b', { x: 0.1, y: 0.2, name: 'Hollowmere', icon: 'castle', color: '#60e0be' }),
    ]);
    expect(shown.points.a).toMatchObject({ x: 0.7, y: 0.5 });
    expect(shown.points.a.revision).toBeGreaterThan(revision);
    expect(shown.points.b).toMatchObject({ name: 'Hollowmere', icon: 'castle', color: '#60e0be', x: 0.1 });
    shown = await t.updated(author.token, map._id, [], ['a']);
    expect(Object.keys(shown.points)).toEqual(['b']);
    const res = await t.updatePoints(author.token, map._id, [shown.points.b]);
    expect(res.json()).toMatchObject({ message: m.updated });
  });

  it('a map holds the most points there may be, sent in one call', async () => {
    const author = await t.mapAuthor();
    const map = await t.newMap(author.token, author.worldID);
    const description = (i: number) => (i % 10 === 0 ? 'd'.repeat(POINT_DESCRIPTION_MAX) : `Point ${i}`);
    const all = Array.from({ length: MAP_POINTS_MAX }, (_, i) => sentPoint(`p${i}`, { x: (i % 100) / 100, description: description(i) }));
    const shown = await t.updated(author.token, map._id, all);
    expect(Object.keys(shown.points)).toHaveLength(MAP_POINTS_MAX);
    const { maps } = await t.ok<{ maps: MapListItem[] }>(t.call('GET', `map/maps?worldID=${author.worldID}`, { token: author.token }));
    expect(maps[0].num_points).toBe(MAP_POINTS_MAX);
  }, 30_000);
});

describe('point images', () => {
  it('are active while a point shows them, released when replaced, removed or the point deleted', async () => {
    const author = await t.mapAuthor();
    const map = await t.newMap(author.token, author.worldID);
    await t.updated(author.token, map._id, [sentPoint('a'), sentPoint('b')]);
    const upload = async (pointId: string, bytes = pngImage()) => {
      const res = await t.uploadPointImage(author.token, map._id, pointId, bytes);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toEqual({ message: m.updated });
      return (await t.getMap(author.token, map._id)).points[pointId].image?.name;
    };
    const first = await upload('a');
    expect(await statusOf(author.token, first)).toBe('active');
    const second = await upload('a', gifImage());
    expect([await statusOf(author.token, first), await statusOf(author.token, second)]).toEqual(['inactive', 'active']);
    await t.ok(t.call('POST', 'map/deletePointImage', { token: author.token, payload: { mapID: map._id, pointID: 'a' } }));
    expect((await t.getMap(author.token, map._id)).points.a.image).toBeNull();
    expect(await statusOf(author.token, second)).toBe('inactive');
    const third = await upload('b');
    await t.updated(author.token, map._id, [], ['b']);
    expect(await statusOf(author.token, third)).toBe('inactive');
  });

  it("deleting the map releases its picture and its points' images", async () => {
    const author = await t.mapAuthor();
    const map = await t.newMap(author.token, author.worldID);
    await t.updated(author.token, map._id, [sentPoint('a')]);
    expect((await t.uploadPointImage(author.token, map._id, 'a')).statusCode).toBe(201);
    const pointImage = (await t.getMap(author.token, map._id)).points.a.image?.name;
    await t.ok(t.call('POST', 'map/delete', { token: author.token, payload: { mapID: map._id, worldID: author.worldID } }));
    expect([await statusOf(author.token, map.image), await statusOf(author.token, pointImage)]).toEqual(['inactive', 'inactive']);
  });
});

describe('links', () => {
  it('link a point to an element of the same world; the link resolves to its title and is removed by its id', async () => {
    const author = await t.mapAuthor();
    const map = await t.newMap(author.token, author.worldID);
    const other = await t.newMap(author.token, author.worldID, { title: 'Saltmarket' });
    const { id: wikiId } = await t.ok<{ id: string }>(
      t.call('POST', 'creation/newWiki', { token: author.token, payload: { category: 'places', title: 'Hollowmere', worldID: author.worldID } }),
      201,
    );
    await t.updated(author.token, map._id, [sentPoint('a')]);
    const add = (link: object) => t.call('POST', 'map/addLink', { token: author.token, payload: { mapID: map._id, pointID: 'a', link } });
    const { link } = await t.ok<{ message: string; link: MapLink }>(add({ type: 'map', id: other._id }));
    expect(link).toEqual({ _id: expect.any(String), type: 'map', id: other._id });
    await t.ok(add({ type: 'wiki', category: 'places', id: wikiId }));
    expect((await t.getMap(author.token, map._id)).points.a.links.map((l) => l.type)).toEqual(['map', 'wiki']);
    expect(await t.ok(t.call('GET', `link/map/${other._id}`, { token: author.token }))).toEqual({
      title: 'Saltmarket',
      type: 'map',
      id: other._id,
      // The mention card's picture: the map's own, from the media host (no description, so no subtitle).
      picture: `/media/maps/${other.authorID}/${other.image}`,
    });
    // The demo map's card: its bundled picture and its description's first line.
    expect(await t.ok(t.call('GET', 'link/map/example'))).toEqual({
      title: DEMO_MAP.title,
      type: 'map',
      id: 'example',
      subtitle: DEMO_MAP.description,
      picture: `/${DEMO_MAP.image}`,
    });
    await t.ok(t.call('POST', 'map/removeLink', { token: author.token, payload: { mapID: map._id, pointID: 'a', linkID: link._id } }));
    expect((await t.getMap(author.token, map._id)).points.a.links.map((l) => l.type)).toEqual(['wiki']);
  });
});

describe('element calls', () => {
  it('the element search finds maps by title, with the description as preview', async () => {
    const author = await t.mapAuthor();
    const map = await t.newMap(author.token, author.worldID, { title: 'Greyspine Ridge', description: 'Where the winter winds are born.' });
    const { results } = await t.ok<{ results: object[] }>(
      t.call('POST', 'elementSearch', { token: author.token, payload: { worldID: author.worldID, text: 'greyspine' } }),
    );
    expect(results).toEqual([{ _id: map._id, type: 'map', title: 'Greyspine Ridge', preview: 'Where the winter winds are born.' }]);
  });

  it('visibility changes through the shared call', async () => {
    const author = await t.mapAuthor();
    const map = await t.newMap(author.token, author.worldID);
    await t.setMapVisibility(author.token, author.worldID, map._id, 'public');
    expect((await t.getMap(author.token, map._id)).visibility).toBe('public');
  });
});
