// The region-node grid of the generator (product.md §2, §9): a few nodes spread evenly over the map,
// each set by the user to water, land or mountains.
export type Region = 'water' | 'land' | 'mountains';
export type RegionGrid = readonly (readonly Region[])[];

export const REGION_WEIGHTS: Record<Region, number> = { water: 0.39, land: 0.57, mountains: 1 };
export const REGION_ORDER: readonly Region[] = ['water', 'land', 'mountains'];

// Sea around the edge, land inside with a mountain range: an island continent.
export const DEFAULT_REGIONS: RegionGrid = [
  ['water', 'water', 'land', 'water'],
  ['water', 'land', 'mountains', 'land'],
  ['land', 'mountains', 'land', 'water'],
  ['water', 'land', 'water', 'water'],
];

/** The next kind of a clicked node: water → land → mountains → water. */
export const nextRegion = (region: Region): Region => REGION_ORDER[(REGION_ORDER.indexOf(region) + 1) % REGION_ORDER.length];

export const withRegion = (grid: RegionGrid, row: number, column: number, region: Region): RegionGrid =>
  grid.map((cells, r) => (r === row ? cells.map((cell, c) => (c === column ? region : cell)) : cells));

const smooth = (t: number) => t * t * (3 - 2 * t);

// Where a position 0 to 1 falls between two of `count` nodes sitting at the centres of their
// cells: the nodes on either side and the smoothed share of the second.
function between(count: number, at: number): [number, number, number] {
  const position = Math.min(count - 1, Math.max(0, at * count - 0.5));
  const first = Math.floor(position);
  return [first, Math.min(count - 1, first + 1), smooth(position - first)];
}

/**
 * The region weight of every pixel of a size × size map, row by row: the nodes' weights blended
 * smoothly (smoothstep, bilinear), so coastlines follow the grid without showing its squares.
 */
export function regionWeights(grid: RegionGrid, size: number): Float32Array {
  const columns = grid[0].length;
  const weights = new Float32Array(size * size);
  const across = Array.from({ length: size }, (_, x) => between(columns, (x + 0.5) / size));
  const rowWeights = new Float64Array(columns);
  for (let y = 0; y < size; y++) {
    const [r0, r1, ty] = between(grid.length, (y + 0.5) / size);
    for (let c = 0; c < columns; c++) {
      const top = REGION_WEIGHTS[grid[r0][c]];
      rowWeights[c] = top + (REGION_WEIGHTS[grid[r1][c]] - top) * ty;
    }
    for (let x = 0; x < size; x++) {
      const [c0, c1, tx] = across[x];
      weights[y * size + x] = rowWeights[c0] + (rowWeights[c1] - rowWeights[c0]) * tx;
    }
  }
  return weights;
}
