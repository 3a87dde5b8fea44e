import { expect } from 'vitest';

// A refused call stores nothing: what `read` shows (an element, the author's media library, the
// world's list) is after `calls` what it was before them.
export const expectSameAfter = async (read: () => Promise<unknown>, calls: () => Promise<void>) => {
  const before = await read();
  await calls();
  expect(await read()).toEqual(before);
};
