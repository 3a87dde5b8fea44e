import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawMap } from '@lorewright/domain/maps/generator/generateMap';
import type { FromMapWorker, ToMapWorker } from './mapGeneratorMessages';
import { DEFAULT_REGIONS } from '@lorewright/domain/maps/generator/regionGrid';

// The worker's script run in the spec's global scope: `self` is the window, whose postMessage
// is watched.
describe('the map generator worker', () => {
  afterEach(() => vi.restoreAllMocks());

  const run = async (message: ToMapWorker) => {
    const posted: FromMapWorker[] = [];
    vi.spyOn(self, 'postMessage').mockImplementation((data: unknown) => posted.push(data as FromMapWorker));
    await import('./mapGenerator.worker');
    self.onmessage?.({ data: message } as MessageEvent);
    return posted;
  };

  it('posts progress every 1000 pixels, then the map’s bytes', async () => {
    const options = { size: 100, layers: 5, strength: 0.8, seed: 'worker', regions: DEFAULT_REGIONS } as const;
    const posted = await run({ type: 'generate', options });
    expect(posted.filter((message) => message.type === 'progress')).toHaveLength(10);
    const done = posted.at(-1);
    expect(done).toMatchObject({ type: 'done', size: 100 });
    expect(new Uint8ClampedArray((done as { pixels: ArrayBuffer }).pixels)).toEqual(drawMap(options));
  });

  it('reports options it cannot draw', async () => {
    const posted = await run({ type: 'generate', options: { size: 50, layers: 5, strength: 0.8, seed: 'x', regions: DEFAULT_REGIONS } });
    expect(posted).toEqual([{ type: 'failed', message: 'The size must be a whole number from 100 to 2000.' }]);
  });
});
