import { plainDate, type PointAddress, type PointDates } from '@lorewright/domain/calendars/datePoints';
import { worldDateMessages as m, WorldPeriod, type DatePoint, type WorldDate } from '@lorewright/domain/calendars/worldDate';
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
  const known = new Map<string, Promise<PointDates | string>>();
  const datesOf = (point: DatePoint) => {
    const key = `${point.timelineID}/${point.nodeID}`;
    let dates = known.get(key);
    if (!dates) known.set(key, (dates = lookup.datePointDates(worldId, point)));
    return dates;
  };

  const date = async <D extends WorldDate | null | undefined>(sent: D): Promise<D> => {
    if (!sent?.point) return sent;
    const dates = await datesOf(sent.point);
    const taken = typeof dates === 'string' ? null : sent.point.end ? dates.end : dates.start;
    return taken ? ({ ...plainDate(taken), point: sent.point } as D) : sent;
  };

  const period = async <P extends WorldPeriod | null | undefined>(sent: P): Promise<P> => {
    if (!sent || (!sent.from?.point && !sent.until?.point)) return sent;
    const [from, until] = await Promise.all([date(sent.from), date(sent.until)]);
    // Points' dates may end the period before it starts: refused as a typed one would be.
    const taken = WorldPeriod.safeParse({ ...(from && { from }), ...(until && { until }) });
    if (!taken.success) throw invalid(taken.error.issues[0]?.message ?? m.periodBackwards);
    return taken.data as P;
  };

  // A dated part (a header field, a section, a map point) with its period's points' dates.
  const part = async <T extends { period?: WorldPeriod | null }>(sent: T): Promise<T> =>
    periodsNamePoints([sent.period]) ? { ...sent, period: await period(sent.period) } : sent;

  return { date, period, part };
};
