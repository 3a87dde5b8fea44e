import { isAfterPeriod, type DatePoint, type WorldDate, type WorldPeriod } from './worldDate';

// Dates taken from timeline points. A date that names a point (`point`) holds a copy of the
// point's date, made when saved; when the point moves, the elements that hold such copies are
// told its new dates (the datePoints reactor) and each changes its copies as an edit would. So
// every reader of dates (as-of views, continuity, exports) reads plain dates.

/** A timeline point's dates on the world's calendar: its start, and its end when it is a range. */
export interface PointDates {
  start: WorldDate;
  end: WorldDate | null;
}

/** The point a date is taken from, without the end mark: what moves together. */
export type PointAddress = Pick<DatePoint, 'timelineID' | 'nodeID'>;

const isFrom = (point: DatePoint | undefined, address: PointAddress) => !!point && point.timelineID === address.timelineID && point.nodeID === address.nodeID;

/** A date with only its year, month and day (the point it came from left off). */
export const plainDate = ({ year, month, day }: WorldDate): WorldDate => ({ year, ...(month !== undefined && { month }), ...(day !== undefined && { day }) });

/** The date as the point's side it is taken from now says, keeping the point; the same date when it is not taken from this point, or its range lost its end. */
export const followedDate = <D extends WorldDate | null | undefined>(date: D, address: PointAddress, dates: PointDates): D => {
  if (!date || !isFrom(date.point, address)) return date;
  const taken = date.point!.end ? dates.end : dates.start;
  return taken ? ({ ...plainDate(taken), point: date.point } as D) : date;
};

/** A period with each end that is taken from this point followed (followedDate); the same period when neither is, or when following would end it before it starts. */
export const followedPeriod = <P extends WorldPeriod | null | undefined>(period: P, address: PointAddress, dates: PointDates): P => {
  if (!period) return period;
  const from = followedDate(period.from, address, dates);
  const until = followedDate(period.until, address, dates);
  if (from === period.from && until === period.until) return period;
  const followed = { ...(from && { from }), ...(until && { until }) };
  // A point moved past the period's other end: an edit sending that period is refused, and its
  // event would not be stored, so the copy stays as it was (as when a range loses its end).
  return (followed.from && isAfterPeriod(followed, followed.from) ? period : followed) as P;
};

/** The points the dates of a period are taken from. */
export const pointsOfPeriod = (period: WorldPeriod | null | undefined): DatePoint[] =>
  [period?.from?.point, period?.until?.point].filter((point): point is DatePoint => !!point);

/** The points the given dates are taken from (each date may be absent). */
export const pointsOfDates = (dates: readonly (WorldDate | null | undefined)[]): DatePoint[] => dates.flatMap((date) => (date?.point ? [date.point] : []));

/** The date with its point changed (an import's copy names the copy's ids), or dropped when `change` gives none (the date stays). */
export const dateWithPoint = <D extends WorldDate | null | undefined>(date: D, change: (point: DatePoint) => DatePoint | undefined): D => {
  if (!date?.point) return date;
  const point = change(date.point);
  return (point ? { ...date, point } : plainDate(date)) as D;
};

/** The period with its ends' points changed or dropped (dateWithPoint); the same period when neither end names one. */
export const periodWithPoints = <P extends WorldPeriod | null | undefined>(period: P, change: (point: DatePoint) => DatePoint | undefined): P =>
  period && (period.from?.point || period.until?.point)
    ? ({ ...(period.from && { from: dateWithPoint(period.from, change) }), ...(period.until && { until: dateWithPoint(period.until, change) }) } as P)
    : period;
