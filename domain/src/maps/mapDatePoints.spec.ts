import { describe, expect, it } from 'vitest';
import type { PointDates } from '../calendars/datePoints';
import type { WorldDate, WorldPeriod } from '../calendars/worldDate';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/deciderSpec';
import type { MapCommand } from './map.commands';
import { mapDecider } from './map.decide';
import type { MapEvent, StoredMapPoint } from './map.events';

// A map point's period that takes a date from a timeline point follows the point when it moves:
// the point's look is edited to the new dates, as an edit of the period alone would be.
const spec = deciderSpec(mapDecider);
const ids = { mapId: 'm1', worldId: 'w1' };
const address = { timelineID: 't1', nodeID: 'coronation' };
const fromPoint = (year: number): WorldDate => ({ year, point: address });
const fromEnd = (year: number): WorldDate => ({ year, point: { ...address, end: true } });
const elsewhere = (year: number): WorldDate => ({ year, point: { timelineID: 't1', nodeID: 'war' } });
// The coronation, a range point, moved from 1200–1210 to 1230 (March)–1240.
const moved: PointDates = { start: { year: 1230, month: 3 }, end: { year: 1240 } };
const follow = (dates: PointDates = moved): MapCommand => ({ type: 'FollowDatePoint', address, dates });

const created: MapEvent = {
  type: 'MapCreated',
  data: { ...ids, authorId: 'author', title: 'The Known Lands', description: '', image: 'a.png', mediaId: 'media-a', createdOn: '2026-06-01T00:00:00.000Z' },
};
const look = { icon: 'castle' as const, color: '#ff5444', name: 'Ashvale', description: 'A city on the river.' };
const point = (_id: string, period: WorldPeriod, extra: Partial<StoredMapPoint> = {}): StoredMapPoint => ({ _id, x: 0.5, y: 0.5, ...look, period, ...extra });
const added = (...points: StoredMapPoint[]): MapEvent => ({ type: 'MapPointsAdded', data: { ...ids, points } });
const edited = (pointId: string, period: WorldPeriod, extra: object = {}): MapEvent => ({
  type: 'MapPointEdited',
  data: { ...ids, pointId, look: { ...look, ...extra, period } },
});

describe('map points following a timeline point', () => {
  it("a point's from taken from the timeline point moves to its new start; its typed until stays", () =>
    spec
      .given([created, added(point('city', { from: fromPoint(1200), until: { year: 1320 } }))])
      .when(follow())
      .then([edited('city', { from: { year: 1230, month: 3, point: address }, until: { year: 1320 } })]));

  it("an until taken from a range's end moves to its new end", () =>
    spec
      .given([created, added(point('fort', { from: fromPoint(1200), until: fromEnd(1210) }))])
      .when(follow())
      .then([edited('fort', { from: { year: 1230, month: 3, point: address }, until: { year: 1240, point: { ...address, end: true } } })]));

  it('a point dated from another timeline point, or undated, is untouched', () =>
    spec
      .given([created, added(point('camp', { from: elsewhere(1200) }), { _id: 'ford', x: 0.1, y: 0.1, ...look })])
      .when(follow())
      .then([]));

  it('the rest of the look is kept: a secret point stays secret', () =>
    spec
      .given([created, added(point('vault', { from: fromPoint(1200) }, { secret: true, icon: 'lock', name: 'Vault' }))])
      .when(follow())
      .then([edited('vault', { from: { year: 1230, month: 3, point: address } }, { secret: true, icon: 'lock', name: 'Vault' })]));

  it('following again, once the dates already say so, records nothing', () => {
    const first = [created, added(point('city', { from: fromPoint(1200) }))];
    const events = mapDecider.decide(follow(), foldEvents(mapDecider, first));
    expect(foldEvents(mapDecider, [...first, ...events]).points.city.period).toEqual({ from: { year: 1230, month: 3, point: address } });
    spec
      .given([...first, ...events])
      .when(follow())
      .then([]);
  });

  it('a range point that lost its end leaves the dates taken from its end as they were', () =>
    spec
      .given([created, added(point('fort', { until: fromEnd(1210) }))])
      .when(follow({ start: { year: 1205 }, end: null }))
      .then([]));

  it('a move that would end a period before it starts leaves it as it was', () =>
    spec
      .given([created, added(point('city', { from: fromPoint(1200), until: { year: 1220 } }))])
      .when(follow())
      .then([]));

  it('a deleted map, or one never made, follows nothing', () => {
    const withCity = [created, added(point('city', { from: fromPoint(1200) }))];
    spec
      .given([...withCity, { type: 'MapDeleted', data: ids }])
      .when(follow())
      .then([]);
    spec.given([]).when(follow()).then([]);
  });

  it('every point of a large map that takes the date is followed, in order', () => {
    const points = Array.from({ length: 10_000 }, (_, i) => point(`p${i}`, i % 2 ? { from: fromPoint(1200) } : { from: elsewhere(1200) }));
    const events = mapDecider.decide(follow(), foldEvents(mapDecider, [created, added(...points)]));
    expect(events).toHaveLength(5_000);
    expect(events[0]).toEqual(edited('p1', { from: { year: 1230, month: 3, point: address } }));
  });
});
