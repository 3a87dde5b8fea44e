import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapView } from '@lorewright/domain/maps/mapView';
import { openMapsApp, sentPoint, type MapsApp } from './testing/mapsTesting';

// Two tabs on one map: changes to different points made from the same page both land (each tab
// sends the points it changed, with the revision it saw); a change to a point changed since the
// tab loaded it is refused and stores nothing, and so is a resent stale copy of a point the tab
// did not touch — it never overwrites the other tab's change.

let t: MapsApp;
let token: string;
let page: MapView;
beforeAll(async () => {
  t = await openMapsApp();
  const ann = await t.mapAuthor('ann');
  token = ann.token;
  const map = await t.newMap(token, ann.worldID);
  page = await t.updated(token, map._id, [sentPoint('a'), sentPoint('b'), sentPoint('c')]);
});
afterAll(() => t.close());

// The tab's copy of one point, changed.
const tabSends = (copy: MapView, pointId: string, change: object) => t.updatePoints(token, copy._id, [{ ...copy.points[pointId], ...change }]);

describe('two tabs editing one map', () => {
  it('moves of different points from the same copy both land, sent at once', async () => {
    const [one, two] = await Promise.all([tabSends(page, 'a', { x: 0.1 }), tabSends(page, 'b', { name: 'Hollowmere' })]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    const now = await t.getMap(token, page._id);
    expect([now.points.a.x, now.points.b.name, now.points.c.x]).toEqual([0.1, 'Hollowmere', 0.5]);
  });

  it('a stale change of the same point is a 409 and stores nothing', async () => {
    const start = await t.getMap(token, page._id);
    expect((await tabSends(start, 'c', { x: 0.9 })).statusCode).toBe(200);
    await t.expectRefused(() => tabSends(start, 'c', { icon: 'castle' }), 409, m.pointConflict);
    expect((await t.getMap(token, page._id)).points.c).toMatchObject({ x: 0.9, icon: 'pin' });
  });

  it('a tab resending its stale copy of every point is refused, not overwriting the other tab', async () => {
    const start = await t.getMap(token, page._id);
    expect((await tabSends(start, 'a', { x: 0.2 })).statusCode).toBe(200);
    const everything = Object.values(start.points).map((point) => (point._id === 'b' ? { ...point, y: 0.2 } : point));
    await t.expectRefused(() => t.updatePoints(token, page._id, everything), 409, m.pointConflict);
    expect((await t.getMap(token, page._id)).points.a.x).toBe(0.2);
  });

  it('a point deleted in one tab is not brought back by the other', async () => {
    const start = await t.getMap(token, page._id);
    await t.updated(token, page._id, [], ['c']);
    await t.expectRefused(() => tabSends(start, 'c', { x: 0.3 }), 409, m.pointGone);
    expect((await t.getMap(token, page._id)).points).not.toHaveProperty('c');
  });
});
