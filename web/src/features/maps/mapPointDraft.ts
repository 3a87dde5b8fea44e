import { DEFAULT_POINT_COLOR, DEFAULT_POINT_DESCRIPTION, DEFAULT_POINT_ICON, DEFAULT_POINT_NAME } from '@lorewright/domain/maps/mapLimits';
import type { MapPoint } from '@lorewright/domain/maps/mapView';
import { samePeriod } from '@lorewright/domain/maps/pointPeriod';
import { randomHexId } from '../../lib/randomHexId';
import type { SentPoint } from './api';

// The author's working copy of a map's points, and what of it PUT map/updatePoints is sent.

export type PointsById = Record<string, MapPoint>;

/** A point id as product.md makes them: random hex, made in the browser. */
export const randomPointId = randomHexId;

export const clampFraction = (value: number) => Math.min(1, Math.max(0, value));

/** A new point at fractions x, y of the picture, with the product's defaults (§3). */
export const newPoint = (x: number, y: number): MapPoint => ({
  _id: randomPointId(),
  x: clampFraction(x),
  y: clampFraction(y),
  icon: DEFAULT_POINT_ICON,
  color: DEFAULT_POINT_COLOR,
  name: DEFAULT_POINT_NAME,
  description: DEFAULT_POINT_DESCRIPTION,
  image: null,
  links: [],
  revision: 0,
});

/** The point at a client position over the picture's box (its on-screen rectangle). */
export const fractionAt = (box: DOMRect, clientX: number, clientY: number) => ({
  x: clampFraction((clientX - box.left) / box.width),
  y: clampFraction((clientY - box.top) / box.height),
});

// The secret mark goes with a point that has one (marked, or unmarked here or on the server);
// a point sent without it keeps the server's mark. Likewise its period: sent when it has one,
// null when the server's copy had one and the author took it off, else left out (kept).
const sentFields = ({ _id, x, y, icon, color, name, description, secret, period }: MapPoint, known?: MapPoint): SentPoint => {
  const sent: SentPoint = secret === undefined ? { _id, x, y, icon, color, name, description } : { _id, x, y, icon, color, name, description, secret };
  if (period) sent.period = period;
  else if (known?.period) sent.period = null;
  return sent;
};

const differs = (a: MapPoint, b: MapPoint) =>
  a.x !== b.x ||
  a.y !== b.y ||
  a.icon !== b.icon ||
  a.color !== b.color ||
  a.name !== b.name ||
  a.description !== b.description ||
  !!a.secret !== !!b.secret ||
  !samePeriod(a.period, b.period);

export interface PointChanges {
  points: Record<string, SentPoint>;
  removedPointIDs: string[];
}

/**
 * The body of a save: the points added or changed since the server's copy, each with the
 * revision it was read at (a new one without), and the ids of the points removed.
 */
export function pointChanges(saved: PointsById, draft: PointsById): PointChanges {
  const points: Record<string, SentPoint> = {};
  for (const point of Object.values(draft)) {
    const known = saved[point._id];
    if (!known) points[point._id] = sentFields(point);
    else if (differs(known, point)) points[point._id] = { ...sentFields(point, known), revision: known.revision };
  }
  const removedPointIDs = Object.keys(saved).filter((id) => !draft[id]);
  return { points, removedPointIDs };
}

export const hasPointChanges = ({ points, removedPointIDs }: PointChanges) => Object.keys(points).length > 0 || removedPointIDs.length > 0;

/**
 * The server's fresh copy after an image or link change, keeping the author's unsaved moves and
 * edits: those points take only their new image, links and revision.
 */
export function mergeFresh(fresh: PointsById, saved: PointsById, draft: PointsById): PointsById {
  const merged: PointsById = { ...fresh };
  for (const point of Object.values(draft)) {
    const known = saved[point._id];
    const now = fresh[point._id];
    if (!known) merged[point._id] = point;
    else if (now && differs(known, point)) merged[point._id] = { ...point, image: now.image, links: now.links, revision: now.revision };
  }
  for (const id of Object.keys(saved)) if (!draft[id]) delete merged[id];
  return merged;
}
