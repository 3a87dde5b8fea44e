import { describe, expect, it } from 'vitest';
import { runSteps, type Steps } from './steps';

function* sumOf(items: readonly number[]): Steps<number> {
  let sum = 0;
  for (const item of items) {
    sum += item;
    yield;
  }
  return sum;
}

describe('steps', () => {
  it('run whole, give the result', () => {
    expect(runSteps(sumOf([1, 2, 3]))).toBe(6);
  });

  it('raise what a step throws', () => {
    function* failing(): Steps<number> {
      yield;
      throw new Error('refused');
    }
    expect(() => runSteps(failing())).toThrow('refused');
  });
});
