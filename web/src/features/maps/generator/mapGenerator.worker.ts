import { generateMap } from '@lorewright/domain/maps/generator/generateMap';
import type { FromMapWorker, ToMapWorker } from './mapGeneratorMessages';

// Runs the generator off the page's thread, posting progress every 1000 pixels and then the
// map's bytes. Stopping is terminating the worker: no message could reach this busy loop.
// `self` is typed as a window here (the app's DOM types); its postMessage(message, { transfer })
// is a worker's too.
const post = (message: FromMapWorker, transfer: Transferable[] = []) => self.postMessage(message, { transfer });

self.onmessage = ({ data }: MessageEvent<ToMapWorker>) => {
  try {
    const { size } = data.options;
    const pixels = new Uint8ClampedArray(size * size * 4);
    for (const progress of generateMap(data.options, pixels)) post({ type: 'progress', ...progress });
    post({ type: 'done', size, pixels: pixels.buffer }, [pixels.buffer]);
  } catch (error) {
    post({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  }
};
