import { describe, expect, it } from 'vitest';
import type { Permissions } from '../accounts/permissions';
import type { WorldPeriod } from '../calendars/worldDate';
import { foldEvents } from '../shared/decider';
import { deciderSpec } from '../shared/deciderSpec';
import { UpdatePointsBody } from './map.bodies';
import type { MapCommand, SentMapPoint } from './map.commands';
import { mapDecider } from './map.decide';
import type { MapEvent } from './map.events';
import { mapAsOf } from './mapAsOf';
import type { MapView } from './mapView';
import { samePeriod, sentPeriods, storedPeriod } from './pointPeriod';

// A map point's period (when its place stands): sent with the point, kept when the point is sent
// without one, taken off with null or `{}`, and read as of a date.
const spec = deciderSpec(mapDecider);
const world = { worldId: 'w1', authorID: 'author', visibility: 'public' as const, members: [] };
const ids = { mapId: 'm1', worldId: 'w1' };
const now = '2026-06-01T00:00:00.000Z';
const paid: Permissions = { maps: '2027-01-01T00:00:00.000Z' };
const created: MapEvent = {
  type: 'MapCreated',
  data: { ...ids, authorId: 'author', title: 'The Known Lands', description: '', image: 'a.png', mediaId: 'media-a', createdOn: now },
};
const look = { icon: 'castle' as const, color: '#ff5444', name: 'Ashvale', description: 'A city on the river.' };
const standing: WorldPeriod = { from: { year: 1150 }, until: { year: 1320 } };
const point = (extra: Partial<SentMapPoint> = {}): SentMapPoint => ({ _id: 'city', x: 0.5, y: 0.5, ...look, ...extra });
const update = (points: SentMapPoint[]): MapCommand => ({
  type: 'UpdateMapPoints',
  actorId: 'author',
  world,
  permissions: paid,
  now,
  points,
  removedPointIds: [],
});
const cityAdded: MapEvent = { type: 'MapPointAdded', data: { ...ids, point: { _id: 'city', x: 0.5, y: 0.5, ...look, period: standing } } };
const edited = (extra: object): MapEvent => ({ type: 'MapPointEdited', data: { ...ids, pointId: 'city', look: { ...look, ...extra } } });

describe('dating map points', () => {
  it('a new point sent with a period stores it; one sent with null or {} stores none', () => {
    spec
      .given([created])
      .when(update([point({ period: standing })]))
      .then([cityAdded]);
    const undated: MapEvent = { type: 'MapPointAdded', data: { ...ids, point: { _id: 'city', x: 0.5, y: 0.5, ...look } } };
    spec
      .given([created])
      .when(update([point({ period: null })]))
      .then([undated]);
    spec
      .given([created])
      .when(update([point({ period: {} })]))
      .then([undated]);
  });

  it('a point sent without a period keeps it, so an edit of its name does not undate it', () => {
    spec
      .given([created, cityAdded])
      .when(update([point({ name: 'Ashford', revision: 1 })]))
      .then([edited({ name: 'Ashford', period: standing })]);
    spec
      .given([created, cityAdded])
      .when(update([point({ revision: 1 })]))
      .then([]);
    spec
      .given([created, cityAdded])
      .when(update([point({ period: { from: { year: 1150 }, until: { year: 1320 } } })]))
      .then([]);
  });

  it('changing or taking off the period alone is an edit, and the state follows it', () => {
    const later: WorldPeriod = { from: { year: 1150, month: 3 } };
    spec
      .given([created, cityAdded])
      .when(update([point({ period: later })]))
      .then([edited({ period: later })]);
    spec
      .given([created, cityAdded])
      .when(update([point({ period: null })]))
      .then([edited({})]);
    spec
      .given([created, cityAdded])
      .when(update([point({ period: {} })]))
      .then([edited({})]);
    expect(foldEvents(mapDecider, [created, cityAdded]).points.city.period).toEqual(standing);
    expect(foldEvents(mapDecider, [created, cityAdded, edited({ period: later })]).points.city.period).toEqual(later);
    expect(foldEvents(mapDecider, [created, cityAdded, edited({})]).points.city).not.toHaveProperty('period');
    const moved: MapEvent = { type: 'MapPointMoved', data: { ...ids, pointId: 'city', x: 0.1, y: 0.1 } };
    expect(foldEvents(mapDecider, [created, cityAdded, moved]).points.city.period).toEqual(standing);
  });

  it('a secret point keeps its mark when dated', () => {
    const secretCity: MapEvent = { type: 'MapPointAdded', data: { ...ids, point: { _id: 'city', x: 0.5, y: 0.5, ...look, secret: true } } };
    spec
      .given([created, secretCity])
      .when(update([point({ period: standing })]))
      .then([edited({ secret: true, period: standing })]);
  });

  it('the body takes a period, null or {}, and refuses a backwards one or a bad shape', () => {
    const body = (period: unknown) => UpdatePointsBody.safeParse({ mapID: 'm1', points: { city: { ...point(), period } } });
    expect(body(standing).success).toBe(true);
    expect(body(null).success).toBe(true);
    expect(body({}).success).toBe(true);
    expect(body(undefined).success).toBe(true);
    expect(body({ from: { year: 1320 }, until: { year: 1150 } }).error?.issues[0].message).toBe('A period cannot end before it starts.');
    expect(body('1150').success).toBe(false);
    expect(body({ from: { year: 1.5 } }).success).toBe(false);
  });
});

describe('period helpers', () => {
  it('stores no open period, compares by value and lists each sent period once', () => {
    expect(storedPeriod(null)).toBeUndefined();
    expect(storedPeriod({})).toBeUndefined();
    expect(storedPeriod(standing)).toBe(standing);
    expect(samePeriod(undefined, undefined)).toBe(true);
    expect(samePeriod(standing, { from: { year: 1150 }, until: { year: 1320 } })).toBe(true);
    expect(samePeriod(standing, { from: { year: 1150 } })).toBe(false);
    expect(samePeriod({ from: { year: 1150, month: 2 } }, { from: { year: 1150 } })).toBe(false);
    expect(sentPeriods([{ period: standing }, { period: null }, { period: {} }, {}])).toEqual([standing]);
  });
});

describe('a map as of a date', () => {
  const pointOf = (id: string, period?: WorldPeriod) => ({ ...point({ _id: id }), image: null, links: [], revision: 1, ...(period ? { period } : {}) });
  const map = {
    _id: 'm1',
    points: { city: pointOf('city', standing), hill: pointOf('hill'), ruin: pointOf('ruin', { from: { year: 1320, month: 6 } }) },
  } as unknown as MapView;
  const idsAsOf = (year: number, month?: number) => Object.keys(mapAsOf(map, { year, ...(month ? { month } : {}) }).points);

  it('leaves out the points whose period does not hold, and says the date', () => {
    expect(idsAsOf(1100)).toEqual(['hill']);
    expect(idsAsOf(1200)).toEqual(['city', 'hill']);
    expect(idsAsOf(1320, 7)).toEqual(['city', 'hill', 'ruin']);
    expect(idsAsOf(1400)).toEqual(['hill', 'ruin']);
    expect(mapAsOf(map, { year: 1200 }).asOf).toEqual({ year: 1200 });
  });
});
