import { inverseOf, relationLabel, type RelationType } from '@lorewright/domain/relations/relationTypes';
import type { WorldRelationsView } from '@lorewright/domain/relations/relationView';
import type { WikiCategory } from '@lorewright/domain/wikis/wikiView';
import { forceCenter, forceCollide, forceLink, forceManyBody, forceSimulation, type SimulationLinkDatum, type SimulationNodeDatum } from 'd3-force';

export const GRAPH_NODE_RADIUS = 9;
// Above this many wikis the layout trades polish for speed.
const LARGE_GRAPH = 500;

export interface GraphFilters {
  // A relation kind as a pair ('parent' stands for parent and child), or null for every kind.
  kind: string | null;
  categories: ReadonlySet<WikiCategory>;
}

// A kind and its inverse are one choice of the filter, named by the first of the two.
export const kindOf = (type: RelationType) => [type, inverseOf(type)].sort()[0];
export const kindLabel = (kind: string) => {
  const type = kind as RelationType;
  const inverse = inverseOf(type);
  return type === 'custom' ? 'Custom' : inverse === type ? relationLabel(type, '') : `${relationLabel(type, '')} / ${relationLabel(inverse, '')}`;
};

/** The kinds present in the world, for the filter's options. */
export const kindsIn = (graph: WorldRelationsView) => [...new Set(graph.relations.map((relation) => kindOf(relation.type)))].sort();

interface Node extends SimulationNodeDatum {
  _id: string;
  title: string;
  category: WikiCategory;
  degree: number;
}

export interface WorldGraphLayout {
  width: number;
  height: number;
  nodes: { _id: string; title: string; category: WikiCategory; degree: number; x: number; y: number }[];
  edges: { _id: string; label: string; x1: number; y1: number; x2: number; y2: number }[];
}

/**
 * The wikis joined by the relations that pass the filters, placed by a force simulation run to
 * rest before drawing (related wikis pull together, all push apart). Wikis with no relation
 * shown are left out. Deterministic: d3-force starts nodes on a fixed spiral.
 */
export const layOutWorldGraph = (graph: WorldRelationsView, filters: GraphFilters): WorldGraphLayout => {
  const wikis = new Map(graph.wikis.filter((wiki) => filters.categories.has(wiki.category)).map((wiki) => [wiki._id, wiki]));
  const relations = graph.relations.filter(
    (relation) => wikis.has(relation.fromID) && wikis.has(relation.toID) && (filters.kind === null || kindOf(relation.type) === filters.kind),
  );
  const nodes = new Map<string, Node>();
  for (const relation of relations)
    for (const id of [relation.fromID, relation.toID]) {
      const node = nodes.get(id) ?? { ...wikis.get(id)!, degree: 0 };
      node.degree += 1;
      nodes.set(id, node);
    }
  const links: SimulationLinkDatum<Node>[] = relations.map((relation) => ({ source: relation.fromID, target: relation.toID }));
  // A large graph gets a cheaper simulation so it is drawn within a second: fewer steps, a
  // coarser many-body approximation, and no collision force (the pull and push alone keep most
  // dots apart at that size).
  const large = nodes.size > LARGE_GRAPH;
  const simulation = forceSimulation([...nodes.values()])
    .force(
      'link',
      forceLink<Node, SimulationLinkDatum<Node>>(links)
        .id((node) => node._id)
        .distance(150),
    )
    .force(
      'charge',
      forceManyBody()
        .strength(-600)
        .theta(large ? 1.5 : 0.9),
    )
    .force('center', forceCenter(0, 0))
    .stop();
  if (!large) simulation.force('collide', forceCollide(GRAPH_NODE_RADIUS * 6));
  simulation.tick(large ? 40 : 300);

  const placed = [...nodes.values()].map(({ _id, title, category, degree, x = 0, y = 0 }) => ({ _id, title, category, degree, x, y }));
  // Room for the names: half a long name either side, one line under the lowest dots.
  const margin = { x: 90, top: 30, bottom: 50 };
  const minX = Math.min(0, ...placed.map((node) => node.x)) - margin.x;
  const minY = Math.min(0, ...placed.map((node) => node.y)) - margin.top;
  const maxX = Math.max(0, ...placed.map((node) => node.x)) + margin.x;
  const maxY = Math.max(0, ...placed.map((node) => node.y)) + margin.bottom;
  const at = new Map(placed.map((node) => [node._id, { ...node, x: node.x - minX, y: node.y - minY }]));
  return {
    width: maxX - minX,
    height: maxY - minY,
    nodes: [...at.values()],
    edges: relations.map((relation) => {
      const from = at.get(relation.fromID)!;
      const to = at.get(relation.toID)!;
      return { _id: relation._id, label: relationLabel(relation.type, relation.custom), x1: from.x, y1: from.y, x2: to.x, y2: to.y };
    }),
  };
};
