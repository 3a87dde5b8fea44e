import { periodHolds, type WorldDate } from '../calendars/worldDate';
import type { MapPoint, MapView } from './mapView';

// GET map/{id}?asOf=: the map as it stood at a date of the world's calendar: the points whose
// period does not hold then are left out (undated points always stand), and the answer says
// which date it is. Applied to what the viewer may see, so secret points stay out for readers.
export type MapAsOf = MapView & { asOf: WorldDate };

export const pointsAsOf = (points: Record<string, MapPoint>, asOf: WorldDate): Record<string, MapPoint> => {
  const standing: Record<string, MapPoint> = {};
  for (const [id, point] of Object.entries(points)) if (periodHolds(point.period, asOf)) standing[id] = point;
  return standing;
};

export const mapAsOf = (map: MapView, asOf: WorldDate): MapAsOf => ({ ...map, points: pointsAsOf(map.points, asOf), asOf });
