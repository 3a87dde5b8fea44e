import { describe, expect, it } from 'vitest';
import { mapStream } from '@lorewright/commands/maps/mapStream';
import { worldStream } from '@lorewright/commands/worlds/worldReader';
import type { MapEvent } from '@lorewright/domain/maps/map.events';
import { mapDecider } from '@lorewright/domain/maps/map.decide';
import { foldEvents } from '@lorewright/domain/shared/decider';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { openProjectionHarness, timestampOf } from '../runner/projectionHarness';
import { createWorldQueries } from '../worlds/worldQueries';
import { invitationsProjection } from '../worlds/invitations.projection';
import { worldsProjection } from '../worlds/worlds.projection';
import { createMapQueries } from './mapQueries';
import { mapsProjection } from './maps.projection';

// The maps projection (and the worlds projection's map lists), each event in its own stream.
const openMaps = () => {
  const { project, views } = openProjectionHarness<MapEvent | WorldEvent>([mapsProjection, worldsProjection, invitationsProjection], (event) => {
    const data = event.data as { mapId?: string; worldId: string };
    return data.mapId ? mapStream(data.mapId) : worldStream(data.worldId);
  });
  return { project, maps: createMapQueries(views), worlds: createWorldQueries(views) };
};

const ids = (mapId: string, worldId = 'w1') => ({ mapId, worldId });
const world = (worldId: string): WorldEvent => ({
  type: 'WorldCreated',
  data: { worldId, authorId: 'ann', name: worldId, description: '', createdOn: timestampOf(0) },
});
const created = (mapId: string, title = mapId, worldId = 'w1'): MapEvent => ({
  type: 'MapCreated',
  data: {
    ...ids(mapId, worldId),
    authorId: 'ann',
    title,
    description: `${title} description`,
    image: `${mapId}.png`,
    mediaId: `media-${mapId}`,
    createdOn: timestampOf(1),
  },
});
const look = { icon: 'pin' as const, color: '#ff5444', name: 'Name', description: 'Description' };
const added = (pointId: string): MapEvent => ({ type: 'MapPointAdded', data: { ...ids('m1'), point: { _id: pointId, x: 0.5, y: 0.5, ...look } } });

describe('the maps projection', () => {
  it('shows the points and their revisions exactly as the decider folds them, images by name only', async () => {
    const events: MapEvent[] = [
      created('m1'),
      added('a'),
      added('b'),
      added('c'),
      { type: 'MapPointMoved', data: { ...ids('m1'), pointId: 'a', x: 0.1, y: 0.9 } },
      { type: 'MapPointEdited', data: { ...ids('m1'), pointId: 'b', look: { ...look, icon: 'castle', name: 'Hollowmere' } } },
      { type: 'MapPointDeleted', data: { ...ids('m1'), pointId: 'c' } },
      { type: 'MapPointImageSet', data: { ...ids('m1'), pointId: 'a', image: { name: 'p.png', mediaId: 'media-p' } } },
      { type: 'MapPointLinkAdded', data: { ...ids('m1'), pointId: 'b', link: { _id: 'l1', type: 'wiki', category: 'places', id: 'k1' } } },
      { type: 'MapPointLinkAdded', data: { ...ids('m1'), pointId: 'b', link: { _id: 'l2', type: 'map', id: 'm2' } } },
      { type: 'MapPointLinkRemoved', data: { ...ids('m1'), pointId: 'b', linkId: 'l1' } },
      { type: 'MapRenamed', data: { ...ids('m1'), title: 'The Known Lands' } },
    ];
    const t = openMaps();
    await t.project(...events);
    const state = foldEvents(mapDecider, events);
    const shown = Object.fromEntries(Object.entries(state.points).map(([id, p]) => [id, { ...p, image: p.image && { name: p.image.name } }]));
    const view = await t.maps.mapById('m1');
    expect(view?.points).toEqual(shown);
    expect(view).toMatchObject({ title: 'The Known Lands', image: 'm1.png', visibility: 'private', lastUpdated: timestampOf(events.length - 1) });
    expect(view?.points.a).toMatchObject({ x: 0.1, y: 0.9, image: { name: 'p.png' }, revision: 7 });
    expect(view).not.toHaveProperty('mediaId');
    expect(await t.maps.mapRow('m1')).toMatchObject({ num_points: 2, revision: events.length - 1 });
  });

  it('shows points added by one event like any other, each with that event’s revision', async () => {
    const points = Array.from({ length: 25 }, (_, i) => ({ _id: `p${i}`, x: i / 100, y: 0.5, ...look, name: `Town ${i}` }));
    const events: MapEvent[] = [
      created('m1'),
      added('a'),
      { type: 'MapPointsAdded', data: { ...ids('m1'), points } },
      { type: 'MapPointMoved', data: { ...ids('m1'), pointId: 'p3', x: 0.9, y: 0.9 } },
      { type: 'MapPointDeleted', data: { ...ids('m1'), pointId: 'p5' } },
    ];
    const t = openMaps();
    const json = async () => JSON.parse(await t.maps.mapJson((await t.maps.mapRow('m1'))!)) as unknown;
    await t.project(...events.slice(0, 3));
    expect(await json()).toEqual(await t.maps.mapById('m1'));
    await t.project(...events.slice(3));
    const state = foldEvents(mapDecider, events);
    const view = await t.maps.mapById('m1');
    expect(view?.points).toEqual(state.points);
    expect(view?.points.p7).toMatchObject({ name: 'Town 7', revision: 2 });
    expect(await t.maps.mapRow('m1')).toMatchObject({ num_points: 25, revision: events.length - 1 });
    expect(await json()).toEqual(view);
  });

  it("serves a map's JSON as its view, serialised anew after each change", async () => {
    const t = openMaps();
    await t.project(created('m1'), added('a'));
    const json = async () => JSON.parse(await t.maps.mapJson((await t.maps.mapRow('m1'))!)) as unknown;
    expect(await json()).toEqual(await t.maps.mapById('m1'));
    await t.project({ type: 'MapPointMoved', data: { ...ids('m1'), pointId: 'a', x: 0.1, y: 0.2 } });
    expect(await json()).toMatchObject({ points: { a: { x: 0.1, y: 0.2 } } });
  });

  it('keeps the period of a point, added alone or many at once, changed by an edit and taken off by one', async () => {
    const standing = { from: { year: 1150 }, until: { year: 1320 } };
    const dated = (pointId: string) => ({ _id: pointId, x: 0.5, y: 0.5, ...look, period: standing });
    const t = openMaps();
    const json = async () => JSON.parse(await t.maps.mapJson((await t.maps.mapRow('m1'))!)) as { points: Record<string, object> };
    await t.project(
      created('m1'),
      { type: 'MapPointAdded', data: { ...ids('m1'), point: dated('city') } },
      { type: 'MapPointsAdded', data: { ...ids('m1'), points: [dated('p1'), dated('p2')] } },
    );
    expect((await json()).points.p2).toMatchObject({ period: standing });
    await t.project(
      { type: 'MapPointEdited', data: { ...ids('m1'), pointId: 'city', look: { ...look, period: { from: { year: 1100 } } } } },
      { type: 'MapPointEdited', data: { ...ids('m1'), pointId: 'p1', look } },
      { type: 'MapPointMoved', data: { ...ids('m1'), pointId: 'p2', x: 0.1, y: 0.1 } },
    );
    const points = (await json()).points;
    expect(points.city).toMatchObject({ period: { from: { year: 1100 } } });
    expect(points.p1).not.toHaveProperty('period');
    expect(points.p2).toMatchObject({ x: 0.1, period: standing });
    expect((await t.maps.mapById('m1'))?.points).toEqual(points);
  });

  it("lists a world's maps oldest first without points, and finds them by title within the world", async () => {
    const t = openMaps();
    await t.project(world('w1'), created('m1', 'Known Lands'), created('m2', 'Saltmarket'), created('m3', 'Known elsewhere', 'w2'), added('a'), {
      type: 'MapVisibilityChanged',
      data: { ...ids('m2'), visibility: 'public' },
    });
    const list = await t.maps.mapsOfWorld('w1');
    expect(list.map((m) => [m._id, m.num_points])).toEqual([
      ['m1', 1],
      ['m2', 0],
    ]);
    expect(list[0]).not.toHaveProperty('points');
    expect((await t.maps.searchTitles('w1', 'known', { includePrivate: true })).map((m) => m._id)).toEqual(['m1']);
    expect(await t.maps.searchTitles('w1', 'known', { includePrivate: false })).toEqual([]);
    expect(await t.maps.searchTitles('w1', 'salt', { includePrivate: false })).toEqual([{ _id: 'm2', title: 'Saltmarket', preview: 'Saltmarket description' }]);
    const listed = await t.worlds.worldById('w1');
    expect(listed?.maps.map((m) => [m._id, m.title, m.visibility])).toEqual([
      ['m1', 'Known Lands', 'private'],
      ['m2', 'Saltmarket', 'public'],
    ]);
    expect(listed?.num_maps).toBe(2);
    expect(await t.maps.lookups.mapPlace('m1')).toEqual({ _id: 'm1', worldID: 'w1', authorID: 'ann' });
  });

  it.each(['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'])(
    'events stored for %s, which no map has as a point, make no point (as the decider folds them)',
    async (name) => {
      const events: MapEvent[] = [
        created('m1'),
        added('a'),
        { type: 'MapPointMoved', data: { ...ids('m1'), pointId: name, x: 0.1, y: 0.9 } },
        { type: 'MapPointEdited', data: { ...ids('m1'), pointId: name, look } },
        { type: 'MapPointImageSet', data: { ...ids('m1'), pointId: name, image: { name: 'p.png', mediaId: 'media-p' } } },
        { type: 'MapPointLinkAdded', data: { ...ids('m1'), pointId: name, link: { _id: 'l1', type: 'map', id: 'm2' } } },
      ];
      const t = openMaps();
      await t.project(...events);
      const view = await t.maps.mapById('m1');
      expect(Object.keys(view?.points ?? {})).toEqual(['a']);
      expect(JSON.parse(await t.maps.mapJson((await t.maps.mapRow('m1'))!))).toEqual(view);
      expect(await t.maps.mapRow('m1')).toMatchObject({ num_points: 1 });
      expect(Object.keys(foldEvents(mapDecider, events).points)).toEqual(['a']);
    },
  );

  it('a deleted map, and every map of a deleted world, leave the read side', async () => {
    const t = openMaps();
    await t.project(world('w1'), created('m1'), created('m2'), created('m3', 'm3', 'w2'), { type: 'MapDeleted', data: ids('m1') });
    expect(await t.maps.mapById('m1')).toBeNull();
    expect((await t.worlds.worldById('w1'))?.maps.map((m) => m._id)).toEqual(['m2']);
    await t.project({ type: 'WorldDeleted', data: { worldId: 'w1', authorId: 'ann' } });
    expect(await t.maps.mapsOfWorld('w1')).toEqual([]);
    expect((await t.maps.mapsOfWorld('w2')).map((m) => m._id)).toEqual(['m3']);
  });

  it('keeps a map serialised and brings it up to date from the points changed since, the same JSON as reading it whole', async () => {
    const t = openMaps();
    const jsonNow = async () => JSON.parse(await t.maps.mapJson((await t.maps.mapRow('m1'))!)) as unknown;
    const whole = async () => JSON.parse(JSON.stringify(await t.maps.mapById('m1'))) as unknown;
    await t.project(world('w1'), created('m1'), added('b'), added('d'), added('10'));
    expect(await jsonNow()).toEqual(await whole());
    const steps: MapEvent[][] = [
      [{ type: 'MapPointMoved', data: { ...ids('m1'), pointId: 'b', x: 0.1, y: 0.2 } }],
      [{ type: 'MapPointDeleted', data: { ...ids('m1'), pointId: 'd' } }, added('a'), added('2')],
      [
        { type: 'MapPointEdited', data: { ...ids('m1'), pointId: 'a', look: { ...look, name: 'Ashford' } } },
        { type: 'MapRenamed', data: { ...ids('m1'), title: 'North' } },
      ],
      // More changes than are read one by one: the map is read whole again.
      Array.from({ length: 250 }, (_, i) => added(`p${i}`)),
      [{ type: 'MapPointDeleted', data: { ...ids('m1'), pointId: 'p7' } }],
    ];
    for (const events of steps) {
      await t.project(...events);
      expect(await jsonNow()).toEqual(await whole());
    }
    expect(Object.keys(((await whole()) as { points: object }).points)).toHaveLength(253);
  });
});
