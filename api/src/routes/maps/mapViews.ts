import type { FastifyRequest } from 'fastify';
import type { MapActor } from '@lorewright/commands/maps/mapDeps';
import { DEMO_MAP, DEMO_MAP_ID } from '@lorewright/domain/maps/demoMap';
import { mapChangesWithoutSecrets, mapForViewer, seesSecretPoints } from '@lorewright/domain/maps/mapForViewer';
import type { Stack } from '../../composition';
import { secretsLeftOut } from '../elements/secretParts';
import { secretsLeftOutKept } from '../elements/secretsLeftOut';
import { paidActor } from '../paidActor';
import type { ViewName } from '@lorewright/projections/allProjections';

// The projections a map change shows in: the map itself and its world's list.
export const MAP_VIEWS: readonly ViewName[] = ['maps', 'worlds'];
// …and the media library, for changes that hold or release a picture.
export const MAP_MEDIA_VIEWS: readonly ViewName[] = [...MAP_VIEWS, 'media'];

const DEMO_MAP_JSON = JSON.stringify(DEMO_MAP);

// The signed-in user as the map commands take them: with their paid features.
export const mapActor: (request: FastifyRequest) => MapActor = paidActor;

// One map's JSON as the viewer may receive it: the demo world's bundled one for anyone, else
// the stored one through the access rule (mapForViewer.ts), its secret points left out for
// everyone who may not edit the map. The access rule reads the map's row only; the JSON with its
// points is serialised once per revision (mapQueries.ts).
export const mapJson = async (stack: Stack, mapId: string, viewerId: string | null): Promise<string> => {
  if (mapId === DEMO_MAP_ID) return DEMO_MAP_JSON;
  const { row, secrets } = await rowForViewer(stack, mapId, viewerId);
  const json = await stack.queries.maps.mapJson(row);
  return secrets ? json : await secretsLeftOutKept(stack.work, 'map', mapId, json);
};

const rowForViewer = async (stack: Stack, mapId: string, viewerId: string | null) => {
  const row = await stack.queries.maps.mapRow(mapId);
  const world = row ? await stack.queries.worlds.worldById(row.worldID) : null;
  return { row: mapForViewer(world, row, viewerId), secrets: !!world && seesSecretPoints(world, mapId, viewerId) };
};

// What changed in the map after `since` (a revision the viewer's copy holds), or null when that
// is too much and the whole map is the better answer. Only the map's editor changes points, so
// this goes to them; were it anyone else's, the secret points would be left out as well.
export const mapChangesJson = async (stack: Stack, mapId: string, viewerId: string, since: number): Promise<string | null> => {
  const { row, secrets } = await rowForViewer(stack, mapId, viewerId);
  const json = await stack.queries.maps.mapChangesJson(row, since);
  return json === null || secrets ? json : secretsLeftOut(json, mapChangesWithoutSecrets);
};
