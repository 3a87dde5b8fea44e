import { describe, expect, it } from 'vitest';
import { dateWithPoint, followedDate, followedPeriod, periodWithPoints, plainDate, pointsOfDates, pointsOfPeriod, type PointDates } from './datePoints';

const coronation = { timelineID: 't1', nodeID: 'coronation' };
const moved: PointDates = { start: { year: 1210, month: 4 }, end: { year: 1250 } };

describe('dates following the timeline point they are taken from', () => {
  it("takes the point's new start, or its end for a date taken from the end, keeping the point", () => {
    expect(followedDate({ year: 1200, point: coronation }, coronation, moved)).toEqual({ year: 1210, month: 4, point: coronation });
    const end = { ...coronation, end: true as const };
    expect(followedDate({ year: 1240, point: end }, coronation, moved)).toEqual({ year: 1250, point: end });
  });

  it('returns the very date when it is taken from another point, from none, or from an end the point lost', () => {
    const other = { year: 1200, point: { timelineID: 't1', nodeID: 'other' } };
    expect(followedDate(other, coronation, moved)).toBe(other);
    const plain = { year: 1200 };
    expect(followedDate(plain, coronation, moved)).toBe(plain);
    const lostEnd = { year: 1240, point: { ...coronation, end: true as const } };
    expect(followedDate(lostEnd, coronation, { start: { year: 1210 }, end: null })).toBe(lostEnd);
    expect(followedDate(undefined, coronation, moved)).toBeUndefined();
  });

  it('follows either end of a period, and returns the very period when neither is taken from the point', () => {
    const period = { from: { year: 1200, point: coronation }, until: { year: 1300 } };
    expect(followedPeriod(period, coronation, moved)).toEqual({ from: { year: 1210, month: 4, point: coronation }, until: { year: 1300 } });
    const untouched = { from: { year: 1200 } };
    expect(followedPeriod(untouched, coronation, moved)).toBe(untouched);
    expect(followedPeriod(null, coronation, moved)).toBeNull();
  });

  it('lists the points dates are taken from, and a date without its point', () => {
    expect(pointsOfPeriod({ from: { year: 1, point: coronation }, until: { year: 2 } })).toEqual([coronation]);
    expect(pointsOfDates([undefined, { year: 1 }, { year: 2, point: coronation }])).toEqual([coronation]);
    expect(plainDate({ year: 1, month: 2, point: coronation })).toEqual({ year: 1, month: 2 });
  });
});

describe("dates' points renamed or dropped (an import's copy)", () => {
  const renamed = (point: { timelineID: string; nodeID: string }) => (point.timelineID === 't1' ? { ...point, timelineID: 'T1', nodeID: 'N1' } : undefined);

  it('names the new ids, or drops a point that has none and keeps the date', () => {
    const period = { from: { year: 1200, point: coronation }, until: { year: 1300, point: { timelineID: 'gone', nodeID: 'x' } } };
    expect(periodWithPoints(period, renamed)).toEqual({ from: { year: 1200, point: { timelineID: 'T1', nodeID: 'N1' } }, until: { year: 1300 } });
  });

  it('returns the very date or period when nothing names a point', () => {
    const period = { from: { year: 1 } };
    expect(periodWithPoints(period, renamed)).toBe(period);
    const date = { year: 2 };
    expect(dateWithPoint(date, renamed)).toBe(date);
    expect(dateWithPoint(undefined, renamed)).toBeUndefined();
  });
});
