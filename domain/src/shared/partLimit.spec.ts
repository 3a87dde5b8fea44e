import { describe, expect, it } from 'vitest';
import { passesPartLimit } from './partLimit';

describe('the limit on an element’s parts', () => {
  const three = { a: 1, b: 2, c: 3 };
  it('is passed only by growing past it', () => {
    expect(passesPartLimit(three, 1, 4)).toBe(false);
    expect(passesPartLimit(three, 2, 4)).toBe(true);
  });
  it('is never passed by edits, moves and deletions, even of a record already over it', () => {
    expect(passesPartLimit(three, 0, 2)).toBe(false);
    expect(passesPartLimit(three, -1, 1)).toBe(false);
  });
});
