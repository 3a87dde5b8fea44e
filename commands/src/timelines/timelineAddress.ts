import { resolveNodeAddress, type NodeAddress } from '@lorewright/domain/timelines/nodeAddress';
import type { TimelineState } from '@lorewright/domain/timelines/timeline.state';

// The timeline as the product's indexes read it: lines in the order they were added, each with its
// points in the order they were added (as the read side lists them, timelineQueries.ts).
export const orderedLines = (state: TimelineState) => {
  const nodes = Object.values(state.nodes);
  return { lines: state.lines.map((line) => ({ _id: line._id, nodes: nodes.filter((node) => node.lineId === line._id) })) };
};

export const nodeIdsOf = (state: TimelineState, address: NodeAddress) => resolveNodeAddress(orderedLines(state), address);
