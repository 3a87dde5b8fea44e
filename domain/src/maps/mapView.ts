import { z } from 'zod';
import { WorldDate } from '../calendars/worldDate';
import { Visibility } from '../worlds/world.events';
import { StoredMapLink, StoredMapPoint } from './map.events';

// What the server shows of maps (product.md §3), shared by the projection that writes
// it, the routes that answer it (their answer schemas) and the client that reads it.

// A link from a point to another element, as stored; its title is resolved by GET link/{type}/{id}.
export const MapLink = StoredMapLink;
export type MapLink = z.infer<typeof MapLink>;

// A point as stored (map.events.ts: its place, as fractions 0 to 1 of the image's width and
// height, and its look; `secret` shown only to those who may edit the map, mapForViewer.ts;
// `period` absent: always, and GET map/{id}?asOf= leaves out the points whose period does not hold
// then), with its picture and links.
export const MapPoint = StoredMapPoint.extend({
  // A picture of the author's media library (folder 'maps'), or null.
  image: z.object({ name: z.string() }).nullable(),
  links: z.array(MapLink),
  // The map stream's revision of the point's last change: an edit sent with an older one was
  // made on a copy someone has since changed (409).
  revision: z.number(),
});
export type MapPoint = z.infer<typeof MapPoint>;

const mapFields = {
  _id: z.string(),
  worldID: z.string(),
  authorID: z.string(),
  // The map picture's file name in the author's media library (folder 'maps').
  image: z.string(),
  title: z.string(),
  description: z.string(),
  visibility: Visibility,
  createdOn: z.string(),
  lastUpdated: z.string(),
};

export const MapView = z.object({
  ...mapFields,
  // Keyed by point id, as PUT map/updatePoints takes them.
  points: z.record(z.string(), MapPoint),
});
export type MapView = z.infer<typeof MapView>;

// A row of GET map/maps and of the maps menu: the map without its points.
export const MapListItem = z.object({ ...mapFields, num_points: z.number() });
export type MapListItem = z.infer<typeof MapListItem>;

// GET map/{id}: the map itself; with `?asOf=` only the points standing then, and the date.
export const MapAnswer = MapView.extend({ asOf: WorldDate.optional() });
// GET map/maps.
export const MapsAnswer = z.object({ maps: z.array(MapListItem) });

// POST map/addLink: what it says, and the link as stored (the server names it).
export const MapLinkAddedAnswer = z.object({ message: z.string(), link: MapLink });
