import { isOpenPeriod, sameWorldPeriod, type WorldPeriod } from '../calendars/worldDate';

// When a map point's place stands (a city founded in 1150 and burnt in 1320), on the world's
// calendar. A point is sent with a period, with null or `{}` to take it off, or without one to
// keep what it has (as its secret mark is kept).

/** The period a point stores for what was sent: none for null or a period with neither end. */
export const storedPeriod = (period: WorldPeriod | null | undefined): WorldPeriod | undefined => (isOpenPeriod(period) ? undefined : period!);

/** Whether two stored periods are the same (none and none included). */
export const samePeriod = (a: WorldPeriod | undefined, b: WorldPeriod | undefined): boolean => sameWorldPeriod(a, b);

/** The periods a whole-list save would store, each once, to check on the world's calendar before deciding. */
export const sentPeriods = (points: Iterable<{ period?: WorldPeriod | null | undefined }>): WorldPeriod[] => {
  const periods: WorldPeriod[] = [];
  for (const point of points) if (point.period && !isOpenPeriod(point.period)) periods.push(point.period);
  return periods;
};
