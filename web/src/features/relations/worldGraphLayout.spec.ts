import type { WorldRelationsView } from '@lorewright/domain/relations/relationView';
import { WIKI_CATEGORIES } from '@lorewright/domain/wikis/wikiView';
import { describe, expect, it } from 'vitest';
import { GRAPH_NODE_RADIUS, kindLabel, kindsIn, layOutWorldGraph } from './worldGraphLayout';

const graph: WorldRelationsView = {
  wikis: [
    { _id: 'ysolde', title: 'Ysolde', category: 'characters' },
    { _id: 'bran', title: 'Bran', category: 'characters' },
    { _id: 'odo', title: 'Odo', category: 'characters' },
    { _id: 'ashvale', title: 'Ashvale', category: 'places' },
    { _id: 'alone', title: 'Alone', category: 'characters' },
  ],
  relations: [
    { _id: 'r1', fromID: 'ysolde', toID: 'bran', type: 'parent', custom: '' },
    { _id: 'r2', fromID: 'odo', toID: 'ysolde', type: 'spouse', custom: '' },
    { _id: 'r3', fromID: 'ysolde', toID: 'ashvale', type: 'rulerOf', custom: '' },
    { _id: 'r4', fromID: 'bran', toID: 'odo', type: 'child', custom: '' },
  ],
};
const every = { kind: null, categories: new Set(WIKI_CATEGORIES) };
const ids = (layout: ReturnType<typeof layOutWorldGraph>) => layout.nodes.map((node) => node._id).sort();

describe('world graph layout', () => {
  it('places every related wiki apart from the others and inside the drawing; a wiki with no relation is left out', () => {
    const layout = layOutWorldGraph(graph, every);
    expect(ids(layout)).toEqual(['ashvale', 'bran', 'odo', 'ysolde']);
    for (const a of layout.nodes) {
      expect(a.x).toBeGreaterThan(0);
      expect(a.x).toBeLessThan(layout.width);
      expect(a.y).toBeGreaterThan(0);
      expect(a.y).toBeLessThan(layout.height);
      for (const b of layout.nodes) if (a !== b) expect(Math.hypot(a.x - b.x, a.y - b.y)).toBeGreaterThan(GRAPH_NODE_RADIUS * 2);
    }
    expect(layout.edges.map((edge) => edge.label)).toEqual(['Parent of', 'Spouse of', 'Ruler of', 'Child of']);
  });

  it('filters by kind (a kind and its inverse are one) and by category', () => {
    expect(kindsIn(graph)).toEqual(['child', 'ruledBy', 'spouse']);
    expect(kindLabel('child')).toBe('Child of / Parent of');
    const family = layOutWorldGraph(graph, { ...every, kind: 'child' });
    expect(family.edges.map((edge) => edge._id)).toEqual(['r1', 'r4']);
    expect(ids(family)).toEqual(['bran', 'odo', 'ysolde']);
    expect(ids(layOutWorldGraph(graph, { ...every, categories: new Set(['places'] as const) }))).toEqual([]);
    expect(ids(layOutWorldGraph(graph, { ...every, categories: new Set(['characters'] as const) }))).toEqual(['bran', 'odo', 'ysolde']);
  });
});
