import type { AzgaarMap } from '@lorewright/domain/imports/azgaar/azgaarMap';
import { NewMapFields } from '@lorewright/domain/maps/map.bodies';
import type { MapCommands } from '../maps/mapCommands';
import type { MapActor } from '../maps/mapDeps';
import type { CommandContext } from '../pipeline/commandContext';

export interface AzgaarImportPorts {
  maps: Pick<MapCommands, 'requireCreator' | 'create' | 'updatePoints' | 'deleteMap'>;
  // Removes a picture the import stored, on a rollback.
  media: { delete: (userId: string, mediaId: string, context: CommandContext) => Promise<unknown> };
  // The media id of a map's picture as the read side knows it, to remove it on a rollback.
  mapImageMediaId: (mapId: string) => Promise<string | null>;
  // Read-your-writes between steps: adding points finds the new map on the read side.
  settle: (position: number | null) => Promise<void>;
}

// An Azgaar map (parsed and drawn beforehand) as a new map of the world, through the map
// commands, so the author rule, the 'maps' permission and the media quota apply as for any map.
// Nothing half-imported: when adding its points fails, the map and its picture go again.
export const createAzgaarImport = (ports: AzgaarImportPorts) => {
  const rollBack = async (actor: MapActor, worldId: string, mapId: string, context: CommandContext) => {
    const mediaId = await ports.mapImageMediaId(mapId).catch(() => null);
    const deleted = await ports.maps.deleteMap(actor, mapId, worldId, context).catch(() => null);
    if (deleted) await ports.settle(deleted.position).catch(() => undefined);
    if (mediaId) await ports.media.delete(actor.id, mediaId, context).catch(() => undefined);
  };

  return {
    // Before the file is read or drawn: the world's author with the 'maps' permission.
    requireCreator: (actor: MapActor, worldId: string) => ports.maps.requireCreator(actor, worldId),

    run: async (actor: MapActor, worldId: string, map: AzgaarMap, picture: Uint8Array, context: CommandContext) => {
      const fields = NewMapFields.parse({ title: map.name, worldID: worldId, description: map.description });
      const { mapId, position } = await ports.maps.create(actor, fields, picture, context);
      try {
        await ports.settle(position);
        const points = Object.fromEntries(map.points.map((point) => [point._id, point]));
        const added = await ports.maps.updatePoints(actor, mapId, { mapID: mapId, points }, context);
        await ports.settle(added.position);
        return { mapId, title: fields.title, points: map.points.length };
      } catch (error) {
        await rollBack(actor, worldId, mapId, context);
        throw error;
      }
    },
  };
};

export type AzgaarImport = ReturnType<typeof createAzgaarImport>;
