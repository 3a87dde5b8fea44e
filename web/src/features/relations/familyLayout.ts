import { Graph, layout, type EdgeLabel, type GraphLabel, type NodeLabel } from '@dagrejs/dagre';
import type { FamilyTreeView } from '@lorewright/domain/relations/relationView';

export const NODE_WIDTH = 150;
export const NODE_HEIGHT = 44;
const MARGIN = 16;

export interface PlacedPerson {
  _id: string;
  title: string;
  // Centre of the box.
  x: number;
  y: number;
  // Rows from the top: parents are one row above their children.
  generation: number;
}

export interface FamilyLayout {
  width: number;
  height: number;
  people: PlacedPerson[];
  // SVG paths: a marriage joins spouses side by side; a descent runs from a couple's marriage
  // line (or a lone parent) down to a bar over the children and down to each of them.
  lines: { key: string; d: string; kind: 'descent' | 'marriage' }[];
}

const coupleId = (a: string, b: string) => `couple:${a}|${b}`;

/**
 * Lays a family out top to bottom with dagre. A couple is a small invisible node one rank under
 * both spouses, and their children hang from it; a child of one parent hangs from that parent
 * two ranks down, so every generation keeps to its own row (ranks 0, 2, 4…).
 */
export const layOutFamily = (tree: FamilyTreeView): FamilyLayout => {
  const graph = new Graph<GraphLabel, NodeLabel, EdgeLabel>({ multigraph: false });
  graph.setGraph({ rankdir: 'TB', nodesep: 28, ranksep: 22, marginx: MARGIN, marginy: MARGIN });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const person of tree.people) graph.setNode(person._id, { width: NODE_WIDTH, height: NODE_HEIGHT });

  const parentsOf = new Map<string, string[]>();
  for (const { parentID, childID } of tree.parents) parentsOf.set(childID, [...(parentsOf.get(childID) ?? []), parentID]);
  const couples = new Set<string>();
  for (const { a, b } of tree.spouses) {
    const id = coupleId(a, b);
    couples.add(id);
    graph.setNode(id, { width: 1, height: 1 });
    graph.setEdge(a, id, { minlen: 1, weight: 4 });
    graph.setEdge(b, id, { minlen: 1, weight: 4 });
  }
  for (const [childID, parents] of parentsOf) {
    // Hung from the couple both parents make, if they are one; else from each parent.
    const couple = parents.length >= 2 ? [coupleId(parents[0], parents[1]), coupleId(parents[1], parents[0])].find((id) => couples.has(id)) : undefined;
    if (couple) graph.setEdge(couple, childID, { minlen: 1, weight: 2 });
    else for (const parentID of parents) graph.setEdge(parentID, childID, { minlen: 2, weight: 1 });
  }
  layout(graph);

  // dagre has placed every node once layout() returns.
  const centre = (id: string) => ({ x: graph.node(id).x!, y: graph.node(id).y! });
  const rows = [...new Set(tree.people.map((person) => centre(person._id).y))].sort((a, b) => a - b);
  const people = tree.people.map(({ _id, title }) => {
    const { x, y } = centre(_id);
    return { _id, title, x, y, generation: rows.indexOf(y) };
  });
  const placed = new Map(people.map((person) => [person._id, person]));
  const lines: FamilyLayout['lines'] = [];
  for (const { a, b } of tree.spouses) {
    const [left, right] = [placed.get(a)!, placed.get(b)!].sort((p, q) => p.x - q.x);
    lines.push({ key: coupleId(a, b), kind: 'marriage', d: `M${left.x + NODE_WIDTH / 2},${left.y}H${right.x - NODE_WIDTH / 2}` });
  }
  // Children grouped by where their line starts: the middle of their parents' marriage, or a parent.
  const groups = new Map<string, { from: { x: number; y: number }; children: PlacedPerson[] }>();
  for (const [childID, parents] of parentsOf) {
    const child = placed.get(childID)!;
    const couple = parents.length >= 2 ? tree.spouses.find(({ a, b }) => parents.includes(a) && parents.includes(b)) : undefined;
    const starts = couple
      ? [{ key: coupleId(couple.a, couple.b), from: middleOf(placed.get(couple.a)!, placed.get(couple.b)!) }]
      : parents.map((id) => ({ key: id, from: { x: placed.get(id)!.x, y: placed.get(id)!.y + NODE_HEIGHT / 2 } }));
    for (const { key, from } of starts) {
      const group = groups.get(key) ?? { from, children: [] };
      group.children.push(child);
      groups.set(key, group);
    }
  }
  for (const [key, { from, children }] of groups) {
    const childTop = Math.min(...children.map((child) => child.y)) - NODE_HEIGHT / 2;
    const bar = childTop - Math.min(14, (childTop - from.y) / 2);
    const drops = children.map((child) => `M${child.x},${bar}V${child.y - NODE_HEIGHT / 2}`).join('');
    const xs = [from.x, ...children.map((child) => child.x)];
    lines.push({ key: `descent:${key}`, kind: 'descent', d: `M${from.x},${from.y}V${bar}M${Math.min(...xs)},${bar}H${Math.max(...xs)}${drops}` });
  }
  const { width = 0, height = 0 } = graph.graph();
  return { width, height, people, lines };
};

const middleOf = (a: PlacedPerson, b: PlacedPerson) => ({ x: (a.x + b.x) / 2, y: a.y });

/** The relative an arrow key moves to: the nearest box in the row above or below, or beside. */
export const relativeToward = (people: readonly PlacedPerson[], from: PlacedPerson, key: string): PlacedPerson | undefined => {
  const nearest = (candidates: PlacedPerson[]) => candidates.sort((a, b) => Math.abs(a.x - from.x) - Math.abs(b.x - from.x))[0];
  switch (key) {
    case 'ArrowUp':
      return nearest(people.filter((p) => p.generation === from.generation - 1));
    case 'ArrowDown':
      return nearest(people.filter((p) => p.generation === from.generation + 1));
    case 'ArrowLeft':
      return nearest(people.filter((p) => p.generation === from.generation && p.x < from.x));
    case 'ArrowRight':
      return nearest(people.filter((p) => p.generation === from.generation && p.x > from.x));
    default:
      return undefined;
  }
};
