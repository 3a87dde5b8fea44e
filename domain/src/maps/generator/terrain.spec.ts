import { describe, expect, it } from 'vitest';
import { nextRegion, REGION_WEIGHTS, regionWeights, withRegion } from './regionGrid';
import { colourAt, terrainAt } from './terrain';

describe('terrain bands', () => {
  it('runs ocean to 0.39, coast to 0.4, land to 0.57 and forest to 1', () => {
    expect([0, 0.39, 0.395, 0.4, 0.41, 0.57, 0.58, 1].map(terrainAt)).toEqual(['ocean', 'ocean', 'coast', 'coast', 'land', 'land', 'forest', 'forest']);
  });

  it('shades a band by height', () => {
    expect(colourAt(0.1)).not.toEqual(colourAt(0.35));
    expect(colourAt(0.6)).not.toEqual(colourAt(0.95));
  });
});

describe('the region grid', () => {
  it('weighs water 0.39, land 0.57 and mountains 1, cycling on a click', () => {
    expect(REGION_WEIGHTS).toEqual({ water: 0.39, land: 0.57, mountains: 1 });
    expect([nextRegion('water'), nextRegion('land'), nextRegion('mountains')]).toEqual(['land', 'mountains', 'water']);
  });

  it('takes a node’s weight around it and blends between nodes', () => {
    const grid = withRegion(
      [
        ['water', 'water'],
        ['water', 'water'],
      ],
      0,
      1,
      'mountains',
    );
    const weights = regionWeights(grid, 100);
    expect(weights[0]).toBeCloseTo(0.39);
    expect(weights[99]).toBeCloseTo(1);
    expect(weights[50 * 100 + 50]).toBeGreaterThan(0.39);
    expect(weights[50 * 100 + 50]).toBeLessThan(1);
  });
});
