import type { PointAddress, PointDates } from '@lorewright/domain/calendars/datePoints';
import { periodsNamePoints, pointDatesOf } from '../worlds/pointDates';
import type { AddLinkBody, UpdatePointsBody } from '@lorewright/domain/maps/map.bodies';
import type { MapCommand } from '@lorewright/domain/maps/map.commands';
import { mapDecider } from '@lorewright/domain/maps/map.decide';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import { sentPeriods } from '@lorewright/domain/maps/pointPeriod';
import { mapScope } from '@lorewright/domain/media/mediaSlots';
import { notFound } from '@lorewright/domain/shared/errors';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { CommandContext } from '../pipeline/commandContext';
import { lastPosition } from '../shared/lastPosition';
import { mediaLibraryOf } from '../elements/elementEditor';
import { paidWorldFactsOf, type PaidWorldFacts } from '../worlds/elementWorld';
import { createWorldReader } from '../worlds/worldReader';
import { requireMapEditor } from './mapAccess';
import type { MapActor, MapDeps, MapPorts } from './mapDeps';
import { requireLinkTarget } from './mapLinks';
import { createMapMedia } from './mapMedia';
import { mapStream } from './mapStream';

// Every map command: HTTP-free, each returning the position the caller waits for. The world's
// facts are read from its stream, with its owner's plan, on which whoever may edit the map changes
// it; the decider applies the access and permission rules.
export const createMapCommands = (ports: MapPorts) => {
  const deps: MapDeps = { ...ports, readWorld: createWorldReader(ports.eventStore, ports.registry) };
  const onMap = (mapId: string, command: MapCommand, context: CommandContext) => deps.handle(mapStream(mapId), mapDecider, command, context);
  const base = (actor: MapActor, world: PaidWorldFacts) => ({
    actorId: actor.id,
    world,
    permissions: world.ownerPermissions,
    now: deps.clock.now().toISOString(),
  });
  const worldOf = (worldId: string) => paidWorldFactsOf(deps.readWorld, deps.permissionsOf, worldId);

  // The map's place and its world's facts, for commands whose request names only the map.
  const placeOf = async (mapId: string) => {
    const place = await deps.lookups.mapPlace(mapId);
    if (!place) throw notFound(m.notFound);
    return { place, world: await worldOf(place.worldID) };
  };
  const media = createMapMedia(deps, onMap, placeOf, base);
  const positionOf = async (mapId: string, command: MapCommand, context: CommandContext) => ({ position: (await onMap(mapId, command, context)).position });

  return {
    create: media.create,

    rename: async (actor: MapActor, mapId: string, worldId: string, title: string, context: CommandContext) =>
      positionOf(mapId, { ...base(actor, await worldOf(worldId)), type: 'RenameMap', title }, context),

    changeVisibility: async (actor: MapActor, mapId: string, worldId: string, visibility: Visibility, context: CommandContext) =>
      positionOf(mapId, { ...base(actor, await worldOf(worldId)), type: 'ChangeMapVisibility', visibility }, context),

    // The map goes first; then its picture and its points' images are released in the library.
    deleteMap: async (actor: MapActor, mapId: string, worldId: string, context: CommandContext) => {
      const world = await worldOf(worldId);
      const deleted = await onMap(mapId, { ...base(actor, world), type: 'DeleteMap' }, context);
      const released = await deps.media.clearScope(mediaLibraryOf(world), mapScope(worldId, mapId), context);
      return { position: lastPosition(deleted.position, released.position) };
    },

    // One event per changed point (mapPointChanges.ts); a deleted point's image is released
    // (clearing a slot that holds nothing changes nothing).
    // The world's calendar is read for a save that sends periods, and only for someone who may
    // change the map (the calendar of a private world is not for strangers to probe); the decider
    // checks on it the periods the save sets anew.
    updatePoints: async (actor: MapActor, mapId: string, body: UpdatePointsBody, context: CommandContext) => {
      const { place, world } = await placeOf(mapId);
      const sent = Object.values(body.points);
      const command: MapCommand & { type: 'UpdateMapPoints' } = {
        ...base(actor, world),
        type: 'UpdateMapPoints',
        points: sent,
        removedPointIds: body.removedPointIDs ?? [],
      };
      const periods = sentPeriods(sent);
      if (periods.length > 0) {
        requireMapEditor(world, mapId, actor.id, new Date(command.now));
        // Ends taken from timeline points get the points' dates (each point read once).
        if (periodsNamePoints(periods)) {
          const dates = pointDatesOf(deps.lookups, place.worldID);
          command.points = await dates.parts(sent);
        }
        // The decider checks the periods this save sets anew on the world's calendar.
        command.calendar = await deps.lookups.worldCalendar(place.worldID);
      }
      const updated = await onMap(mapId, command, context);
      const deleted = updated.events.flatMap((event) => (event.type === 'MapPointDeleted' ? [(event.data as { pointId: string }).pointId] : []));
      const released = await media.releasePointImages(actor, place, deleted, context);
      return { position: lastPosition(updated.position, released) };
    },

    // A timeline point moved (the datePoints reactor): the map's points dated from it take its new
    // dates. No one's access is checked (the editor chose to follow the point); the events name the
    // context's actor. A map that is gone, or never was, has nothing to follow.
    followDatePoint: async (mapId: string, address: PointAddress, dates: PointDates, context: CommandContext) =>
      positionOf(mapId, { type: 'FollowDatePoint', address, dates }, context),

    uploadPointImage: media.uploadPointImage,
    deletePointImage: media.deletePointImage,

    // The server names the link; its target must be an element of the map's world.
    addLink: async (actor: MapActor, body: AddLinkBody, context: CommandContext) => {
      const { place, world } = await placeOf(body.mapID);
      const command = base(actor, world);
      requireMapEditor(world, body.mapID, actor.id, new Date(command.now));
      await requireLinkTarget(deps.lookups, place.worldID, body.link);
      const link = { _id: deps.ids.newId(), ...body.link };
      const added = await onMap(body.mapID, { ...command, type: 'AddPointLink', pointId: body.pointID, link }, context);
      return { link, position: added.position };
    },

    removeLink: async (actor: MapActor, mapId: string, pointId: string, linkId: string, context: CommandContext) => {
      const { world } = await placeOf(mapId);
      return positionOf(mapId, { ...base(actor, world), type: 'RemovePointLink', pointId, linkId }, context);
    },

    // For routes that must refuse before they read an upload: creating in a world, or changing a map.
    requireCreator: async (actor: MapActor, worldId: string) => requireMapEditor(await worldOf(worldId), null, actor.id, deps.clock.now()),
    requireAuthor: async (actor: MapActor, mapId: string) => requireMapEditor((await placeOf(mapId)).world, mapId, actor.id, deps.clock.now()),
  };
};

export type MapCommands = ReturnType<typeof createMapCommands>;
