import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMapChanges, knownMapRevisionOf, type MapChanges } from '@lorewright/domain/maps/mapChanges';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapView } from '@lorewright/domain/maps/mapView';
import { SINCE_INVALID } from '@lorewright/domain/shared/changesSince';
import { CHANGES_READ } from '@lorewright/projections/runner/partsJsonCache';
import { keyed, openMapsApp, sentPoint, type MapsApp } from './testing/mapsTesting';

// PUT map/updatePoints asked with ?since=<revision>: the answer carries only what changed after
// it, and the client's copy with those changes applied is the map a whole read gives.
let t: MapsApp;
beforeAll(async () => {
  t = await openMapsApp();
});
afterAll(() => t.close());

type Answer = { message: string; changes?: MapChanges; map?: MapView };

const putSince = (token: string, mapId: string, since: number | string, payload: object) => {
  t.clock.advance(1000);
  return t.call('PUT', `map/updatePoints/${mapId}?since=${since}`, { token, payload: { mapID: mapId, ...payload } });
};

const changed = async (token: string, copy: MapView, payload: object) => {
  const answer = await t.ok<Answer>(putSince(token, copy._id, knownMapRevisionOf(copy), payload));
  expect(answer.message).toBe(m.updated);
  expect(answer.map).toBeUndefined();
  const next = applyMapChanges(copy, answer.changes!);
  expect(next).toEqual(await t.getMap(token, copy._id));
  return { next, changes: answer.changes! };
};

describe('map points answering the changes since a revision', () => {
  it('answer only the points written and deleted since, which bring the copy to the map as it is', async () => {
    const author = await t.mapAuthor();
    let copy = await t.newMap(author.token, author.worldID);
    const first = await changed(author.token, copy, { points: keyed(sentPoint('a'), sentPoint('b', { x: 0.2 })) });
    expect(Object.keys(first.changes.points).sort()).toEqual(['a', 'b']);
    expect(first.changes.map.points).toEqual({});
    copy = first.next;

    const moved = await changed(author.token, copy, {
      points: keyed({ ...sentPoint('a', { x: 0.9 }), revision: copy.points.a.revision }),
      removedPointIDs: ['b'],
    });
    expect(Object.keys(moved.changes.points)).toEqual(['a']);
    expect(moved.changes.removedPointIDs).toEqual(['b']);
    expect(moved.next.points.a.x).toBe(0.9);
    copy = moved.next;

    // Another tab's change since the copy was read comes along.
    await t.updated(author.token, copy._id, [sentPoint('c')]);
    const { next } = await changed(author.token, copy, { points: keyed(sentPoint('d')) });
    expect(Object.keys(next.points).sort()).toEqual(['a', 'c', 'd']);
  });

  it('answers the whole map when more points changed since than are worth listing', async () => {
    const author = await t.mapAuthor('surveyor');
    const copy = await t.newMap(author.token, author.worldID);
    const many = Array.from({ length: CHANGES_READ + 1 }, (_, i) => sentPoint(`p${i}`));
    const answer = await t.ok<Answer>(putSince(author.token, copy._id, knownMapRevisionOf(copy), { points: keyed(...many) }));
    expect(answer.changes).toBeUndefined();
    expect(answer.map).toEqual(await t.getMap(author.token, copy._id));
  });

  it.each([['-1'], ['x'], ['']])('refuses since=%s with a clear error, and stores nothing', async (since) => {
    const author = await t.mapAuthor(`hasty${since.charCodeAt(0) || 0}`);
    const copy = await t.newMap(author.token, author.worldID);
    const res = await putSince(author.token, copy._id, since, { points: keyed(sentPoint('z')) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({ error: SINCE_INVALID });
    expect(await t.getMap(author.token, copy._id)).toEqual(copy);
  });
});
