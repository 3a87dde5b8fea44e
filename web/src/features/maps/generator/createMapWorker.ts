// The generator's worker, bundled by Vite; a function of its own so specs can stand in for it.
export const createMapWorker = (): Worker => new Worker(new URL('./mapGenerator.worker.ts', import.meta.url), { type: 'module' });
