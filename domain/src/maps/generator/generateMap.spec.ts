import { describe, expect, it } from 'vitest';
import { drawMap, generateMap } from './generateMap';
import { type MapGeneratorOptions } from './mapGeneratorOptions';
import { DEFAULT_REGIONS, type RegionGrid } from './regionGrid';

const options = (changes: Partial<MapGeneratorOptions> = {}): MapGeneratorOptions => ({
  size: 100,
  layers: 5,
  strength: 0.8,
  seed: 'the known lands',
  regions: DEFAULT_REGIONS,
  ...changes,
});

const all = (region: 'water' | 'land' | 'mountains'): RegionGrid => [
  [region, region],
  [region, region],
];

describe('the map generator core', () => {
  it('draws the same bytes from the same seed', () => {
    expect(drawMap(options())).toEqual(drawMap(options()));
  });

  it('draws another map from another seed', () => {
    expect(drawMap(options({ seed: 'other lands' }))).not.toEqual(drawMap(options()));
  });

  it('draws every pixel opaque', () => {
    const pixels = drawMap(options());
    expect(pixels).toHaveLength(100 * 100 * 4);
    for (let alpha = 3; alpha < pixels.length; alpha += 4) expect(pixels[alpha]).toBe(255);
  });

  it('yields progress after every 1000 pixels, ending at 100%', () => {
    const steps = [...generateMap(options({ size: 150 }), new Uint8ClampedArray(150 * 150 * 4))];
    expect(steps).toHaveLength(Math.ceil(22_500 / 1000));
    expect(steps[0]).toEqual({ percent: 4, pixelsDrawn: 1000 });
    expect(steps.at(-1)).toEqual({ percent: 100, pixelsDrawn: 22_500 });
  });

  it('can be stopped between steps with the map half drawn', () => {
    const pixels = new Uint8ClampedArray(100 * 100 * 4);
    const steps = generateMap(options(), pixels);
    for (let step = 0; step < 5; step++) steps.next();
    expect(pixels[4999 * 4 + 3]).toBe(255);
    expect(pixels[5000 * 4 + 3]).toBe(0);
  });

  it('lets the region grid set the terrain: water nodes give sea, mountain nodes highlands', () => {
    const sea = drawMap(options({ regions: all('water'), strength: 0 }));
    const highlands = drawMap(options({ regions: all('mountains'), strength: 0 }));
    // Blue outweighs red at sea; in the highlands it does not.
    expect(sea[2]).toBeGreaterThan(sea[0]);
    expect(highlands[2]).toBeLessThanOrEqual(highlands[0]);
  });

  it('draws a plain layout without noise at strength 0 and a rougher one above', () => {
    const distinct = (pixels: Uint8ClampedArray) => new Set(Array.from({ length: pixels.length / 4 }, (_, i) => pixels[i * 4 + 1])).size;
    expect(distinct(drawMap(options({ regions: all('land'), strength: 0 })))).toBe(1);
    expect(distinct(drawMap(options({ regions: all('land'), strength: 1 })))).toBeGreaterThan(10);
  });

  it('refuses options out of bounds and a buffer of the wrong size', () => {
    expect(() => drawMap(options({ size: 99 }))).toThrow('The size must be a whole number from 100 to 2000.');
    expect(() => drawMap(options({ size: 2001 }))).toThrow(RangeError);
    expect(() => drawMap(options({ layers: 6 as 5 }))).toThrow('Detail must be 1 to 5.');
    expect(() => drawMap(options({ strength: 1.5 }))).toThrow('Strength must be from 0 to 1.');
    expect(() => drawMap(options({ regions: [['water'], []] }))).toThrow('The region grid must be a rectangle.');
    expect(() => generateMap(options(), new Uint8ClampedArray(4)).next()).toThrow('The pixel buffer must hold size × size RGBA pixels.');
  });
});
