import { forbidden, notFound } from '../shared/errors';
import { canEditElement, canViewElement, type WorldAccessFacts } from '../worlds/worldAccess';
import type { TimelineChanges } from './timelineChanges';
import { timelineMessages as m } from './timelineMessages';
import type { TimelineNode, TimelineView } from './timelineView';

// The read of one timeline: 404 when it (or its world) does not exist, 403 when it is private to
// the viewer (as maps). Viewing needs no permission: public timelines are free to read.
export const timelineForViewer = <T extends { _id: string; visibility: 'public' | 'private' }>(
  world: WorldAccessFacts | null,
  timeline: T | null,
  viewerId: string | null | undefined,
): T => {
  if (!world || !timeline) throw notFound(m.notFound);
  if (!canViewElement(world, 'timeline', timeline, viewerId)) throw forbidden(m.isPrivate);
  return timeline;
};

// Secret points reach only those who may edit the timeline: for everyone else they are left out
// of every answer, as wikiForViewer.ts leaves out secret sections.
export const seesSecretNodes = (world: WorldAccessFacts, timelineId: string, viewerId: string | null | undefined) =>
  canEditElement(world, 'timeline', timelineId, viewerId);

// A point hung under a secret one hangs under nothing for a reader, so no secret id is named.
const shownNode = (secretIds: ReadonlySet<string>) => (node: TimelineNode) =>
  node.parent !== null && secretIds.has(node.parent) ? { ...node, parent: null } : node;

export const timelineWithoutSecrets = <T extends Pick<TimelineView, 'lines'>>(timeline: T): T => {
  const secretIds = new Set<string>();
  for (const line of timeline.lines) for (const node of line.nodes) if (node.secret) secretIds.add(node._id);
  if (secretIds.size === 0) return timeline;
  const shown = shownNode(secretIds);
  return { ...timeline, lines: timeline.lines.map((line) => ({ ...line, nodes: line.nodes.filter((node) => !node.secret).map(shown) })) };
};

// A point written secret since the reader's copy reads to them as a point deleted. A child of a
// point secret before the copy keeps its parent id here (only the changes are at hand); it names
// a point the reader's copy never had.
export const timelineChangesWithoutSecrets = (changes: TimelineChanges): TimelineChanges => {
  const secretIds = new Set(changes.nodes.filter(({ node }) => node.secret).map(({ node }) => node._id));
  const shown = shownNode(secretIds);
  return {
    ...changes,
    timeline: timelineWithoutSecrets(changes.timeline),
    nodes: changes.nodes.filter(({ node }) => !node.secret).map(({ lineId, node }) => ({ lineId, node: shown(node) })),
    removedNodeIDs: [...changes.removedNodeIDs, ...secretIds],
  };
};
