import { followedPeriod, type PointAddress, type PointDates } from '../calendars/datePoints';
import type { MapEvent } from './map.events';
import type { MapState } from './map.state';
import { lookOf } from './mapPointChanges';
import { samePeriod } from './pointPeriod';

// A timeline point moved: every point of the map whose period takes a date from it takes the
// point's new dates, as an edit of its period alone would (one MapPointEdited, the rest of its look
// kept). Points whose dates already say so make no event, so following twice changes nothing; a
// deleted map follows nothing; a move past a period's other end leaves it (followedPeriod). One pass over the points, however many (a map's 10,000).
export const followedPointEvents = (state: MapState, address: PointAddress, dates: PointDates): MapEvent[] => {
  if (state.status !== 'active') return [];
  const ids = { mapId: state.mapId, worldId: state.worldId };
  const events: MapEvent[] = [];
  for (const point of Object.values(state.points)) {
    const period = followedPeriod(point.period, address, dates);
    if (period === point.period || samePeriod(period, point.period)) continue;
    const { icon, color, name, description } = point;
    const secret = !!point.secret;
    events.push({ type: 'MapPointEdited', data: { ...ids, pointId: point._id, look: lookOf(icon, color, name, description, secret, secret, period) } });
  }
  return events;
};
