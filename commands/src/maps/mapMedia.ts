import { mapImageSlot, mapPointImageSlot } from '@lorewright/domain/media/mediaSlots';
import type { MapCommand, MapCommandBase } from '@lorewright/domain/maps/map.commands';
import { mapDecider } from '@lorewright/domain/maps/map.decide';
import { ownPoint } from '@lorewright/domain/maps/map.state';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { NewMapFields } from '@lorewright/domain/maps/map.bodies';
import { notFound } from '@lorewright/domain/shared/errors';
import { mediaLibraryOf } from '../elements/elementEditor';
import { createStateReader } from '../eventStore/streamReader';
import { uploadHolding } from '../media/slotHolding';
import type { CommandContext } from '../pipeline/commandContext';
import type { CommandResult } from '../pipeline/handleCommand';
import { lastPosition } from '../shared/lastPosition';
import { paidWorldFactsOf, type PaidWorldFacts } from '../worlds/elementWorld';
import { requireMapEditor } from './mapAccess';
import type { MapActor, MapDeps, MapPlace } from './mapDeps';
import { mapStream } from './mapStream';

type OnMap = (mapId: string, command: MapCommand, context: CommandContext) => Promise<CommandResult<{ type: string; data: unknown }>>;
type PlaceOf = (mapId: string) => Promise<{ place: MapPlace; world: PaidWorldFacts }>;
type Base = (actor: MapActor, world: PaidWorldFacts) => MapCommandBase;

// A map's pictures in the author's media library (folder 'maps'): the map's own picture and
// each point's image fill a slot under the map's scope, so they are active while the map shows
// them; a slot is filled before the map shows the image and given back when the map refuses.
export const createMapMedia = (deps: MapDeps, onMap: OnMap, placeOf: PlaceOf, base: Base) => {
  const readMap = createStateReader(deps, mapDecider, mapStream);
  const uploading = uploadHolding(deps.media);

  return {
    // The bytes are checked (an image, within the quota) by the media library before the map exists.
    create: async (actor: MapActor, fields: NewMapFields, bytes: Uint8Array, context: CommandContext) => {
      const world = await paidWorldFactsOf(deps.readWorld, deps.permissionsOf, fields.worldID);
      const command = base(actor, world);
      requireMapEditor(world, null, actor.id, new Date(command.now));
      const mapId = deps.ids.newId();
      const { title, description } = fields;
      const { uploaded, result } = await uploading(
        { owner: mediaLibraryOf(world), folder: 'maps', bytes, slot: mapImageSlot(world.worldId, mapId) },
        context,
        ({ name, mediaId }) => onMap(mapId, { ...command, type: 'CreateMap', mapId, title, description, image: name, mediaId }, context),
      );
      return { mapId, position: lastPosition(uploaded.position, result.position) };
    },

    // A new image replaces the point's old one in its slot, which releases the old one. The point
    // must exist (by own property: `__proto__` is no point) before the upload is charged.
    uploadPointImage: async (actor: MapActor, mapId: string, pointId: string, bytes: Uint8Array, context: CommandContext) => {
      const { place, world } = await placeOf(mapId);
      const command = base(actor, world);
      requireMapEditor(world, mapId, actor.id, new Date(command.now));
      const state = await readMap(mapId);
      if (state.status !== 'active') throw notFound(m.notFound);
      if (!ownPoint(state, pointId)) throw notFound(m.choosePoint);
      const { uploaded, result } = await uploading(
        { owner: mediaLibraryOf(world), folder: 'maps', bytes, slot: mapPointImageSlot(place.worldID, mapId, pointId) },
        context,
        ({ name, mediaId }) => onMap(mapId, { ...command, type: 'SetPointImage', pointId, image: { name, mediaId } }, context),
      );
      return { position: lastPosition(uploaded.position, result.position) };
    },

    // The media item stays in the library, no longer active (its owner may delete it there).
    deletePointImage: async (actor: MapActor, mapId: string, pointId: string, context: CommandContext) => {
      const { place, world } = await placeOf(mapId);
      const removed = await onMap(mapId, { ...base(actor, world), type: 'RemovePointImage', pointId }, context);
      const released = await deps.media.clearSlot(mediaLibraryOf(place), mapPointImageSlot(place.worldID, mapId, pointId), context);
      return { position: lastPosition(removed.position, released.position) };
    },

    // Deleted points give their images back to the library, one slot each.
    releasePointImages: async (actor: MapActor, place: MapPlace, pointIds: readonly string[], context: CommandContext) => {
      let position: number | null = null;
      for (const pointId of pointIds)
        position = lastPosition(
          position,
          (await deps.media.clearSlot(mediaLibraryOf(place), mapPointImageSlot(place.worldID, place._id, pointId), context)).position,
        );
      return position;
    },

    readMap,
  };
};
