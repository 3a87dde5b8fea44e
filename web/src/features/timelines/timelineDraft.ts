import type { SentNode } from '@lorewright/domain/timelines/timeline.commands';
import type { NodeDate, TimelineNode, TimelineView } from '@lorewright/domain/timelines/timelineView';
import { randomHexId } from '../../lib/randomHexId';

// The author's working copy of a timeline's points (each knowing its line), and what of it
// PUT timeline/updateNodes is sent: per line, the points added or changed with the revision they
// were read at (a new one without), and the ids of the points removed.

export type DraftNode = TimelineNode & { lineId: string };
export type NodesById = Record<string, DraftNode>;

export const nodesOf = (timeline: Pick<TimelineView, 'lines'>): NodesById =>
  Object.fromEntries(timeline.lines.flatMap((line) => line.nodes.map((node) => [node._id, { ...node, lineId: line._id }])));

/** A new point on a line at a date: no title yet, the author types it. */
export const newNode = (lineId: string, date: NodeDate): DraftNode => ({
  _id: randomHexId(),
  lineId,
  title: '',
  subtitle: '',
  type: 'point',
  ...date,
  end: null,
  parent: null,
  image: null,
  links: [],
  revision: 0,
});

// The secret mark goes with a point that has one (marked, or unmarked here or on the server);
// a point sent without it keeps the server's mark.
const sentFields = ({ _id, title, subtitle, type, year, month, day, end, parent, secret }: DraftNode): SentNode => ({
  _id,
  title,
  subtitle,
  type,
  year,
  month,
  day,
  end,
  parent,
  ...(secret === undefined ? {} : { secret }),
});

const sameDate = (a: NodeDate | null, b: NodeDate | null) => (a === null || b === null ? a === b : a.year === b.year && a.month === b.month && a.day === b.day);

export const nodeDiffers = (a: DraftNode, b: DraftNode) =>
  a.title !== b.title ||
  a.subtitle !== b.subtitle ||
  a.type !== b.type ||
  a.parent !== b.parent ||
  !sameDate(a, b) ||
  !sameDate(a.end, b.end) ||
  !!a.secret !== !!b.secret;

export interface LineChanges {
  nodes: SentNode[];
  removedNodeIDs: string[];
}

/** The saves to make, by line id; lines without changes are left out. */
export function nodeChanges(saved: NodesById, draft: NodesById): Map<string, LineChanges> {
  const byLine = new Map<string, LineChanges>();
  const of = (lineId: string) => byLine.get(lineId) ?? byLine.set(lineId, { nodes: [], removedNodeIDs: [] }).get(lineId)!;
  for (const node of Object.values(draft)) {
    const known = saved[node._id];
    if (!known) of(node.lineId).nodes.push(sentFields(node));
    else if (nodeDiffers(known, node)) of(node.lineId).nodes.push({ ...sentFields(node), revision: known.revision });
  }
  for (const known of Object.values(saved)) if (!draft[known._id]) of(known.lineId).removedNodeIDs.push(known._id);
  return byLine;
}

/**
 * The server's fresh copy, keeping the author's unsaved points and edits: those take only their
 * new image, links and revision. Points of lines deleted since are gone.
 */
export function mergeFresh(fresh: NodesById, saved: NodesById, draft: NodesById, lineIds: ReadonlySet<string>): NodesById {
  const merged: NodesById = { ...fresh };
  for (const node of Object.values(draft)) {
    const known = saved[node._id];
    const now = fresh[node._id];
    if (!known && lineIds.has(node.lineId)) merged[node._id] = node;
    else if (known && now && nodeDiffers(known, node)) merged[node._id] = { ...node, image: now.image, links: now.links, revision: now.revision };
  }
  for (const id of Object.keys(saved)) if (!draft[id]) delete merged[id];
  return merged;
}
