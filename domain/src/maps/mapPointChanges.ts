import { conflict, invalid } from '../shared/errors';
import { foldBulkAdds } from '../shared/bulkAdds';
import { passesPartLimit } from '../shared/partLimit';
import type { Calendar } from '../calendars/calendar';
import { periodProblem, type WorldPeriod } from '../calendars/worldDate';
import type { MapEvent, PointLook, StoredMapPoint } from './map.events';
import type { SentMapPoint } from './map.commands';
import { isDeletedPoint, ownPoint, type MapPointState, type MapState } from './map.state';
import { MAP_POINTS_MAX, RESERVED_POINT_IDS } from './mapLimits';
import { mapMessages as m } from './mapMessages';
import { samePeriod, storedPeriod } from './pointPeriod';

// PUT map/updatePoints sends whole points; this turns them into one event per change against
// the state (many added at once are one event). A point sent unchanged makes no event, so a tab that resends the points it did not
// touch overwrites nobody. A changed point sent with a revision older than the point's last
// change was edited on a stale copy (409), and so was a point deleted since. A new point's id is
// never a name every object has (mapLimits.ts RESERVED_POINT_IDS: 400); points are read by own
// property, so such a name is never taken for a point that exists. A point sent without `secret`
// keeps its mark, so a client that does not know the mark never reveals a point; a new one is not
// secret (docs/product.md, secrets). Its period is kept the same way (pointPeriod.ts). Only the
// periods a save sets (a new point's, a changed one) are checked on the world's calendar, as for
// wikis and scenes: a point dated before the world chose another calendar stays editable (moved,
// renamed) until its dates change.
export const mapPointEvents = (state: MapState, sent: readonly SentMapPoint[], removedPointIds: readonly string[], calendar?: Calendar): MapEvent[] => {
  const onCalendar = (period: WorldPeriod | undefined) => {
    const problem = calendar && periodProblem(calendar, period);
    if (problem) throw invalid(problem);
  };
  const { mapId, worldId } = state;
  const ids = { mapId, worldId };
  const events: MapEvent[] = [];
  let growth = 0;
  for (const point of sent) {
    const { _id: pointId, x, y, icon, color, name, description, secret, period, revision } = point;
    const known = ownPoint(state, pointId);
    if (!known) {
      if (RESERVED_POINT_IDS.has(pointId)) throw invalid(m.pointIdReserved);
      if (isDeletedPoint(state, pointId)) throw conflict(m.pointGone);
      growth += 1;
      // Written out, not spread: a spread among other fields leaves V8's fast copy (~4 µs a point).
      const added: StoredMapPoint = secret
        ? { _id: pointId, x, y, icon, color, name, description, secret }
        : { _id: pointId, x, y, icon, color, name, description };
      const dated = storedPeriod(period);
      onCalendar(dated);
      if (dated) added.period = dated;
      events.push({ type: 'MapPointAdded', data: { mapId, worldId, point: added } });
      continue;
    }
    const moved = known.x !== x || known.y !== y;
    const wasSecret = !!known.secret;
    const marked = secret ?? wasSecret;
    const dated = period === undefined ? known.period : storedPeriod(period);
    const redated = !samePeriod(known.period, dated);
    if (redated) onCalendar(dated);
    const edited = known.icon !== icon || known.color !== color || known.name !== name || known.description !== description || marked !== wasSecret || redated;
    if ((moved || edited) && revision !== undefined && revision < known.revision) throw conflict(m.pointConflict);
    if (moved) events.push({ type: 'MapPointMoved', data: { ...ids, pointId, x, y } });
    if (edited) events.push({ type: 'MapPointEdited', data: { ...ids, pointId, look: lookOf(icon, color, name, description, marked, wasSecret, dated) } });
  }
  for (const pointId of new Set(removedPointIds)) {
    if (!ownPoint(state, pointId)) continue; // already gone (or never a point): deleting twice is not an error
    growth -= 1;
    events.push({ type: 'MapPointDeleted', data: { ...ids, pointId } });
  }
  if (passesPartLimit(state.points, growth, MAP_POINTS_MAX)) throw invalid(m.tooManyPoints);
  return foldBulkAdds(events, isPointAdded, (adds) => ({ type: 'MapPointsAdded', data: { ...ids, points: adds.map((add) => add.data.point) } }));
};

// The mark is stored only while the point is secret or the edit unmarks it, so edits of points
// never marked look as they did before secrets existed. An edit's look carries the point's whole
// period (a look without one leaves the point undated: map.state.ts).
export const lookOf = (
  icon: MapPointState['icon'],
  color: string,
  name: string,
  description: string,
  marked: boolean,
  wasSecret: boolean,
  period: WorldPeriod | undefined,
) => {
  const look: PointLook = marked || wasSecret ? { icon, color, name, description, secret: marked } : { icon, color, name, description };
  if (period) look.period = period;
  return look;
};

const isPointAdded = (event: MapEvent): event is Extract<MapEvent, { type: 'MapPointAdded' }> => event.type === 'MapPointAdded';
