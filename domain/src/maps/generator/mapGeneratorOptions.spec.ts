import { describe, expect, it } from 'vitest';
import { clampLayers, clampMapSize, clampStrength, LAYER_WEIGHTS, type LayerCount } from './mapGeneratorOptions';

describe('the generator options', () => {
  it('weighs the layers as the table of product.md does, each row summing to 1', () => {
    expect(LAYER_WEIGHTS).toEqual({
      5: [0.5, 0.3, 0.13, 0.05, 0.02],
      4: [0.5, 0.32, 0.15, 0.03],
      3: [0.55, 0.35, 0.1],
      2: [0.75, 0.25],
      1: [1],
    });
    for (const layers of [1, 2, 3, 4, 5] as LayerCount[]) {
      expect(LAYER_WEIGHTS[layers]).toHaveLength(layers);
      expect(LAYER_WEIGHTS[layers].reduce((sum, weight) => sum + weight, 0)).toBeCloseTo(1, 10);
    }
  });

  it('clamps the size to whole numbers from 100 to 2000', () => {
    expect(clampMapSize(50)).toBe(100);
    expect(clampMapSize(2500)).toBe(2000);
    expect(clampMapSize(640.6)).toBe(641);
    expect(clampMapSize(Number.NaN)).toBe(800);
  });

  it('clamps detail to 1 to 5 and strength to 0 to 1 in steps of 0.01', () => {
    expect([clampLayers(0), clampLayers(3), clampLayers(9)]).toEqual([1, 3, 5]);
    expect([clampStrength(-1), clampStrength(0.456), clampStrength(3)]).toEqual([0, 0.46, 1]);
  });
});
