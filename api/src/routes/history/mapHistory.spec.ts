import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import type { MapView } from '@lorewright/domain/maps/mapView';
import { mapRestoreMessages } from '@lorewright/commands/maps/mapRestore';
import { openMapsApp, sentPoint, type MapsApp } from '../maps/testing/mapsTesting';
import { historyCalls } from './testing/paidHistoryTesting';

// A map's history through the API: the change list, a version, Restore, bad input.

let t: MapsApp;
let author: Awaited<ReturnType<MapsApp['mapAuthor']>>;
let calls: ReturnType<typeof historyCalls>;
beforeAll(async () => {
  t = await openMapsApp();
  author = await t.mapAuthor('ann');
  calls = historyCalls(t, 'map', author.token);
});
afterAll(() => t.close());

const pointsByName = (map: MapView) => Object.values(map.points).map(({ name, x, y }) => [name, x, y]);

describe('map history', () => {
  it('lists the changes newest first, naming points by their names', async () => {
    const map = await t.newMap(author.token, author.worldID);
    await t.updated(author.token, map._id, [sentPoint('p1', { name: 'Ashvale' })]);
    await t.updated(author.token, map._id, [sentPoint('p1', { name: 'Ashvale', x: 0.2 })]);
    expect(await calls.summaries(map._id)).toEqual(['Moved point “Ashvale”', 'Added point “Ashvale”', 'Created map “The Known Lands”']);
  });

  it('shows the map as it was, in the shape the map page reads', async () => {
    const map = await t.newMap(author.token, author.worldID);
    await t.updated(author.token, map._id, [sentPoint('p1', { name: 'Ashvale', x: 0.1, y: 0.2 })]);
    await t.updated(author.token, map._id, [sentPoint('p1', { name: 'Ashvale', x: 0.9, y: 0.9 })]);
    const old = await calls.version<MapView & { revision: number }>(map._id, 1);
    expect(old).toMatchObject({ _id: map._id, title: 'The Known Lands', image: map.image, description: map.description, revision: 1 });
    expect(old.points.p1).toMatchObject({ name: 'Ashvale', x: 0.1, y: 0.2, image: null, links: [] });
  });

  it('restore brings back the title and the points (a deleted one under a new id), keeps visibility, appends only', async () => {
    const map = await t.newMap(author.token, author.worldID);
    await t.updated(author.token, map._id, [sentPoint('p1', { name: 'Ashvale' }), sentPoint('p2', { name: 'Brook', x: 0.3 })]);
    t.clock.advance(1000);
    await t.ok(t.call('PUT', 'map/rename', { token: author.token, payload: { mapID: map._id, worldID: author.worldID, title: 'The North' } }));
    await t.updated(author.token, map._id, [sentPoint('p1', { name: 'Ashvale', x: 0.9 }), sentPoint('p3', { name: 'Later' })], ['p2']);
    await t.setMapVisibility(author.token, author.worldID, map._id, 'public');
    const head = (await calls.page(map._id)).total - 1;

    const { message, current } = await calls.restore<MapView>(map._id, 2);
    expect(message).toBe(h.restored);
    expect(current.title).toBe('The Known Lands');
    expect(current.visibility).toBe('public');
    expect(pointsByName(current).sort()).toEqual([
      ['Ashvale', 0.5, 0.5],
      ['Brook', 0.3, 0.5],
    ]);
    expect(current.points.p1).toBeDefined();
    expect(current.points.p2).toBeUndefined();
    // Nothing was rewritten: the version before the restore is still there.
    expect((await calls.version<MapView>(map._id, head)).title).toBe('The North');
    // Brook, re-added under a new id, is the point then had: restoring again changes nothing.
    expect((await calls.restore<MapView>(map._id, 2)).message).toBe(h.alreadyCurrent);
    expect((await calls.summaries(map._id)).slice(0, 4)).toEqual([
      'Renamed to “The Known Lands”',
      'Removed point “Later”',
      'Added point “Brook”',
      'Moved point “Ashvale”',
    ]);
  });

  it('restoring the current version changes nothing', async () => {
    const map = await t.newMap(author.token, author.worldID);
    await t.updated(author.token, map._id, [sentPoint('p1')]);
    const before = (await t.stack.eventStore.readAll()).length;
    expect((await calls.restore<MapView>(map._id, 1)).message).toBe(h.alreadyCurrent);
    expect((await t.stack.eventStore.readAll()).length).toBe(before);
  });

  it('a revision the map never had is not found; a map has no diff', async () => {
    const map = await t.newMap(author.token, author.worldID);
    const as = { token: author.token };
    await t.expectRefused(() => t.call('GET', `history/map/${map._id}/at/5`, as), 404, h.versionNotFound);
    await t.expectRefused(() => t.call('GET', `history/map/${map._id}/at/0/diff?part=p1`, as), 404, h.partNotFound);
    await t.expectRefused(() => t.call('POST', `history/map/${map._id}/restore`, { ...as, payload: { revision: 5 } }), 404, mapRestoreMessages.nothingThere);
    await t.expectRefused(() => t.call('POST', `history/map/${map._id}/restore`, { ...as, payload: { revision: 'x' } }), 400, h.revisionInvalid);
  });
});
