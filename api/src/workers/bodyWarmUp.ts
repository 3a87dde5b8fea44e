import type { PooledBodyName } from './pooledBodies';

// Bodies shaped like the large saves each pooled schema checks, for a kept thread to check while
// it waits: V8 compiles a schema's checks once they have run many times, and the first large save
// checked by cold code took 140 ms where a warmed thread takes 55.
const ITEMS = 500;
const ROUNDS = 8;

const item = (n: number) => `Sample ${n}`;

export const WARM_UP_SAMPLES: Record<PooledBodyName, () => unknown> = {
  UpdateNodesBody: () => ({
    timelineID: 'warm-up',
    lineID: 'l0',
    nodes: Array.from({ length: ITEMS }, (_, n) => ({
      _id: `n${n}`,
      title: item(n),
      subtitle: `What happened, number ${n}.`,
      type: n % 5 === 0 ? 'range' : 'point',
      year: n - 250,
      month: 'January',
      day: (n % 28) + 1,
      end: n % 5 === 0 ? { year: n - 240, month: 'March', day: 1 } : null,
      parent: null,
    })),
  }),
  UpdatePointsBody: () => ({
    mapID: 'warm-up',
    points: Object.fromEntries(
      Array.from({ length: ITEMS }, (_, n) => [
        `p${n}`,
        { _id: `p${n}`, x: (n % 100) / 100, y: (n % 37) / 37, icon: 'pin', color: '#60e0be', name: item(n), description: `A place, number ${n}.` },
      ]),
    ),
  }),
  UpdateStemsBody: () => ({
    languageID: 'warm-up',
    stems: Array.from({ length: ITEMS }, (_, n) => ({ word: `word${n}`, meaning: `The meaning of word ${n}.`, type: 'noun' })),
  }),
};

// Checks each sample ROUNDS times through `check` (bodyWarmUp.spec.ts keeps them accepted).
export const warmBodyChecks = (check: (name: PooledBodyName, body: unknown) => unknown) => {
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, sample] of Object.entries(WARM_UP_SAMPLES) as [PooledBodyName, () => unknown][]) {
      check(name, sample());
    }
  }
};
