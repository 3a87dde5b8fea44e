import { linkingPart } from '../backlinks/linkingPart';
import { requireOwnersPlan } from '../accounts/permissions';
import type { Decider } from '../shared/decider';
import { conflict, forbidden, invalid, notFound } from '../shared/errors';
import { canCreateElements, canEditElement } from '../worlds/worldAccess';
import { worldMessages as wm } from '../worlds/worldMessages';
import type { MapCommand, MapCommandBase } from './map.commands';
import type { MapEvent } from './map.events';
import { evolveMap, evolveMapAll, evolveMapOwned, initialMapState, ownPoint, type MapState } from './map.state';
import { POINT_LINKS_MAX } from './mapLimits';
import { mapMessages as m } from './mapMessages';
import { followedPointEvents } from './mapDatePoints';
import { mapPointEvents } from './mapPointChanges';
import { checkedMapTitle } from './mapTitle';

type Command<T extends MapCommand['type']> = Extract<MapCommand, { type: T }>;

// Every command but creation needs a live map of the world whose facts came with it, and
// someone who may edit it. Changing a map needs the 'maps' permission; deleting one does not, so
// a lapsed subscription never traps an author's data (docs/decisions.md, Maps).
const requireAuthor = (state: MapState, command: MapCommandBase, { paid }: { paid: boolean }) => {
  if (state.status !== 'active' || state.worldId !== command.world.worldId) throw notFound(m.notFound);
  if (!canEditElement(command.world, 'map', state.mapId, command.actorId)) throw forbidden(m.onlyAuthor);
  if (paid) requireOwnersPlan(command, 'maps', { isNew: false });
};

const requirePoint = (state: MapState, pointId: string) => {
  const point = ownPoint(state, pointId);
  if (!point) throw notFound(m.choosePoint);
  return point;
};

const createMap = (command: Command<'CreateMap'>, state: MapState): MapEvent[] => {
  const { world, mapId, description, image, mediaId, now } = command;
  if (state.status !== 'none') throw conflict(m.alreadyExists);
  if (!canCreateElements(world, command.actorId)) throw forbidden(wm.onlyAuthor);
  requireOwnersPlan(command, 'maps', { isNew: true });
  const title = checkedMapTitle(command.title);
  return [{ type: 'MapCreated', data: { mapId, worldId: world.worldId, authorId: world.authorID, title, description, image, mediaId, createdOn: now } }];
};

const decideMap = (command: MapCommand, state: MapState): MapEvent[] => {
  if (command.type === 'CreateMap') return createMap(command, state);
  // The editor who took the date from the point chose to follow it: no one's access is checked.
  if (command.type === 'FollowDatePoint') return followedPointEvents(state, command.address, command.dates);
  requireAuthor(state, command, { paid: command.type !== 'DeleteMap' });
  const ids = { mapId: state.mapId, worldId: state.worldId };
  switch (command.type) {
    case 'RenameMap': {
      const title = checkedMapTitle(command.title);
      return title === state.title ? [] : [{ type: 'MapRenamed', data: { ...ids, title } }];
    }
    case 'ChangeMapVisibility':
      return command.visibility === state.visibility ? [] : [{ type: 'MapVisibilityChanged', data: { ...ids, visibility: command.visibility } }];
    case 'DeleteMap':
      return [{ type: 'MapDeleted', data: ids }];
    case 'UpdateMapPoints':
      return mapPointEvents(state, command.points, command.removedPointIds, command.calendar);
    case 'SetPointImage':
      requirePoint(state, command.pointId);
      return [{ type: 'MapPointImageSet', data: { ...ids, pointId: command.pointId, image: command.image } }];
    case 'RemovePointImage':
      return requirePoint(state, command.pointId).image ? [{ type: 'MapPointImageRemoved', data: { ...ids, pointId: command.pointId } }] : [];
    case 'AddPointLink': {
      const point = requirePoint(state, command.pointId);
      const { link } = command;
      if (point.links.some((l) => l.type === link.type && l.id === link.id)) throw conflict(m.linkExists);
      if (point.links.length >= POINT_LINKS_MAX) throw invalid(m.tooManyLinks);
      return [{ type: 'MapPointLinkAdded', data: { ...ids, pointId: command.pointId, link, part: linkingPart(point.name, point.description, point.secret) } }];
    }
    case 'RemovePointLink': {
      const point = requirePoint(state, command.pointId);
      if (!point.links.some((link) => link._id === command.linkId)) throw notFound(m.chooseLink);
      return [{ type: 'MapPointLinkRemoved', data: { ...ids, pointId: command.pointId, linkId: command.linkId } }];
    }
  }
};

// One map and its points over `map-{mapId}`.
export const mapDecider: Decider<MapCommand, MapEvent, MapState> = {
  initialState: initialMapState,
  evolve: evolveMap,
  evolveAll: evolveMapAll,
  evolveOwned: evolveMapOwned,
  decide: decideMap,
};
