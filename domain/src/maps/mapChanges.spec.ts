import { describe, expect, it } from 'vitest';
import { applyMapChanges, knownMapRevisionOf } from './mapChanges';
import type { MapPoint, MapView } from './mapView';

const point = (_id: string, revision: number, name = _id) => ({ _id, name, revision }) as unknown as MapPoint;
const map = (points: MapPoint[], title = 'Lands') => ({ _id: 'm', title, points: Object.fromEntries(points.map((p) => [p._id, p])) }) as unknown as MapView;

describe('map changes', () => {
  it('knows the newest revision of any point, 0 for none', () => {
    expect(knownMapRevisionOf(map([]))).toBe(0);
    expect(knownMapRevisionOf(map([point('a', 4), point('b', 9), point('c', 2)]))).toBe(9);
  });

  it('drops deleted points, takes written ones and the map as it is now', () => {
    const copy = map([point('a', 1), point('b', 2), point('c', 3)]);
    const next = applyMapChanges(copy, {
      revision: 5,
      map: map([], 'Renamed'),
      points: { b: point('b', 4, 'moved'), d: point('d', 5) },
      removedPointIDs: ['c', 'gone'],
    });
    expect(next.title).toBe('Renamed');
    expect(next.points).toEqual({ a: point('a', 1), b: point('b', 4, 'moved'), d: point('d', 5) });
  });
});
