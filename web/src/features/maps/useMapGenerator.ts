import { useCallback, useEffect, useRef, useState } from 'react';
import { createMapWorker } from './generator/createMapWorker';
import type { MapProgress } from '@lorewright/domain/maps/generator/generateMap';
import type { FromMapWorker, ToMapWorker } from './generator/mapGeneratorMessages';
import type { MapGeneratorOptions } from '@lorewright/domain/maps/generator/mapGeneratorOptions';

// Map generation (product.md §5): idle, loading with progress, then the image created. Stop aborts.
export type MapGeneration =
  | { status: 'idle' }
  | { status: 'loading'; progress: MapProgress }
  // The RGBA bytes of the size × size map.
  | { status: 'created'; size: number; pixels: Uint8ClampedArray }
  | { status: 'failed'; message: string };

export function useMapGenerator() {
  const [generation, setGeneration] = useState<MapGeneration>({ status: 'idle' });
  const worker = useRef<Worker | null>(null);

  const end = useCallback(() => {
    worker.current?.terminate();
    worker.current = null;
  }, []);

  const generate = useCallback(
    (options: MapGeneratorOptions) => {
      end();
      const running = createMapWorker();
      worker.current = running;
      setGeneration({ status: 'loading', progress: { percent: 0, pixelsDrawn: 0 } });
      running.onmessage = ({ data }: MessageEvent<FromMapWorker>) => {
        if (worker.current !== running) return;
        if (data.type === 'progress') setGeneration({ status: 'loading', progress: data });
        else {
          end();
          setGeneration(
            data.type === 'done'
              ? { status: 'created', size: data.size, pixels: new Uint8ClampedArray(data.pixels) }
              : { status: 'failed', message: data.message },
          );
        }
      };
      running.onerror = () => {
        end();
        setGeneration({ status: 'failed', message: 'The map could not be generated.' });
      };
      running.postMessage({ type: 'generate', options } satisfies ToMapWorker);
    },
    [end],
  );

  const stop = useCallback(() => {
    end();
    setGeneration({ status: 'idle' });
  }, [end]);

  // Leaving the page stops a generation under way.
  useEffect(() => end, [end]);

  return { generation, generate, stop };
}
