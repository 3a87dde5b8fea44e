import type { Steps } from '@lorewright/domain/shared/steps';

// Runs `steps`, taking `nextTurn` once a slice has lasted `sliceMs`. The clock is read every
// CHECK_EVERY steps: a step is one item of a list, a few microseconds.
const CHECK_EVERY = 64;

export const runStepsInSlices = async <T>(steps: Steps<T>, sliceMs: number, nextTurn: () => Promise<void>): Promise<T> => {
  let sliceStarted = performance.now();
  for (let taken = 1; ; taken++) {
    const step = steps.next();
    if (step.done) return step.value;
    if (taken % CHECK_EVERY !== 0 || performance.now() - sliceStarted < sliceMs) continue;
    await nextTurn();
    sliceStarted = performance.now();
  }
};
