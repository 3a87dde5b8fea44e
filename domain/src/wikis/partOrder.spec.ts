import { describe, expect, it } from 'vitest';
import { mergedOrder, movesTo } from './partOrder';

describe('the order after an edit', () => {
  it('keeps a part the edit did not send after its neighbour', () => expect(mergedOrder(['a', 'b', 'c'], ['c', 'a'])).toEqual(['c', 'a', 'b']));
  it('keeps a new part where the edit put it', () => expect(mergedOrder(['a', 'b', 'c'], ['a', 'n'])).toEqual(['a', 'n', 'b', 'c']));
  it('puts a part without neighbour first', () => expect(mergedOrder(['a', 'b'], ['b'])).toEqual(['a', 'b']));
  it('moves only what must move', () => expect(movesTo(['a', 'b', 'c'], ['b', 'a', 'c'])).toEqual([{ id: 'b', afterId: null }]));
});
