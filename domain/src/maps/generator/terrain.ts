// Terrain bands by height (product.md §9: ocean up to 0.39, coast up to 0.4, land up to 0.57, forest
// up to 1) and their colours, shaded by height within each band.
export type Terrain = 'ocean' | 'coast' | 'land' | 'forest';

export const TERRAIN_BANDS: readonly { terrain: Terrain; upTo: number; low: RGB; high: RGB }[] = [
  { terrain: 'ocean', upTo: 0.39, low: [22, 46, 86], high: [52, 112, 160] },
  { terrain: 'coast', upTo: 0.4, low: [222, 204, 150], high: [208, 190, 136] },
  { terrain: 'land', upTo: 0.57, low: [128, 176, 96], high: [96, 150, 78] },
  { terrain: 'forest', upTo: 1, low: [58, 112, 62], high: [150, 146, 138] },
];

export type RGB = readonly [number, number, number];

const bandIndex = (height: number) => {
  const index = TERRAIN_BANDS.findIndex((band) => height <= band.upTo);
  return index === -1 ? TERRAIN_BANDS.length - 1 : index;
};

export const terrainAt = (height: number): Terrain => TERRAIN_BANDS[bandIndex(height)].terrain;

/** The colour of a height 0 to 1: its band's colours blended by where it lies in the band. */
export function colourAt(height: number): RGB {
  const index = bandIndex(height);
  const { low, high, upTo } = TERRAIN_BANDS[index];
  const from = index === 0 ? 0 : TERRAIN_BANDS[index - 1].upTo;
  const t = Math.min(1, Math.max(0, (height - from) / (upTo - from)));
  return [0, 1, 2].map((i) => Math.round(low[i] + (high[i] - low[i]) * t)) as unknown as RGB;
}

// The colours of 4096 evenly spaced heights, so drawing a pixel is one table look-up.
export const PALETTE_STEPS = 4096;

export function buildPalette(): Uint8ClampedArray {
  const palette = new Uint8ClampedArray(PALETTE_STEPS * 3);
  for (let i = 0; i < PALETTE_STEPS; i++) palette.set(colourAt(i / (PALETTE_STEPS - 1)), i * 3);
  return palette;
}
