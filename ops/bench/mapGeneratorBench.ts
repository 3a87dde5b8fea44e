import { drawMap } from '@lorewright/domain/maps/generator/generateMap';
import { LAYERS_MAX, MAP_SIZE_DEFAULT } from '@lorewright/domain/maps/generator/mapGeneratorOptions';
import { DEFAULT_REGIONS } from '@lorewright/domain/maps/generator/regionGrid';

// The map generator's core (web/src/features/maps/generator) drawing the default map, 800 × 800
// with 5 layers, in Node: the work one generation does in the browser's worker. Target < 500 ms.
export const MAP_GENERATOR_TARGET_MS = 500;
const RUNS = Number(process.env.BENCH_MAP_RUNS ?? 15);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

export async function mapGeneratorBench(): Promise<void> {
  const samples: number[] = [];
  // The first run warms the JIT up and is not counted; every run uses its own seed.
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    drawMap({ size: MAP_SIZE_DEFAULT, layers: LAYERS_MAX, strength: 0.8, seed: `bench ${run}`, regions: DEFAULT_REGIONS });
    if (run > 0) samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const median = percentile(samples, 50);
  const p99 = percentile(samples, 99);
  const ok = p99 < MAP_GENERATOR_TARGET_MS;
  console.log(
    `map generator ${MAP_SIZE_DEFAULT}×${MAP_SIZE_DEFAULT}, ${LAYERS_MAX} layers, ${RUNS} runs: median ${median.toFixed(1)} ms, p99 ${p99.toFixed(1)} ms (target < ${MAP_GENERATOR_TARGET_MS} ms: ${ok ? 'yes' : 'NO'})`,
  );
}
