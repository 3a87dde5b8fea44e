import { notFound } from '../shared/errors';
import { timelineMessages as m } from './timelineMessages';

// product.md names a point of a timeline by its line's index and its own index on that line
// (uploadPointImage, addLink…); ids name it too and are safer while another tab edits. Indexes
// are read against the timeline as it is now; both forms end as ids before the decider runs.
export interface NodeAddress {
  lineID?: string | undefined;
  nodeID?: string | undefined;
  lineIndex?: number | undefined;
  nodeIndex?: number | undefined;
}

interface Ordered {
  lines: readonly { _id: string; nodes: readonly { _id: string }[] }[];
}

export const resolveNodeAddress = (timeline: Ordered, address: NodeAddress): { lineId: string; nodeId: string } => {
  const line = address.lineID !== undefined ? timeline.lines.find((l) => l._id === address.lineID) : timeline.lines[address.lineIndex ?? -1];
  if (!line) throw notFound(m.chooseLine);
  const node = address.nodeID !== undefined ? line.nodes.find((n) => n._id === address.nodeID) : line.nodes[address.nodeIndex ?? -1];
  if (!node) throw notFound(m.choosePoint);
  return { lineId: line._id, nodeId: node._id };
};
