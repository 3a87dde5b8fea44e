import { describe, expect, it } from 'vitest';
import { AsyncMutex } from './asyncMutex';

const pause = () => new Promise((resolve) => setTimeout(resolve, 1));

describe.each([true, false])('AsyncMutex (detectNesting %s)', (detectNesting) => {
  it('runs units one at a time, in call order', async () => {
    const mutex = new AsyncMutex('test', { detectNesting });
    const steps: string[] = [];
    const unit = (name: string) => async () => {
      steps.push(`${name} starts`);
      await pause();
      steps.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([mutex.run(unit('a')), mutex.run(unit('b')), mutex.run(unit('c'))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(steps).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('goes on after a unit fails', async () => {
    const mutex = new AsyncMutex('test', { detectNesting });
    const failed = mutex.run(async () => {
      throw new Error('boom');
    });
    await expect(failed).rejects.toThrow('boom');
    await expect(mutex.run(async () => 'next')).resolves.toBe('next');
  });
});

describe('AsyncMutex nesting', () => {
  it('refuses a unit started inside a running one when it detects nesting', async () => {
    const mutex = new AsyncMutex('Read store x');
    const outer = mutex.run(async () => {
      await pause();
      return mutex.run(async () => 'inner');
    });
    await expect(outer).rejects.toThrow('Read store x: nested call inside a running unit of work would deadlock');
  });

  it('lets a timer the unit started queue normally once the unit has ended', async () => {
    const mutex = new AsyncMutex('test');
    let later: Promise<string> | undefined;
    await mutex.run(async () => {
      later = new Promise((resolve, reject) => {
        setTimeout(() => void mutex.run(async () => 'later').then(resolve, reject), 5);
      });
    });
    await expect(later).resolves.toBe('later');
  });
});
