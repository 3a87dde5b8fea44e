import type { WorldPeriod } from '../calendars/worldDate';
import type { Visibility } from '../worlds/world.events';
import type { MapIcon } from './mapIcons';

// What the server shows of maps (product.md §3), shared by the projection that writes
// it, the routes that answer it and the client that reads it.

// A link from a point to another element; its title is resolved by GET link/{type}/{id}.
export interface MapLink {
  _id: string;
  type: 'writing' | 'wiki' | 'timeline' | 'map';
  category?: string | undefined;
  id: string;
}

export interface MapPoint {
  _id: string;
  // Fractions 0 to 1 of the image's width and height.
  x: number;
  y: number;
  icon: MapIcon;
  color: string;
  name: string;
  description: string;
  // Shown only to those who may edit the map (mapForViewer.ts); absent means not secret.
  secret?: boolean;
  // When the place stands, on the world's calendar; absent: always (GET map/{id}?asOf= leaves
  // out the points whose period does not hold then).
  period?: WorldPeriod;
  // A picture of the author's media library (folder 'maps'), or null.
  image: { name: string } | null;
  links: MapLink[];
  // The map stream's revision of the point's last change: an edit sent with an older one was
  // made on a copy someone has since changed (409).
  revision: number;
}

export interface MapView {
  _id: string;
  worldID: string;
  authorID: string;
  // The map picture's file name in the author's media library (folder 'maps').
  image: string;
  title: string;
  description: string;
  visibility: Visibility;
  createdOn: string;
  lastUpdated: string;
  // Keyed by point id, as PUT map/updatePoints takes them.
  points: Record<string, MapPoint>;
}

// A row of GET map/maps and of the maps menu: the map without its points.
export type MapListItem = Omit<MapView, 'points'> & { num_points: number };

export const LINKABLE_ELEMENTS = ['writing', 'wiki', 'timeline', 'map'] as const;
