import { linkingPart } from '../backlinks/linkingPart';
import { requireOwnersPlan } from '../accounts/permissions';
import type { Decider } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import { runSteps, type Steps } from '../shared/steps';
import { canCreateElements, canEditElement } from '../worlds/worldAccess';
import { worldMessages as wm } from '../worlds/worldMessages';
import type { TimelineCommand } from './timeline.commands';
import type { TimelineEvent } from './timeline.events';
import { evolveTimeline, evolveTimelineAll, evolveTimelineOwned, initialTimelineState, ownPart, type TimelineState } from './timeline.state';
import { DEFAULT_ZONE_ID, DEFAULT_ZONE_NAME, NODE_LINKS_MAX } from './timelineLimits';
import { timelineMessages as m } from './timelineMessages';
import { lineEvents, nodeEventSteps, zoneEvents } from './timelinePartChanges';
import { checkedTimelineRename, checkedTimelineTitle } from './timelineTitle';

type Command<T extends TimelineCommand['type']> = Extract<TimelineCommand, { type: T }>;

// Every command but creation needs a live timeline of the world whose facts came with it, and
// someone who may edit it. Changing a timeline needs the 'timelines' permission; deleting one
// does not, so a lapsed subscription never traps an author's data (as maps).
const requireAuthor = (state: TimelineState, command: TimelineCommand, { paid }: { paid: boolean }) => {
  if (state.status !== 'active' || state.worldId !== command.world.worldId) throw notFound(m.notFound);
  if (!canEditElement(command.world, 'timeline', state.timelineId, command.actorId)) throw forbidden(m.onlyAuthor);
  if (paid) requireOwnersPlan(command, 'timelines', { isNew: false });
};

const requireNode = (state: TimelineState, { lineId, nodeId }: { lineId: string; nodeId: string }) => {
  const node = ownPart(state.nodes, nodeId);
  if (!node || node.lineId !== lineId) throw notFound(m.choosePoint);
  return node;
};

// product.md: the default zone spans the timeline's original start and end. End before start is
// allowed, as product.md says.
const createTimeline = (command: Command<'CreateTimeline'>, state: TimelineState): TimelineEvent[] => {
  const { world, timelineId, description, start, end, backgroundImage, calendar, now } = command;
  if (state.status !== 'none') throw conflict(m.alreadyExists);
  if (!canCreateElements(world, command.actorId)) throw forbidden(wm.onlyAuthor);
  requireOwnersPlan(command, 'timelines', { isNew: true });
  const title = checkedTimelineTitle(command.title);
  const zones = [{ _id: DEFAULT_ZONE_ID, name: DEFAULT_ZONE_NAME, start, end }, ...command.zones.filter((zone) => zone._id !== DEFAULT_ZONE_ID)];
  const data = {
    timelineId,
    worldId: world.worldId,
    authorId: world.authorID,
    title,
    description,
    start,
    end,
    backgroundImage,
    zones,
    calendar,
    createdOn: now,
  };
  return [{ type: 'TimelineCreated', data }];
};

const customise = (command: Command<'CustomiseTimeline'>, state: TimelineState, ids: { timelineId: string; worldId: string }): TimelineEvent[] => {
  const events: TimelineEvent[] = [];
  if (command.backgroundImage !== undefined && command.backgroundImage !== state.backgroundImage) {
    events.push({ type: 'TimelineBackgroundChanged', data: { ...ids, backgroundImage: command.backgroundImage } });
  }
  const overlayColor = command.overlayColor ?? state.overlayColor;
  const overlayOpacity = command.overlayOpacity ?? state.overlayOpacity;
  if (overlayColor !== state.overlayColor || overlayOpacity !== state.overlayOpacity) {
    events.push({ type: 'TimelineOverlayChanged', data: { ...ids, overlayColor, overlayOpacity } });
  }
  return events;
};

// A generator for the points' long lists (nodeEventSteps); every other decision is one step.
function* timelineDecision(command: TimelineCommand, state: TimelineState): Steps<TimelineEvent[]> {
  if (command.type === 'CreateTimeline') return createTimeline(command, state);
  requireAuthor(state, command, { paid: command.type !== 'DeleteTimeline' });
  const ids = { timelineId: state.timelineId, worldId: state.worldId };
  switch (command.type) {
    case 'RenameTimeline': {
      const title = checkedTimelineRename(command.title);
      return title === state.title ? [] : [{ type: 'TimelineRenamed', data: { ...ids, title } }];
    }
    case 'ChangeTimelineVisibility':
      return command.visibility === state.visibility ? [] : [{ type: 'TimelineVisibilityChanged', data: { ...ids, visibility: command.visibility } }];
    case 'DeleteTimeline':
      return [{ type: 'TimelineDeleted', data: ids }];
    case 'CustomiseTimeline':
      return customise(command, state, ids);
    case 'ChangeTimelineCalendar':
      return [{ type: 'TimelineCalendarChanged', data: { ...ids, calendar: command.calendar } }];
    case 'UpdateLines':
      return lineEvents(state, command.lines, command.removedLineIds);
    case 'UpdateNodes':
      return yield* nodeEventSteps(state, command.lineId, command.nodes, command.removedNodeIds);
    case 'UpdateZones':
      return zoneEvents(state, command.zones, command.removedZoneIds);
    case 'SetNodeImage':
      requireNode(state, command);
      return [{ type: 'TimelineNodeImageSet', data: { ...ids, lineId: command.lineId, nodeId: command.nodeId, image: command.image } }];
    case 'RemoveNodeImage':
      return requireNode(state, command).image ? [{ type: 'TimelineNodeImageRemoved', data: { ...ids, lineId: command.lineId, nodeId: command.nodeId } }] : [];
    case 'AddNodeLink': {
      const node = requireNode(state, command);
      const { link } = command;
      if (node.links.some((l) => l.type === link.type && l.id === link.id)) throw conflict(m.linkExists);
      if (node.links.length >= NODE_LINKS_MAX) throw invalid(m.tooManyLinks);
      return [
        {
          type: 'TimelineNodeLinkAdded',
          data: { ...ids, lineId: command.lineId, nodeId: command.nodeId, link, part: linkingPart(node.title, node.subtitle, node.secret) },
        },
      ];
    }
    case 'RemoveNodeLink': {
      const node = requireNode(state, command);
      if (!node.links.some((link) => link._id === command.linkId)) throw notFound(m.chooseLink);
      return [{ type: 'TimelineNodeLinkRemoved', data: { ...ids, lineId: command.lineId, nodeId: command.nodeId, linkId: command.linkId } }];
    }
  }
}

// One timeline, its lines, points, zones and calendar over `timeline-{timelineId}`.
export const timelineDecider: Decider<TimelineCommand, TimelineEvent, TimelineState> = {
  initialState: initialTimelineState,
  evolve: evolveTimeline,
  evolveAll: evolveTimelineAll,
  evolveOwned: evolveTimelineOwned,
  decide: (command, state) => runSteps(timelineDecision(command, state)),
  decideInSteps: timelineDecision,
};
