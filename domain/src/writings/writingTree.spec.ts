import { describe, expect, it } from 'vitest';
import { descendantsDeepestFirst } from './writingTree';

describe('the writings under a folder', () => {
  const tree = [
    { _id: 'root', parentID: null },
    { _id: 'a', parentID: 'root' },
    { _id: 'b', parentID: 'root' },
    { _id: 'a1', parentID: 'a' },
    { _id: 'a1x', parentID: 'a1' },
    { _id: 'other', parentID: null },
    { _id: 'orphan', parentID: 'gone' },
  ];

  it('lists every level below it, deepest first', () => {
    expect(descendantsDeepestFirst(tree, 'root')).toEqual(['a1x', 'a1', 'a', 'b']);
    expect(descendantsDeepestFirst(tree, 'a1x')).toEqual([]);
  });

  it('never loops on a cycle', () => {
    expect(
      descendantsDeepestFirst(
        [
          { _id: 'x', parentID: 'y' },
          { _id: 'y', parentID: 'x' },
        ],
        'x',
      ),
    ).toEqual(['y']);
  });
});
