import type { MapProgress } from '@lorewright/domain/maps/generator/generateMap';
import type { MapGeneratorOptions } from '@lorewright/domain/maps/generator/mapGeneratorOptions';

// What the page and the generator's worker say to each other.
export type ToMapWorker = { type: 'generate'; options: MapGeneratorOptions };

export type FromMapWorker =
  | ({ type: 'progress' } & MapProgress)
  // The RGBA bytes of the whole map, transferred rather than copied.
  | { type: 'done'; size: number; pixels: ArrayBuffer }
  | { type: 'failed'; message: string };
