import { MAP_ZOOM } from '@lorewright/domain/maps/mapLimits';
import type { MapPoint } from '@lorewright/domain/maps/mapView';
import Supercluster from 'supercluster';

// Markers of a large map grouped with supercluster, in picture fractions. Supercluster works in
// longitude and latitude on a square Web Mercator world; a picture's fractions are laid on that
// square (its longer side across it) so that one clustering zoom level is one doubling of the
// picture's size on screen, whatever its shape.

/** Part of the picture, as fractions of its width (left, right) and height (top, bottom). */
export interface PictureBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PictureSize {
  width: number;
  height: number;
}

export type MapItem = { kind: 'point'; point: MapPoint } | { kind: 'cluster'; id: number; count: number; x: number; y: number };

// Markers closer than about this many px on screen share a cluster.
const RADIUS_PX = 56;
// The width in px of the clustering world at zoom level 0.
const EXTENT = 256;

const clamp01 = (value: number) => Math.min(1, Math.max(0, value));
const lngOf = (u: number) => clamp01(u) * 360 - 180;
const uOf = (lng: number) => lng / 360 + 0.5;
// Supercluster's own Mercator pair (its latY and yLat), so a point comes back where it went in.
const latOf = (v: number) => (360 * Math.atan(Math.exp(((180 - clamp01(v) * 360) * Math.PI) / 180))) / Math.PI - 90;
const vOf = (lat: number) => {
  const sin = Math.sin((lat * Math.PI) / 180);
  return 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
};

const sideOf = (picture: PictureSize) => Math.max(picture.width, picture.height, 1);
// The clustering level at a zoom of the map: the picture's longer side is about EXTENT × 2^level px.
const levelAt = (side: number, scale: number) => Math.max(0, Math.round(Math.log2((side * scale) / EXTENT)));
// The smallest zoom at a level (a shade above, against rounding).
const scaleAt = (side: number, level: number) => (EXTENT * 2 ** (level - 0.45)) / side;

/** The clustering level at a zoom of the map: a new level means other clusters. */
export const clusterLevel = (picture: PictureSize, scale: number) => levelAt(sideOf(picture), scale);

export interface ClusterIndex {
  /** The clusters and single points inside `box` at the map's zoom `scale`. */
  itemsIn: (box: PictureBox, scale: number) => MapItem[];
  /** The map zoom at which a cluster falls apart. */
  expansionScale: (clusterId: number) => number;
}

export function clusterIndex(points: readonly MapPoint[], picture: PictureSize): ClusterIndex {
  const side = sideOf(picture);
  const [ku, kv] = [picture.width / side, picture.height / side];
  // At the largest zoom every point stands alone: the level there is past the last clustered one.
  const maxZoom = Math.max(0, levelAt(side, MAP_ZOOM.max) - 1);
  const index = new Supercluster<{ id: string }>({ radius: RADIUS_PX, extent: EXTENT, maxZoom });
  const byId = new Map(points.map((point) => [point._id, point]));
  index.load(
    points.map((point) => ({
      type: 'Feature' as const,
      properties: { id: point._id },
      geometry: { type: 'Point' as const, coordinates: [lngOf(point.x * ku), latOf(point.y * kv)] },
    })),
  );

  return {
    itemsIn: (box, scale) => {
      const bbox: [number, number, number, number] = [lngOf(box.left * ku), latOf(box.bottom * kv), lngOf(box.right * ku), latOf(box.top * kv)];
      const items: MapItem[] = [];
      for (const feature of index.getClusters(bbox, levelAt(side, scale))) {
        const properties = feature.properties;
        if ('cluster' in properties) {
          const [lng = 0, lat = 0] = feature.geometry.coordinates;
          items.push({ kind: 'cluster', id: properties.cluster_id, count: properties.point_count, x: uOf(lng) / ku, y: vOf(lat) / kv });
        } else {
          const point = byId.get(properties.id);
          if (point) items.push({ kind: 'point', point });
        }
      }
      return items;
    },
    expansionScale: (clusterId) => Math.min(MAP_ZOOM.max, scaleAt(side, index.getClusterExpansionZoom(clusterId))),
  };
}
