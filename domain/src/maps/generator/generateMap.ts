import Alea from 'alea';
import { createNoise2D } from 'simplex-noise';
import { invalidOption, LAYER_WEIGHTS, PROGRESS_EVERY, type MapGeneratorOptions } from './mapGeneratorOptions';
import { regionWeights } from './regionGrid';
import { buildPalette, PALETTE_STEPS } from './terrain';

// The map generator's core: plain TypeScript with no DOM, so it runs in a Web Worker, in Node
// (benchmark, demo picture) and in specs alike.

export interface MapProgress {
  percent: number;
  pixelsDrawn: number;
}

// Features scale with the map: the coarsest layer spans the map about this many times, each
// further layer twice as often as the one before.
const BASE_FREQUENCY = 3;
// Noise moves the height by up to this share of the region weight at strength 1.
const ROUGHNESS = 0.6;
// Below the region weight, so that a water node stays mostly sea and a land node mostly land.
const BASELINE = 0.8;

/**
 * A function drawing pixels `from` to `to` (row-major) of the map into `pixels` (RGBA).
 *
 * Height = regionWeight × (0.8 + strength × 0.6 × noise), noise in -1..1 being the layers summed
 * with the product's weights: the region grid sets how high the land tends to be (water 0.39 keeps a
 * node at or below the ocean band, land 0.57 inside the land band, mountains 1 in the forest and
 * highlands), and strength says how far the noise may push it across the bands.
 */
function mapPainter({ size, layers, strength, seed, regions }: MapGeneratorOptions, pixels: Uint8ClampedArray) {
  const random = Alea(seed);
  const noise = createNoise2D(random);
  const weights = LAYER_WEIGHTS[layers];
  // Each layer reads its own far-apart window of the one noise field, so layers do not align.
  const offsets = weights.map(() => [random() * 1000, random() * 1000] as const);
  const regionWeight = regionWeights(regions, size);
  const palette = buildPalette();
  const amplitude = strength * ROUGHNESS;
  return (from: number, to: number) => {
    for (let pixel = from; pixel < to; pixel++) {
      const u = (pixel % size) / size;
      const v = Math.floor(pixel / size) / size;
      let sum = 0;
      let frequency = BASE_FREQUENCY;
      for (let layer = 0; layer < weights.length; layer++) {
        sum += weights[layer] * noise(u * frequency + offsets[layer][0], v * frequency + offsets[layer][1]);
        frequency *= 2;
      }
      const height = Math.min(1, Math.max(0, regionWeight[pixel] * (BASELINE + amplitude * sum)));
      const colour = Math.round(height * (PALETTE_STEPS - 1)) * 3;
      const at = pixel * 4;
      pixels[at] = palette[colour];
      pixels[at + 1] = palette[colour + 1];
      pixels[at + 2] = palette[colour + 2];
      pixels[at + 3] = 255;
    }
  };
}

/**
 * Draws the map into `pixels` (RGBA, size × size × 4), yielding progress after every 1000 pixels
 * so a worker can report it and be stopped between steps. Same options, same bytes.
 */
export function* generateMap(options: MapGeneratorOptions, pixels: Uint8ClampedArray): Generator<MapProgress, Uint8ClampedArray> {
  const problem = invalidOption(options);
  if (problem) throw new RangeError(problem);
  const total = options.size * options.size;
  if (pixels.length !== total * 4) throw new RangeError('The pixel buffer must hold size × size RGBA pixels.');
  const paint = mapPainter(options, pixels);
  for (let drawn = 0; drawn < total;) {
    const next = Math.min(total, drawn + PROGRESS_EVERY);
    paint(drawn, next);
    drawn = next;
    yield { percent: Math.floor((drawn / total) * 100), pixelsDrawn: drawn };
  }
  return pixels;
}

/** Runs the generator to the end: the RGBA bytes of the whole map. */
export function drawMap(options: MapGeneratorOptions): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(options.size * options.size * 4);
  const steps = generateMap(options, pixels);
  while (!steps.next().done);
  return pixels;
}
