import type { FamilyTreeView } from '@lorewright/domain/relations/relationView';
import { describe, expect, it } from 'vitest';
import { layOutFamily, NODE_HEIGHT, NODE_WIDTH, relativeToward } from './familyLayout';

const people = (...ids: string[]) => ids.map((_id) => ({ _id, title: _id }));
// Gran is Ysolde's mother; Ysolde and Odo are married with two children; Odo's brother Abe.
const threeGenerations: FamilyTreeView = {
  rootID: 'ysolde',
  people: people('gran', 'ysolde', 'odo', 'bran', 'cora'),
  parents: [
    { parentID: 'gran', childID: 'ysolde' },
    { parentID: 'ysolde', childID: 'bran' },
    { parentID: 'odo', childID: 'bran' },
    { parentID: 'ysolde', childID: 'cora' },
    { parentID: 'odo', childID: 'cora' },
  ],
  spouses: [{ a: 'odo', b: 'ysolde' }],
};

const at = (layout: ReturnType<typeof layOutFamily>, id: string) => layout.people.find((p) => p._id === id)!;

describe('family layout', () => {
  it('draws three generations as a tree: one row each, parents above their children, no boxes overlapping', () => {
    const layout = layOutFamily(threeGenerations);
    expect(Object.fromEntries(layout.people.map((p) => [p._id, p.generation]))).toEqual({ gran: 0, ysolde: 1, odo: 1, bran: 2, cora: 2 });
    for (const { parentID, childID } of threeGenerations.parents) expect(at(layout, parentID).y).toBeLessThan(at(layout, childID).y);
    for (const a of layout.people)
      for (const b of layout.people)
        if (a !== b) expect(Math.abs(a.x - b.x) >= NODE_WIDTH || Math.abs(a.y - b.y) >= NODE_HEIGHT, `${a._id} / ${b._id}`).toBe(true);
    // One marriage line; the children hang from its middle, Gran's daughter from Gran.
    expect(layout.lines.filter((line) => line.kind === 'marriage')).toHaveLength(1);
    const [ysolde, odo] = [at(layout, 'ysolde'), at(layout, 'odo')];
    const fromCouple = layout.lines.find((line) => line.key.startsWith('descent:couple'))!;
    expect(fromCouple.d.startsWith(`M${(ysolde.x + odo.x) / 2},${ysolde.y}V`)).toBe(true);
    expect(layout.lines.find((line) => line.key === 'descent:gran')!.d).toContain(`V${ysolde.y - NODE_HEIGHT / 2}`);
    for (const p of layout.people) expect(p.x + NODE_WIDTH / 2).toBeLessThanOrEqual(layout.width);
  });

  it('keeps generations in rows when a child has one parent only', () => {
    const layout = layOutFamily({
      rootID: 'a',
      people: people('a', 'b', 'c', 'd'),
      parents: [
        { parentID: 'a', childID: 'b' },
        { parentID: 'c', childID: 'd' },
        { parentID: 'b', childID: 'd' },
      ],
      spouses: [{ a: 'b', b: 'c' }],
    });
    expect(at(layout, 'b').generation).toBe(at(layout, 'c').generation);
    expect(at(layout, 'd').generation).toBe(at(layout, 'b').generation + 1);
  });

  it('arrow keys move to the nearest relative above, below and beside', () => {
    const layout = layOutFamily(threeGenerations);
    const from = (id: string, key: string) => relativeToward(layout.people, at(layout, id), key)?._id;
    expect(from('ysolde', 'ArrowUp')).toBe('gran');
    expect(['bran', 'cora']).toContain(from('ysolde', 'ArrowDown'));
    expect(from('gran', 'ArrowUp')).toBeUndefined();
    const [left, right] = ['ysolde', 'odo'].sort((a, b) => at(layout, a).x - at(layout, b).x);
    expect(from(left, 'ArrowRight')).toBe(right);
    expect(from(right, 'ArrowLeft')).toBe(left);
  });
});
