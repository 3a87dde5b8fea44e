import { plainDate, type PointAddress, type PointDates } from '@lorewright/domain/calendars/datePoints';
import { isAfterPeriod, worldDateMessages as m, type DatePoint, type WorldDate, type WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import { invalid } from '@lorewright/domain/shared/errors';

// A timeline point's dates on the world's calendar, as the read side knows them
// (projections/src/worlds/worldCalendarQueries.ts), or the reason a date cannot be taken from it.
export interface DatePointLookup {
  datePointDates(worldId: string, address: PointAddress): Promise<PointDates | string>;
}

/** Whether any end of these periods is taken from a timeline point. */
export const periodsNamePoints = (periods: Iterable<WorldPeriod | null | undefined>): boolean => {
  for (const period of periods) if (period?.from?.point || period?.until?.point) return true;
  return false;
};

// The dates a request sends that name a timeline point get that point's date, copied as it is
// now (the datePoints reactor copies it again when the point moves). A point that cannot give
// one (deleted, on another calendar than the world's, a range no more) leaves the date as sent,
// still naming it: every save sends its parts' dates again, and a deleted point must not make
// the wiki unsaveable; the page shows the link as broken and offers to unlink it.
// Each point is read once per request however many dates name it (a map's 10,000 points).
export const pointDatesOf = (lookup: DatePointLookup, worldId: string) => {
  const reading = new Map<string, Promise<void>>();
  const read = new Map<string, PointDates | string>();
  const keyOf = (point: DatePoint) => `${point.timelineID}/${point.nodeID}`;
  // Reads each point not read yet, once, however many dates name it.
  const load = (points: readonly (DatePoint | undefined)[]) =>
    Promise.all(
      points.flatMap((point) => {
        if (!point) return [];
        const key = keyOf(point);
        let loading = reading.get(key);
        if (!loading) reading.set(key, (loading = lookup.datePointDates(worldId, point).then((dates) => void read.set(key, dates))));
        return [loading];
      }),
    );

  // Once its point is read: the point's date, keeping the point; the date as sent when the point gives none.
  const dateNow = <D extends WorldDate | null | undefined>(sent: D): D => {
    if (!sent?.point) return sent;
    const dates = read.get(keyOf(sent.point));
    const taken = !dates || typeof dates === 'string' ? null : sent.point.end ? dates.end : dates.start;
    return taken ? ({ ...plainDate(taken), point: sent.point } as D) : sent;
  };
  const periodNow = <P extends WorldPeriod | null | undefined>(sent: P): P => {
    if (!sent || (!sent.from?.point && !sent.until?.point)) return sent;
    const taken = { ...(sent.from && { from: dateNow(sent.from) }), ...(sent.until && { until: dateNow(sent.until) }) };
    // Points' dates may end the period before it starts: refused as a typed one would be.
    if (taken.from && isAfterPeriod(taken, taken.from)) throw invalid(m.periodBackwards);
    return taken as P;
  };
  const partNow = <T extends { period?: WorldPeriod | null }>(sent: T): T =>
    periodsNamePoints([sent.period]) ? { ...sent, period: periodNow(sent.period) } : sent;

  return {
    date: async <D extends WorldDate | null | undefined>(sent: D): Promise<D> => {
      await load([sent?.point]);
      return dateNow(sent);
    },
    period: async <P extends WorldPeriod | null | undefined>(sent: P): Promise<P> => {
      await load([sent?.from?.point, sent?.until?.point]);
      return periodNow(sent);
    },
    // Dated parts (header fields, sections, a map's 10,000 points): the points they name read
    // first, then each part dated in one pass with no turn of its own.
    parts: async <T extends { period?: WorldPeriod | null }>(sent: readonly T[]): Promise<T[]> => {
      await load(sent.flatMap((each) => [each.period?.from?.point, each.period?.until?.point]));
      return sent.map(partNow);
    },
  };
};
