import { expect } from 'vitest';

interface Answer {
  statusCode: number;
  body: string;
  json: <T>() => T;
}

// Each call is refused as bad input must be: a 4xx, never a 500, with a readable `{ error }`; and
// none of them reached Object.prototype (a `__proto__` body giving every object a title).
export const expectEachClearlyRefused = async (calls: ReadonlyArray<() => Promise<Answer>>) => {
  for (const call of calls) {
    const answer = await call();
    expect(answer.statusCode, answer.body).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode, answer.body).toBeLessThan(500);
    expect(typeof answer.json<{ error: unknown }>().error).toBe('string');
  }
  expect(({} as Record<string, unknown>).title).toBeUndefined();
};
