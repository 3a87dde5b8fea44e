import { describe, expect, it } from 'vitest';
import { createAfterAnswer } from './afterAnswer';

describe('work after the answer', () => {
  it('starts after the current turn and is awaited by idle', async () => {
    const afterAnswer = createAfterAnswer();
    const order: string[] = [];
    afterAnswer.run(
      async () => order.push('work'),
      () => order.push('error'),
    );
    order.push('answer');
    await afterAnswer.idle();
    expect(order).toEqual(['answer', 'work']);
  });

  it('hands a failure to its handler and keeps going', async () => {
    const afterAnswer = createAfterAnswer();
    const errors: unknown[] = [];
    afterAnswer.run(
      () => Promise.reject(new Error('boom')),
      (error) => errors.push(error),
    );
    afterAnswer.run(
      async () => undefined,
      (error) => errors.push(error),
    );
    await afterAnswer.idle();
    expect(errors).toHaveLength(1);
    expect((errors[0] as Error).message).toBe('boom');
  });
});
