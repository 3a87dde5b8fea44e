import type { WorldDate } from '@lorewright/domain/calendars/worldDate';
import { mapAsOf } from '@lorewright/domain/maps/mapAsOf';
import type { MapView } from '@lorewright/domain/maps/mapView';
import type { Moving } from '../../workers/moving';

// A map's JSON as of a date (domain/src/maps/mapAsOf.ts), from the JSON the viewer may receive.
// A map with no dated point is answered as it is with the date added, without reading it: a key
// `"period":` appears only as a point's period (inside a text a quote is escaped). One with dated
// points is read and written again, in the work pool for a big map (tasks.ts).
export interface MapAsOfInput {
  json: string;
  asOf: WorldDate;
}

export const hasDatedPoints = (json: string) => json.includes('"period":');

export const mapJsonAsOf = ({ json, asOf }: MapAsOfInput): string =>
  hasDatedPoints(json) ? JSON.stringify(mapAsOf(JSON.parse(json) as MapView, asOf)) : `${json.slice(0, -1)},"asOf":${JSON.stringify(asOf)}}`;

export const mapAsOfTask = (input: MapAsOfInput): Moving<string> => ({ value: mapJsonAsOf(input), transfer: [] });
