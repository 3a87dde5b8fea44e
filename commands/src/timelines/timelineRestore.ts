import { notFound } from '@lorewright/domain/shared/errors';
import type { SentNode } from '@lorewright/domain/timelines/timeline.commands';
import type { TimelineEvent } from '@lorewright/domain/timelines/timeline.events';
import {
  evolveTimeline,
  evolveTimelineAll,
  initialTimelineState,
  ownPart,
  type TimelineNodeState,
  type TimelineState,
} from '@lorewright/domain/timelines/timeline.state';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { NodeDate } from '@lorewright/domain/timelines/timelineView';
import type { EventSource } from '../eventStore/streamReader';
import { createVersionReader, type Version } from '../history/versionReader';
import { idsThen, linkChanges, unlessGone } from '../maps/mapRestore';
import type { CommandContext } from '../pipeline/commandContext';
import type { IdGenerator } from '../shared/clock';
import { lastPosition } from '../shared/lastPosition';
import type { TimelineCommands } from './timelineCommands';
import type { TimelineActor } from './timelineDeps';
import { timelineStream } from './timelineStream';

export const timelineRestoreMessages = {
  nothingThere: 'This timeline has no such version.',
};

type Commands = Pick<
  TimelineCommands,
  'rename' | 'customise' | 'changeCalendar' | 'updateZones' | 'updateLines' | 'updateNodes' | 'deleteNodeImage' | 'addLink' | 'removeLink'
>;

const sameWhen = (a: NodeDate | null, b: NodeDate | null) => JSON.stringify(a) === JSON.stringify(b);
const sameNode = (a: TimelineNodeState, b: TimelineNodeState) =>
  a.title === b.title &&
  a.subtitle === b.subtitle &&
  a.type === b.type &&
  sameWhen(dateOf(a), dateOf(b)) &&
  sameWhen(a.end, b.end) &&
  !!a.secret === !!b.secret;
const dateOf = ({ year, month, day }: NodeDate): NodeDate => ({ year, month, day });

const sentNode = (node: TimelineNodeState, id: string, parent: string | null): SentNode => {
  const { title, subtitle, type, year, month, day, end, secret } = node;
  // The version's secret mark comes back with the point.
  return { _id: id, title, subtitle, type, year, month, day, end, parent, secret: !!secret };
};

// A timeline's earlier versions and Restore, through the timeline's own commands (so
// the author and 'timelines' permission rules hold), in the order the timeline's rules need:
// title, look and calendar (points' dates are checked against it), then zones, lines (a line
// removed takes its points), each line's points (one event per point that differs), then the
// points' links, and a picture added since is taken off. A point's parent on a line restored
// later is set in a second pass, once that point exists. A point's picture removed since cannot
// be put back (only an upload sets one). Visibility is not content: kept.
export const createTimelineHistory = (source: EventSource, commands: Commands, ids: IdGenerator) => {
  const versions = createVersionReader<TimelineEvent, TimelineState>(source, {
    initialState: initialTimelineState,
    evolve: evolveTimeline,
    evolveAll: evolveTimelineAll,
  });
  const versionAt = (timelineId: string, revision: number): Promise<Version<TimelineState> | null> => versions.at(timelineStream(timelineId), revision);
  const current = async (timelineId: string) => {
    const head = await versions.head(timelineStream(timelineId));
    return head === null ? null : versionAt(timelineId, head);
  };

  const restoreLook = async (actor: TimelineActor, timelineId: string, then: TimelineState, now: TimelineState, context: CommandContext) => {
    let position: number | null = null;
    if (then.title !== now.title) position = lastPosition(position, (await commands.rename(actor, timelineId, now.worldId, then.title, context)).position);
    if (then.backgroundImage !== now.backgroundImage || then.overlayColor !== now.overlayColor || then.overlayOpacity !== now.overlayOpacity) {
      const look = { backgroundImage: then.backgroundImage, overlayColor: then.overlayColor, overlayOpacity: then.overlayOpacity };
      position = lastPosition(position, (await commands.customise(actor, timelineId, look, context)).position);
    }
    if (JSON.stringify(then.calendar) !== JSON.stringify(now.calendar))
      position = lastPosition(position, (await commands.changeCalendar(actor, timelineId, then.calendar, context)).position);
    return position;
  };

  const restoreParts = async (actor: TimelineActor, timelineId: string, then: TimelineState, now: TimelineState, context: CommandContext) => {
    const zoneIds = idsThen(Object.values(then.zones), Object.values(now.zones), (a, b) => a.name === b.name && a.start === b.start && a.end === b.end, ids);
    const zones = Object.values(then.zones).map((zone) => ({ ...zone, _id: zoneIds.get(zone._id)! }));
    const keptZones = new Set(zoneIds.values());
    const removedZones = Object.keys(now.zones).filter((id) => !keptZones.has(id));
    let position = (await commands.updateZones(actor, timelineId, zones, removedZones, context)).position;

    const lineIds = idsThen(then.lines, now.lines, (a, b) => a.name === b.name, ids);
    const lines = then.lines.map((line) => ({ _id: lineIds.get(line._id)!, name: line.name }));
    const keptLines = new Set(lineIds.values());
    const removedLines = now.lines.filter((line) => !keptLines.has(line._id)).map((line) => line._id);
    position = lastPosition(position, (await commands.updateLines(actor, timelineId, lines, removedLines, context)).position);

    // A point never changes line: a twin must be on the line its point is restored to.
    const sameLine = (a: TimelineNodeState, b: TimelineNodeState) => lineIds.get(a.lineId) === b.lineId;
    const nodeIds = idsThen(Object.values(then.nodes), Object.values(now.nodes), (a, b) => sameLine(a, b) && sameNode(a, b), ids);
    const keptNodes = new Set(nodeIds.values());
    const thenNodes = Object.values(then.nodes);
    const placed = new Set(Object.keys(now.nodes).filter((id) => keptNodes.has(id)));
    const later: { lineID: string; node: SentNode }[] = [];
    for (const line of then.lines) {
      const lineID = lineIds.get(line._id)!;
      const onLine = thenNodes.filter((node) => node.lineId === line._id);
      const batch = new Set(onLine.map((node) => nodeIds.get(node._id)!));
      const nodes = onLine.map((node) => {
        const id = nodeIds.get(node._id)!;
        const parent = node.parent === null ? null : (nodeIds.get(node.parent) ?? null);
        if (parent === null || placed.has(parent) || batch.has(parent)) return sentNode(node, id, parent);
        later.push({ lineID, node: sentNode(node, id, parent) });
        return sentNode(node, id, ownPart(now.nodes, id)?.parent ?? null);
      });
      const removedNodeIDs = Object.values(now.nodes).flatMap((node) => (node.lineId === lineID && !keptNodes.has(node._id) ? [node._id] : []));
      position = lastPosition(position, (await commands.updateNodes(actor, timelineId, { lineID, nodes, removedNodeIDs }, context)).position);
      for (const id of batch) placed.add(id);
    }
    for (const { lineID, node } of later)
      position = lastPosition(position, (await commands.updateNodes(actor, timelineId, { lineID, nodes: [node], removedNodeIDs: [] }, context)).position);
    return { position, nodeIds, lineIds };
  };

  return {
    versionAt,
    current,

    restore: async (actor: TimelineActor, timelineId: string, revision: number, context: CommandContext) => {
      const [target, now] = await Promise.all([versionAt(timelineId, revision), current(timelineId)]);
      if (!now || now.state.status !== 'active') throw notFound(m.notFound);
      if (!target || target.state.status !== 'active') throw notFound(timelineRestoreMessages.nothingThere);
      const then = target.state;
      let position = await restoreLook(actor, timelineId, then, now.state, context);
      const parts = await restoreParts(actor, timelineId, then, now.state, context);
      position = lastPosition(position, parts.position);
      for (const node of Object.values(then.nodes)) {
        const address = { lineID: parts.lineIds.get(node.lineId)!, nodeID: parts.nodeIds.get(node._id)! };
        const present = ownPart(now.state.nodes, address.nodeID);
        if (present?.image && !node.image) position = lastPosition(position, (await commands.deleteNodeImage(actor, timelineId, address, context)).position);
        const { removed, added } = linkChanges(node.links, present?.links ?? []);
        for (const link of removed) position = lastPosition(position, (await commands.removeLink(actor, timelineId, address, link._id, context)).position);
        for (const link of added)
          position = lastPosition(position, (await unlessGone(() => commands.addLink(actor, timelineId, address, link, context)))?.position ?? null);
      }
      return { position };
    },
  };
};

export type TimelineHistory = ReturnType<typeof createTimelineHistory>;
