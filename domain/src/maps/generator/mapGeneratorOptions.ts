import type { RegionGrid } from './regionGrid';

// The generator's constants and inputs (product.md §5, §8, §9).
export const MAP_SIZE_MIN = 100;
export const MAP_SIZE_MAX = 2000;
export const MAP_SIZE_DEFAULT = 800;
export const LAYERS_MIN = 1;
export const LAYERS_MAX = 5;
export const LAYERS_DEFAULT = 5;
export const STRENGTH_DEFAULT = 0.8;
export const STRENGTH_STEP = 0.01;
// Progress is reported (and the worker may be stopped) after every this many pixels.
export const PROGRESS_EVERY = 1000;

export type LayerCount = 1 | 2 | 3 | 4 | 5;

// How much each octave of noise counts, coarsest first; each row sums to 1.
export const LAYER_WEIGHTS: Record<LayerCount, readonly number[]> = {
  5: [0.5, 0.3, 0.13, 0.05, 0.02],
  4: [0.5, 0.32, 0.15, 0.03],
  3: [0.55, 0.35, 0.1],
  2: [0.75, 0.25],
  1: [1],
};

export interface MapGeneratorOptions {
  // Width and height: the generated map is always square.
  size: number;
  layers: LayerCount;
  // 0 to 1: how strongly the noise roughens the layout the region grid sets.
  strength: number;
  seed: string;
  regions: RegionGrid;
}

/** An integer size within 100 to 2000 (product.md §8); anything else is clamped, NaN gives the default. */
export function clampMapSize(value: number): number {
  if (!Number.isFinite(value)) return MAP_SIZE_DEFAULT;
  return Math.min(MAP_SIZE_MAX, Math.max(MAP_SIZE_MIN, Math.round(value)));
}

export const clampLayers = (value: number): LayerCount =>
  (Number.isFinite(value) ? Math.min(LAYERS_MAX, Math.max(LAYERS_MIN, Math.round(value))) : LAYERS_DEFAULT) as LayerCount;

/** 0 to 1 in steps of 0.01. */
export function clampStrength(value: number): number {
  if (!Number.isFinite(value)) return STRENGTH_DEFAULT;
  return Math.round(Math.min(1, Math.max(0, value)) / STRENGTH_STEP) * STRENGTH_STEP;
}

/** Why the options cannot be drawn, or null; the core refuses rather than guessing. */
export function invalidOption({ size, layers, strength, regions }: MapGeneratorOptions): string | null {
  if (!Number.isInteger(size) || size < MAP_SIZE_MIN || size > MAP_SIZE_MAX) return `The size must be a whole number from ${MAP_SIZE_MIN} to ${MAP_SIZE_MAX}.`;
  if (!(layers in LAYER_WEIGHTS)) return `Detail must be ${LAYERS_MIN} to ${LAYERS_MAX}.`;
  if (!(strength >= 0 && strength <= 1)) return 'Strength must be from 0 to 1.';
  if (regions.length === 0 || regions.some((row) => row.length !== regions[0].length || row.length === 0)) return 'The region grid must be a rectangle.';
  return null;
}
