import { DEFAULT_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { timelineScope } from '@lorewright/domain/media/mediaSlots';
import { notFound } from '@lorewright/domain/shared/errors';
import type { NodeAddress } from '@lorewright/domain/timelines/nodeAddress';
import type { NewTimelineBody, UpdateNodesBody } from '@lorewright/domain/timelines/timeline.bodies';
import type { SentLine, SentZone, TimelineCommand } from '@lorewright/domain/timelines/timeline.commands';
import { timelineDecider } from '@lorewright/domain/timelines/timeline.decide';
import type { TimelineEvent } from '@lorewright/domain/timelines/timeline.events';
import type { TimelineState } from '@lorewright/domain/timelines/timeline.state';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineLink } from '@lorewright/domain/timelines/timelineView';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { createStateReader } from '../eventStore/streamReader';
import { requireLinkTarget } from '../maps/mapLinks';
import type { CommandContext } from '../pipeline/commandContext';
import { lastPosition } from '../shared/lastPosition';
import { paidWorldFactsOf, type PaidWorldFacts } from '../worlds/elementWorld';
import { createWorldReader } from '../worlds/worldReader';
import { mediaLibraryOf } from '../elements/elementEditor';
import { requireTimelineEditor } from './timelineAccess';
import { nodeIdsOf } from './timelineAddress';
import type { TimelineActor, TimelineDeps, TimelinePorts } from './timelineDeps';
import { createTimelineMedia } from './timelineMedia';
import { timelineStream } from './timelineStream';

type CustomiseChanges = { backgroundImage?: string | null | undefined; overlayColor?: string | undefined; overlayOpacity?: number | undefined };
type Body<T> = Omit<T, 'timelineID'>;

// product.md keeps a background only when it is an http(s) address; anything else is the default.
const webAddressOrNull = (value: string | null | undefined) => (value && /^https?:\/\//i.test(value.trim()) ? value.trim() : null);

// Ids of the points an update deleted: alone, or with their line (read from the state before).
const deletedNodeIds = (events: readonly { type: string; data: unknown }[], nodesOfLine: (lineId: string) => string[]) =>
  events.flatMap((event) => {
    if (event.type === 'TimelineNodeDeleted') return [(event.data as { nodeId: string }).nodeId];
    return event.type === 'TimelineLineDeleted' ? nodesOfLine((event.data as { lineId: string }).lineId) : [];
  });

// Every timeline command: HTTP-free, each returning the position the caller waits for. The
// world's facts are read from its stream, with its owner's plan (as maps); the
// decider applies the access and permission rules (as maps, mapCommands.ts).
export const createTimelineCommands = (ports: TimelinePorts) => {
  const deps: TimelineDeps = { ...ports, readWorld: createWorldReader(ports.eventStore, ports.registry) };
  const onTimeline = (timelineId: string, command: TimelineCommand, context: CommandContext) =>
    deps.handle(timelineStream(timelineId), timelineDecider, command, context);
  const readTimeline = createStateReader<TimelineEvent, TimelineState>(deps, timelineDecider, timelineStream);
  const base = (actor: TimelineActor, world: PaidWorldFacts) => ({
    actorId: actor.id,
    world,
    permissions: world.ownerPermissions,
    now: deps.clock.now().toISOString(),
  });
  const worldOf = (worldId: string) => paidWorldFactsOf(deps.readWorld, deps.permissionsOf, worldId);

  // The timeline's place and its world's facts, for requests that name only the timeline.
  const placeOf = async (timelineId: string) => {
    const place = await deps.lookups.timelinePlace(timelineId);
    if (!place) throw notFound(m.notFound);
    return { place, world: await worldOf(place.worldID) };
  };
  // The point an address names (ids, or the product's indexes), read against the timeline as it is now.
  const pointOf = async (timelineId: string, address: NodeAddress) => {
    const { place, world } = await placeOf(timelineId);
    const state = await readTimeline(timelineId);
    if (state.status !== 'active') throw notFound(m.notFound);
    return { place, world, state, ...nodeIdsOf(state, address) };
  };
  const media = createTimelineMedia(deps, onTimeline, pointOf, base);
  const positionOf = async (timelineId: string, command: TimelineCommand, context: CommandContext) => ({
    position: (await onTimeline(timelineId, command, context)).position,
  });
  const onPlaced = async (actor: TimelineActor, timelineId: string, change: (command: ReturnType<typeof base>) => TimelineCommand, context: CommandContext) =>
    positionOf(timelineId, change(base(actor, (await placeOf(timelineId)).world)), context);

  return {
    // New timelines count years on the default calendar; the calendar editor changes it later.
    create: async (actor: TimelineActor, body: NewTimelineBody, context: CommandContext) => {
      const world = await worldOf(body.worldID);
      const timelineId = deps.ids.newId();
      const { title, description, start, end } = body;
      const command: TimelineCommand = {
        ...base(actor, world),
        type: 'CreateTimeline',
        timelineId,
        title,
        description,
        start,
        end,
        backgroundImage: webAddressOrNull(body.backgroundImage),
        zones: Object.values(body.zones ?? {}),
        calendar: DEFAULT_CALENDAR,
      };
      return { timelineId, ...(await positionOf(timelineId, command, context)) };
    },

    rename: async (actor: TimelineActor, timelineId: string, worldId: string, title: string, context: CommandContext) =>
      positionOf(timelineId, { ...base(actor, await worldOf(worldId)), type: 'RenameTimeline', title }, context),

    changeVisibility: async (actor: TimelineActor, timelineId: string, worldId: string, visibility: Visibility, context: CommandContext) =>
      positionOf(timelineId, { ...base(actor, await worldOf(worldId)), type: 'ChangeTimelineVisibility', visibility }, context),

    // The timeline goes first; then its points' images are released in the library.
    deleteTimeline: async (actor: TimelineActor, timelineId: string, worldId: string, context: CommandContext) => {
      const world = await worldOf(worldId);
      const deleted = await onTimeline(timelineId, { ...base(actor, world), type: 'DeleteTimeline' }, context);
      const released = await deps.media.clearScope(mediaLibraryOf(world), timelineScope(worldId, timelineId), context);
      return { position: lastPosition(deleted.position, released.position) };
    },

    customise: (actor: TimelineActor, timelineId: string, changes: CustomiseChanges, context: CommandContext) => {
      const { backgroundImage, overlayColor, overlayOpacity } = changes;
      // A background that is not an http(s) address is ignored, not a reset (product.md §5); null resets it.
      const address = webAddressOrNull(backgroundImage);
      const background = backgroundImage === null || address ? { backgroundImage: address } : {};
      return onPlaced(actor, timelineId, (b) => ({ ...b, type: 'CustomiseTimeline', ...background, overlayColor, overlayOpacity }), context);
    },

    changeCalendar: (actor: TimelineActor, timelineId: string, calendar: Calendar, context: CommandContext) =>
      onPlaced(actor, timelineId, (b) => ({ ...b, type: 'ChangeTimelineCalendar', calendar }), context),

    // One event per changed line; a deleted line's points give their images back.
    updateLines: async (actor: TimelineActor, timelineId: string, lines: SentLine[], removedLineIds: string[], context: CommandContext) => {
      const { place, world } = await placeOf(timelineId);
      const before = await readTimeline(timelineId);
      const updated = await onTimeline(timelineId, { ...base(actor, world), type: 'UpdateLines', lines, removedLineIds }, context);
      const nodesOfLine = (lineId: string) => Object.values(before.nodes).flatMap((node) => (node.lineId === lineId ? [node._id] : []));
      const released = await media.releaseNodeImages(actor, place, deletedNodeIds(updated.events, nodesOfLine), context);
      return { position: lastPosition(updated.position, released) };
    },

    // One event per changed point (timelinePartChanges.ts); a deleted point's image is released.
    updateNodes: async (actor: TimelineActor, timelineId: string, body: Body<UpdateNodesBody>, context: CommandContext) => {
      const { place, world } = await placeOf(timelineId);
      const command = {
        ...base(actor, world),
        type: 'UpdateNodes' as const,
        lineId: body.lineID,
        nodes: body.nodes,
        removedNodeIds: body.removedNodeIDs ?? [],
      };
      const updated = await onTimeline(timelineId, command, context);
      const released = await media.releaseNodeImages(
        actor,
        place,
        deletedNodeIds(updated.events, () => []),
        context,
      );
      return { position: lastPosition(updated.position, released) };
    },

    updateZones: (actor: TimelineActor, timelineId: string, zones: SentZone[], removedZoneIds: string[], context: CommandContext) =>
      onPlaced(actor, timelineId, (b) => ({ ...b, type: 'UpdateZones', zones, removedZoneIds }), context),

    uploadNodeImage: media.uploadNodeImage,
    deleteNodeImage: media.deleteNodeImage,

    // The server names the link; its target must be an element of the timeline's world.
    addLink: async (actor: TimelineActor, timelineId: string, address: NodeAddress, sent: Omit<TimelineLink, '_id'>, context: CommandContext) => {
      const { place, world, lineId, nodeId } = await pointOf(timelineId, address);
      const command = base(actor, world);
      requireTimelineEditor(world, timelineId, actor.id, new Date(command.now));
      await requireLinkTarget(deps.lookups, place.worldID, sent);
      const link = { _id: deps.ids.newId(), ...sent };
      const added = await onTimeline(timelineId, { ...command, type: 'AddNodeLink', lineId, nodeId, link }, context);
      return { link, position: added.position };
    },

    removeLink: async (actor: TimelineActor, timelineId: string, address: NodeAddress, linkId: string, context: CommandContext) => {
      const { world, lineId, nodeId } = await pointOf(timelineId, address);
      return positionOf(timelineId, { ...base(actor, world), type: 'RemoveNodeLink', lineId, nodeId, linkId }, context);
    },

    // For the upload route, which must refuse before it reads the file.
    requireAuthor: async (actor: TimelineActor, timelineId: string) =>
      requireTimelineEditor((await placeOf(timelineId)).world, timelineId, actor.id, deps.clock.now()),
  };
};

export type TimelineCommands = ReturnType<typeof createTimelineCommands>;
