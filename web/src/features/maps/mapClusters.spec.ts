import { MAP_ZOOM } from '@lorewright/domain/maps/mapLimits';
import { describe, expect, it } from 'vitest';
import { clusterIndex, type MapItem } from './mapClusters';
import { makePoint } from './testing/mapPageFixtures';

const picture = { width: 2000, height: 1000 };
const whole = { left: 0, top: 0, right: 1, bottom: 1 };
// 400 points in a 20 × 20 grid over a small square near the top left, and one far away.
const crowd = Array.from({ length: 400 }, (_, n) => makePoint({ _id: `c${n}`, x: 0.1 + (n % 20) * 0.001, y: 0.1 + Math.floor(n / 20) * 0.002 }));
const loner = makePoint({ _id: 'far', x: 0.9, y: 0.8 });
const counted = (items: MapItem[]) => items.reduce((sum, item) => sum + (item.kind === 'cluster' ? item.count : 1), 0);

describe('clusters of map markers', () => {
  const index = clusterIndex([...crowd, loner], picture);

  it('groups markers too close to tell apart, counting every point once', () => {
    const items = index.itemsIn(whole, MAP_ZOOM.start);
    expect(counted(items)).toBe(401);
    expect(items.filter((item) => item.kind === 'cluster').length).toBeLessThan(10);
    expect(items).toContainEqual({ kind: 'point', point: loner });
  });

  it('places a cluster among its points, in picture fractions', () => {
    const [cluster] = index.itemsIn({ left: 0, top: 0, right: 0.5, bottom: 0.5 }, MAP_ZOOM.start).filter((item) => item.kind === 'cluster');
    expect(cluster).toMatchObject({ kind: 'cluster' });
    if (cluster?.kind !== 'cluster') return;
    expect(cluster.x).toBeGreaterThanOrEqual(0.099);
    expect(cluster.x).toBeLessThanOrEqual(0.121);
    expect(cluster.y).toBeGreaterThanOrEqual(0.099);
    expect(cluster.y).toBeLessThanOrEqual(0.14);
  });

  it('gives only what lies in the box', () => {
    expect(index.itemsIn({ left: 0.5, top: 0.5, right: 1, bottom: 1 }, MAP_ZOOM.start)).toEqual([{ kind: 'point', point: loner }]);
  });

  it('lets every point stand alone at the largest zoom', () => {
    const items = index.itemsIn(whole, MAP_ZOOM.max);
    expect(items).toHaveLength(401);
    expect(items.every((item) => item.kind === 'point')).toBe(true);
  });

  it('zooms a cluster to where it splits, never past the largest zoom', () => {
    for (const item of index.itemsIn(whole, MAP_ZOOM.min)) {
      if (item.kind !== 'cluster') continue;
      const scale = index.expansionScale(item.id);
      expect(scale).toBeGreaterThan(MAP_ZOOM.min);
      expect(scale).toBeLessThanOrEqual(MAP_ZOOM.max);
    }
  });
});
