import type { MapListItem } from '@lorewright/domain/maps/mapView';

// How the maps projection stores a map: a small row (what lists and access checks read) with
// the stream revision it was folded to and the media item its picture is; its points are kept
// in chunks beside it.
export interface MapRecord extends MapListItem {
  revision: number;
  mediaId: string;
}

export const MAPS = 'maps';
// The points, in chunks (partChunks.ts).
export const MAP_POINT_CHUNKS = 'mapPointChunks';
// The element picker's preview: the description's first characters (product.md §9).
export const MAP_PREVIEW_LENGTH = 50;
