import { describe, expect, it } from 'vitest';
import { familyTree, FAMILY_GENERATIONS, type Relative } from './familyTree';
import { inverseOf, type RelationType } from './relationTypes';

// A world's relations as `from type to`, answered from either end as the read model does.
const world = (edges: [string, RelationType, string][], hidden: string[] = []) => {
  const relativesOf = async (id: string): Promise<Relative[]> => [
    ...edges.filter(([from]) => from === id).map(([, type, to]) => ({ otherId: to, type })),
    ...edges.filter(([, , to]) => to === id).map(([from, type]) => ({ otherId: from, type: inverseOf(type) })),
  ];
  const titleOf = async (id: string) => (hidden.includes(id) ? null : id.toUpperCase());
  return { relativesOf, titleOf };
};

describe('family tree', () => {
  it('draws three generations from the middle one, with spouses, and leaves other relations out', async () => {
    const { relativesOf, titleOf } = world([
      ['gran', 'parent', 'ysolde'],
      ['ysolde', 'spouse', 'odo'],
      ['ysolde', 'parent', 'bran'],
      ['bran', 'child', 'odo'],
      ['ysolde', 'enemy', 'mordra'],
    ]);
    const tree = await familyTree('ysolde', relativesOf, titleOf);
    expect(tree.people.map((p) => p._id).sort()).toEqual(['bran', 'gran', 'odo', 'ysolde']);
    expect(tree.parents).toEqual(
      expect.arrayContaining([
        { parentID: 'gran', childID: 'ysolde' },
        { parentID: 'ysolde', childID: 'bran' },
        { parentID: 'odo', childID: 'bran' },
      ]),
    );
    expect(tree.parents).toHaveLength(3);
    expect(tree.spouses).toEqual([{ a: 'odo', b: 'ysolde' }]);
  });

  it(`reaches ${FAMILY_GENERATIONS} generations each way`, async () => {
    const line = ['g0', 'g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7', 'g8'];
    const { relativesOf, titleOf } = world(line.slice(1).map((id, i): [string, RelationType, string] => [line[i], 'parent', id]));
    const tree = await familyTree('g4', relativesOf, titleOf);
    expect(tree.people.map((p) => p._id).sort()).toEqual(['g1', 'g2', 'g3', 'g4', 'g5', 'g6', 'g7']);
  });

  it('a relative the viewer may not see is left out and not walked through', async () => {
    const { relativesOf, titleOf } = world(
      [
        ['gran', 'parent', 'ysolde'],
        ['ysolde', 'parent', 'bran'],
      ],
      ['ysolde'],
    );
    const tree = await familyTree('bran', relativesOf, titleOf);
    expect(tree).toEqual({ rootID: 'bran', people: [{ _id: 'bran', title: 'BRAN' }], parents: [], spouses: [] });
  });
});
