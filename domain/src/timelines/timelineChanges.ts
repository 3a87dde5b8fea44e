import type { TimelineLine, TimelineNode, TimelineView } from './timelineView';

// The answer of a timeline's part calls asked with `?since=<revision>`: the timeline as it is
// now with every line's points left out, the points written after that revision (each with its
// line) and the ids of the points deleted since. A line the timeline no longer has took its
// points with it.
export interface TimelineChanges {
  revision: number;
  timeline: TimelineView;
  nodes: { lineId: string; node: TimelineNode }[];
  removedNodeIDs: string[];
}

// The newest revision a copy of the timeline is known to hold: every line and point carries
// the revision of its last change, so nothing after it can be missing from the copy. Asking for
// the changes since it may bring back a change the copy already has, which applies as a no-op.
export const knownRevisionOf = (timeline: TimelineView): number => {
  let known = 0;
  for (const line of timeline.lines) {
    known = Math.max(known, line.revision);
    for (const node of line.nodes) known = Math.max(known, node.revision);
  }
  return known;
};

// The copy brought up to the answer: each line keeps its points where they were, changed ones
// replaced and deleted ones dropped, and its new points after them in the order they came.
export const applyTimelineChanges = (copy: TimelineView, { timeline, nodes, removedNodeIDs }: TimelineChanges): TimelineView => {
  const removed = new Set(removedNodeIDs);
  const written = new Map(nodes.map(({ node }) => [node._id, node]));
  const held = new Map(copy.lines.map((line) => [line._id, line.nodes]));
  const lines = timeline.lines.map((line): TimelineLine => {
    const kept = (held.get(line._id) ?? []).filter((node) => !removed.has(node._id));
    const keptIds = new Set(kept.map((node) => node._id));
    const added = nodes.filter(({ lineId, node }) => lineId === line._id && !keptIds.has(node._id)).map(({ node }) => node);
    return { ...line, nodes: [...kept.map((node) => written.get(node._id) ?? node), ...added] };
  });
  return { ...timeline, lines };
};
