import { describe, expect, it } from 'vitest';
import { createStreamQueue } from './streamQueue';

describe('the per-stream queue', () => {
  it('runs work on one stream one at a time, in call order, and other streams beside it', async () => {
    const queue = createStreamQueue();
    const log: string[] = [];
    const step = (name: string, ms: number) => async () => {
      log.push(`${name} start`);
      await new Promise((resolve) => setTimeout(resolve, ms));
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([queue('a', step('a1', 20)), queue('a', step('a2', 1)), queue('b', step('b1', 1))]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    expect(log.indexOf('a1 end')).toBeLessThan(log.indexOf('a2 start'));
    expect(log.indexOf('b1 end')).toBeLessThan(log.indexOf('a1 end'));
  });

  it('a failure does not stop the work queued after it', async () => {
    const queue = createStreamQueue();
    const failed = queue('a', () => Promise.reject(new Error('no')));
    await expect(failed).rejects.toThrow('no');
    await expect(queue('a', () => Promise.resolve(1))).resolves.toBe(1);
  });
});
