import type { FastifyRequest } from 'fastify';
import { asOfText, type WorldDate } from '@lorewright/domain/calendars/worldDate';
import type { MapActor } from '@lorewright/commands/maps/mapDeps';
import { DEMO_MAP, DEMO_MAP_ID } from '@lorewright/domain/maps/demoMap';
import { isDomainError } from '@lorewright/domain/shared/errors';
import { mapChangesWithoutSecrets, mapForViewer, seesSecretPoints } from '@lorewright/domain/maps/mapForViewer';
import type { Stack } from '../../composition';
import { secretsLeftOut } from '../elements/secretParts';
import { secretsLeftOutKept } from '../elements/secretsLeftOut';
import { paidActor } from '../paidActor';
import { hasDatedPoints, mapJsonAsOf } from './mapAsOfTask';
import type { ViewName } from '@lorewright/projections/allProjections';
import type { QueriesOf } from '../routeTypes';

// The projections a map change shows in: the map itself and its world's list.
export const MAP_VIEWS: readonly ViewName[] = ['maps', 'worlds'];
// …and the media library, for changes that hold or release a picture.
export const MAP_MEDIA_VIEWS: readonly ViewName[] = [...MAP_VIEWS, 'media'];

const DEMO_MAP_JSON = JSON.stringify(DEMO_MAP);

// The signed-in user as the map commands take them: with their paid features.
export const mapActor: (request: FastifyRequest) => MapActor = paidActor;

export type MapJsonPorts = Pick<Stack, 'work'> & QueriesOf<'maps'> & RowForViewerPorts;

// One map's JSON as the viewer may receive it: the demo world's bundled one for anyone, else
// the stored one through the access rule (mapForViewer.ts), its secret points left out for
// everyone who may not edit the map. The access rule reads the map's row only; the JSON with its
// points is serialised once per revision (mapQueries.ts).
export const mapJson = async (ports: MapJsonPorts, mapId: string, viewerId: string | null): Promise<string> => {
  if (mapId === DEMO_MAP_ID) return DEMO_MAP_JSON;
  const { row, secrets } = await rowForViewer(ports, mapId, viewerId);
  const json = await ports.queries.maps.mapJson(row);
  return secrets ? json : await secretsLeftOutKept(ports.work, 'map', mapId, json);
};

// The as-of JSON of the maps read last, by map and date, kept until the JSON it was made from
// changes: a shared address read by many is made once. Made in the work pool when points are
// dated (parsing and writing again 2 MB of a 10,000-point map takes ~60 ms).
const AS_OF_KEPT_MAX = 8;
const AS_OF_TIMEOUT_MS = 30_000;
const asOfKept = new Map<string, { source: string; shown: string }>();

type AsOfInPoolPorts = Pick<Stack, 'work'>;

const asOfInPool = async (ports: AsOfInPoolPorts, json: string, asOf: WorldDate): Promise<string> => {
  if (!hasDatedPoints(json)) return mapJsonAsOf({ json, asOf });
  try {
    return await ports.work.run('mapAsOf', { json, asOf }, { timeoutMs: AS_OF_TIMEOUT_MS });
  } catch (error) {
    // A pool busy with imports and exports: made here, as a read may not be refused for it.
    if (!isDomainError(error) || error.kind !== 'tooManyRequests') throw error;
    return mapJsonAsOf({ json, asOf });
  }
};

export type MapJsonAsOfDatePorts = MapJsonPorts & AsOfInPoolPorts;

/** One map's JSON as the viewer may receive it (mapJson), as of a date: its points whose period does not hold then left out, and `asOf`. */
export const mapJsonAsOfDate = async (ports: MapJsonAsOfDatePorts, mapId: string, viewerId: string | null, asOf: WorldDate): Promise<string> => {
  const json = await mapJson(ports, mapId, viewerId);
  const key = `${mapId}:${asOfText(asOf)}`;
  const hit = asOfKept.get(key);
  if (hit?.source === json) return hit.shown;
  const shown = await asOfInPool(ports, json, asOf);
  asOfKept.delete(key);
  asOfKept.set(key, { source: json, shown });
  if (asOfKept.size > AS_OF_KEPT_MAX) asOfKept.delete(asOfKept.keys().next().value!);
  return shown;
};

type RowForViewerPorts = QueriesOf<'maps' | 'worlds'>;

const rowForViewer = async (ports: RowForViewerPorts, mapId: string, viewerId: string | null) => {
  const row = await ports.queries.maps.mapRow(mapId);
  const world = row ? await ports.queries.worlds.worldById(row.worldID) : null;
  return { row: mapForViewer(world, row, viewerId), secrets: !!world && seesSecretPoints(world, mapId, viewerId) };
};

export type MapChangesJsonPorts = QueriesOf<'maps'> & RowForViewerPorts;

// What changed in the map after `since` (a revision the viewer's copy holds), or null when that
// is too much and the whole map is the better answer. Only the map's editor changes points, so
// this goes to them; were it anyone else's, the secret points would be left out as well.
export const mapChangesJson = async (ports: MapChangesJsonPorts, mapId: string, viewerId: string, since: number): Promise<string | null> => {
  const { row, secrets } = await rowForViewer(ports, mapId, viewerId);
  const json = await ports.queries.maps.mapChangesJson(row, since);
  return json === null || secrets ? json : secretsLeftOut(json, mapChangesWithoutSecrets);
};
