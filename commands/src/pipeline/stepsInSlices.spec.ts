import type { Steps } from '@lorewright/domain/shared/steps';
import { describe, expect, it } from 'vitest';
import { runStepsInSlices } from './stepsInSlices';

function* sumOf(items: readonly number[], work: () => void): Steps<number> {
  let sum = 0;
  for (const item of items) {
    work();
    sum += item;
    yield;
  }
  return sum;
}

const busyFor = (ms: number) => () => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

describe('steps run in slices', () => {
  it('give the same result, with a turn once a slice has lasted its time', async () => {
    let turns = 0;
    const items = Array.from({ length: 1_000 }, (_, n) => n);
    const sum = await runStepsInSlices(sumOf(items, busyFor(0.05)), 5, async () => {
      turns++;
    });
    expect(sum).toBe(499_500);
    // ~50 ms of steps in slices of 5 ms, the clock read every 64 steps (~3 ms).
    expect(turns).toBeGreaterThanOrEqual(4);
    expect(turns).toBeLessThan(30);
  });

  it('take no turn for a short list', async () => {
    let turns = 0;
    const sum = await runStepsInSlices(
      sumOf([1, 2, 3], () => {}),
      5,
      async () => {
        turns++;
      },
    );
    expect(sum).toBe(6);
    expect(turns).toBe(0);
  });
});
