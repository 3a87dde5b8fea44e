import { conflict, invalid, notFound } from '../shared/errors';
import { foldBulkAdds } from '../shared/bulkAdds';
import type { Steps } from '../shared/steps';
import { passesPartLimit } from '../shared/partLimit';
import type { SentLine, SentNode, SentZone } from './timeline.commands';
import type { TimelineEvent } from './timeline.events';
import { ownPart, type TimelineState } from './timeline.state';
import { DEFAULT_ZONE_ID, TIMELINE_LINES_MAX, TIMELINE_NODES_MAX, TIMELINE_ZONES_MAX } from './timelineLimits';
import { timelineMessages as m } from './timelineMessages';
import { nodeDateProblem } from './nodeDate';

// updateLines, updateNodes and updateZones send whole parts; these turn them into one event per
// change against the state. A part sent unchanged makes no event, so a tab that resends what it
// did not touch overwrites nobody. A changed line or point sent with a revision older than its
// last change was edited on a stale copy (409), and so was one deleted since. Zones are small and
// have no revision: the last edit of a zone wins. A point sent without `secret` keeps its mark, so
// a client that does not know the mark never reveals a point; a new one is not secret.

const idsOf = (state: TimelineState) => ({ timelineId: state.timelineId, worldId: state.worldId });
const isStale = (sent: number | undefined, known: number) => sent !== undefined && sent < known;

export const lineEvents = (state: TimelineState, sent: readonly SentLine[], removedLineIds: readonly string[]): TimelineEvent[] => {
  const ids = idsOf(state);
  const events: TimelineEvent[] = [];
  let count = state.lines.length;
  for (const { _id: lineId, name, revision } of sent) {
    const known = state.lines.find((line) => line._id === lineId);
    if (!known) {
      if (ownPart(state.deletedIds, lineId)) throw conflict(m.partGone);
      count += 1;
      events.push({ type: 'TimelineLineAdded', data: { ...ids, line: { _id: lineId, name } } });
    } else if (known.name !== name) {
      if (isStale(revision, known.revision)) throw conflict(m.partConflict);
      events.push({ type: 'TimelineLineRenamed', data: { ...ids, lineId, name } });
    }
  }
  for (const lineId of new Set(removedLineIds)) {
    if (!state.lines.some((line) => line._id === lineId)) continue; // already gone
    count -= 1;
    events.push({ type: 'TimelineLineDeleted', data: { ...ids, lineId } });
  }
  if (count > TIMELINE_LINES_MAX) throw invalid(m.tooManyLines);
  return events;
};

const checkNode = (state: TimelineState, node: SentNode, sentIds: ReadonlySet<string>) => {
  const problem = nodeDateProblem(state.calendar, node) ?? (node.end ? nodeDateProblem(state.calendar, node.end) : null);
  if (problem) throw invalid(problem);
  if ((node.type === 'range') !== (node.end !== null)) throw invalid(m.rangeNeedsEnd);
  if (node.parent !== null && (node.parent === node._id || !(ownPart(state.nodes, node.parent) || sentIds.has(node.parent)))) throw invalid(m.parentInvalid);
};

const sameWhen = (a: SentNode['end'], b: SentNode['end']) => (a === null || b === null ? a === b : a.year === b.year && a.month === b.month && a.day === b.day);

// A step per point sent (steps.ts).
export function* nodeEventSteps(state: TimelineState, lineId: string, sent: readonly SentNode[], removedNodeIds: readonly string[]): Steps<TimelineEvent[]> {
  if (!state.lines.some((line) => line._id === lineId)) throw ownPart(state.deletedIds, lineId) ? conflict(m.partGone) : notFound(m.chooseLine);
  const ids = { ...idsOf(state), lineId };
  const { timelineId, worldId } = ids;
  const sentIds = new Set(sent.map((node) => node._id));
  const events: TimelineEvent[] = [];
  let growth = 0;
  for (const node of sent) {
    const { _id: nodeId, revision, year, month, day, end, title, subtitle, type, parent, secret } = node;
    const known = ownPart(state.nodes, nodeId);
    if (known && known.lineId !== lineId) throw invalid(m.choosePoint);
    checkNode(state, node, sentIds);
    if (!known) {
      if (ownPart(state.deletedIds, nodeId)) throw conflict(m.partGone);
      growth += 1;
      // Written out, not spread: a spread among other fields leaves V8's fast copy (~4 µs a point).
      const added = secret
        ? { _id: nodeId, year, month, day, end, title, subtitle, type, parent, secret }
        : { _id: nodeId, year, month, day, end, title, subtitle, type, parent };
      events.push({ type: 'TimelineNodeAdded', data: { timelineId, worldId, lineId, node: added } });
      yield;
      continue;
    }
    const moved = known.year !== year || known.month !== month || known.day !== day || !sameWhen(known.end, end);
    const wasSecret = !!known.secret;
    const marked = secret ?? wasSecret;
    const edited = known.title !== title || known.subtitle !== subtitle || known.type !== type || known.parent !== parent || marked !== wasSecret;
    if ((moved || edited) && isStale(revision, known.revision)) throw conflict(m.partConflict);
    if (moved) events.push({ type: 'TimelineNodeMoved', data: { ...ids, nodeId, when: { year, month, day, end } } });
    // The mark is stored only while the point is secret or the edit unmarks it, so edits of
    // points never marked look as they did before secrets existed.
    const look = marked || wasSecret ? { title, subtitle, type, parent, secret: marked } : { title, subtitle, type, parent };
    if (edited) events.push({ type: 'TimelineNodeEdited', data: { ...ids, nodeId, look } });
    yield;
  }
  for (const nodeId of new Set(removedNodeIds)) {
    if (ownPart(state.nodes, nodeId)?.lineId !== lineId) continue; // already gone (or another line's)
    growth -= 1;
    events.push({ type: 'TimelineNodeDeleted', data: { ...ids, nodeId } });
  }
  if (passesPartLimit(state.nodes, growth, TIMELINE_NODES_MAX)) throw invalid(m.tooManyNodes);
  return foldBulkAdds(events, isNodeAdded, (adds) => ({ type: 'TimelineNodesAdded', data: { ...ids, nodes: adds.map((add) => add.data.node) } }));
}

const isNodeAdded = (event: TimelineEvent): event is Extract<TimelineEvent, { type: 'TimelineNodeAdded' }> => event.type === 'TimelineNodeAdded';

export const zoneEvents = (state: TimelineState, sent: readonly SentZone[], removedZoneIds: readonly string[]): TimelineEvent[] => {
  const ids = idsOf(state);
  const events: TimelineEvent[] = [];
  let growth = 0;
  for (const zone of sent) {
    const known = ownPart(state.zones, zone._id);
    if (!known) {
      if (ownPart(state.deletedIds, zone._id)) throw conflict(m.partGone);
      growth += 1;
      events.push({ type: 'TimelineZoneAdded', data: { ...ids, zone } });
    } else if (known.name !== zone.name || known.start !== zone.start || known.end !== zone.end) {
      events.push({ type: 'TimelineZoneEdited', data: { ...ids, zone } });
    }
  }
  for (const zoneId of new Set(removedZoneIds)) {
    if (zoneId === DEFAULT_ZONE_ID) throw invalid(m.defaultZoneStays);
    if (!ownPart(state.zones, zoneId)) continue;
    growth -= 1;
    events.push({ type: 'TimelineZoneDeleted', data: { ...ids, zoneId } });
  }
  if (passesPartLimit(state.zones, growth, TIMELINE_ZONES_MAX)) throw invalid(m.tooManyZones);
  return events;
};
