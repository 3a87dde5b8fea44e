import type { MapListItem, MapPoint } from '@lorewright/domain/maps/mapView';

// How the maps projection stores a map: a small row (what lists and access checks read) with
// the stream revision it was folded to and the media item its picture is, and one document per
// point, so moving one point of a thousand writes one small document.
export interface MapRecord extends MapListItem {
  revision: number;
  mediaId: string;
}

export interface MapPointRecord {
  // `{mapId}/{pointId}`
  _id: string;
  mapID: string;
  worldID: string;
  // The stream revision of the event that last wrote this document (partsJsonCache.ts).
  rev: number;
  point: MapPoint;
}

// A point deleted at stream revision `rev`, so a map's JSON kept at an earlier revision can drop
// it without reading every point again.
export interface MapPointGoneRecord {
  _id: string;
  mapID: string;
  worldID: string;
  rev: number;
}

export const MAPS = 'maps';
export const MAP_POINTS = 'mapPoints';
export const MAP_POINTS_GONE = 'mapPointsGone';
export const mapPointRecordId = (mapId: string, pointId: string) => `${mapId}/${pointId}`;
// The element picker's preview: the description's first characters (spec §9).
export const MAP_PREVIEW_LENGTH = 50;
