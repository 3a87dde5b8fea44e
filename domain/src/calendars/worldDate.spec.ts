import { describe, expect, it } from 'vitest';
import { GREGORIAN_CALENDAR } from './defaultCalendars';
import {
  AsOfQuery,
  checkOnCalendar,
  asOfText,
  isAfterPeriod,
  isBeforePeriod,
  parseAsOf,
  periodHolds,
  periodProblem,
  periodsOverlap,
  whenText,
  WorldDate,
  worldDateMessages as m,
  WorldPeriod,
  worldPeriodText,
} from './worldDate';

const year = (y: number) => ({ year: y });

describe('world dates', () => {
  it('take a year, a year and month, or a full date, and nothing else', () => {
    expect(WorldDate.safeParse({ year: -44, month: 3, day: 15 }).success).toBe(true);
    expect(WorldDate.safeParse({ year: 1200 }).success).toBe(true);
    expect(WorldDate.safeParse({ year: 1200, day: 3 }).error?.issues[0].message).toBe(m.dayWithoutMonth);
    expect(WorldDate.safeParse({ year: 1.5 }).error?.issues[0].message).toBe(m.yearInvalid);
    expect(WorldDate.safeParse({ year: 1, month: 0 }).error?.issues[0].message).toBe(m.monthInvalid);
    expect(WorldDate.safeParse('1200').error?.issues[0].message).toBe(m.dateInvalid);
    expect(WorldDate.safeParse({ year: 1, extra: true }).success).toBe(false);
  });

  it('refuse a period that ends before it starts, but not one within one year', () => {
    expect(WorldPeriod.safeParse({ from: year(1245), until: year(1200) }).error?.issues[0].message).toBe(m.periodBackwards);
    expect(WorldPeriod.safeParse({ from: { year: 1200, month: 5 }, until: year(1200) }).success).toBe(true);
    expect(WorldPeriod.safeParse({ until: year(5) }).success).toBe(true);
  });

  it('are checked against the calendar: its months and days', () => {
    expect(periodProblem(GREGORIAN_CALENDAR, { from: { year: 1200, month: 2, day: 30 } })).toMatch(/day/i);
    expect(periodProblem(GREGORIAN_CALENDAR, { until: { year: 1200, month: 13 } })).toBe(m.monthNotInCalendar(13));
    expect(periodProblem(GREGORIAN_CALENDAR, { from: { year: 2024, month: 2, day: 29 } })).toBeNull();
    expect(periodProblem(GREGORIAN_CALENDAR, null)).toBeNull();
  });
});

describe('a period at a date', () => {
  const reign = { from: year(1200), until: year(1245) };

  it('holds through the whole of its last year, and from the first day of its first', () => {
    expect(periodHolds(reign, year(1199))).toBe(false);
    expect(periodHolds(reign, year(1200))).toBe(true);
    expect(periodHolds(reign, { year: 1245, month: 12, day: 31 })).toBe(true);
    expect(periodHolds(reign, year(1246))).toBe(false);
    expect(periodHolds(undefined, year(1))).toBe(true);
    expect(periodHolds({ until: year(-10) }, year(-11))).toBe(true);
  });

  it('tells a date wholly before or after it', () => {
    expect(isBeforePeriod(reign, year(1199))).toBe(true);
    expect(isBeforePeriod(reign, year(1200))).toBe(false);
    expect(isAfterPeriod(reign, { year: 1246, month: 1 })).toBe(true);
    expect(isAfterPeriod(reign, year(1245))).toBe(false);
    expect(isAfterPeriod({ from: year(1) }, year(9999))).toBe(false);
  });

  it('overlaps another when they share a day', () => {
    expect(periodsOverlap(reign, { from: year(1245), until: year(1260) })).toBe(true);
    expect(periodsOverlap(reign, { from: year(1246) })).toBe(false);
    expect(periodsOverlap({ until: year(1) }, { from: year(2) })).toBe(false);
    expect(periodsOverlap(undefined, reign)).toBe(true);
  });

  it('says a date with the word it takes: in a year or month, on a day', () => {
    expect(whenText(GREGORIAN_CALENDAR, { year: 1245 })).toBe('in 1245 AD');
    expect(whenText(GREGORIAN_CALENDAR, { year: 1245, month: 3, day: 3 })).toBe('on 3 March 1245 AD');
  });

  it('reads as the calendar names its months', () => {
    expect(worldPeriodText(GREGORIAN_CALENDAR, { from: { year: 1200, month: 3, day: 3 } })).toBe('from 3 March 1200 AD');
    expect(worldPeriodText(GREGORIAN_CALENDAR, reign)).toBe('1200 AD – 1245 AD');
    expect(worldPeriodText(GREGORIAN_CALENDAR, {})).toBe('');
  });
});

describe('asOf', () => {
  it('reads a year or YEAR-MONTH-DAY, negative years too, and round-trips', () => {
    expect(parseAsOf('1200')).toEqual(year(1200));
    expect(parseAsOf('-44-3-15')).toEqual({ year: -44, month: 3, day: 15 });
    expect(asOfText({ year: -44, month: 3, day: 15 })).toBe('-44-3-15');
    for (const bad of ['', 'soon', '1200-', '1200-0', '12.5', '1200-3-15-1', '99999999999']) expect(parseAsOf(bad)).toBeNull();
  });

  it('answers the rule for a value that is not a date, and nothing for none', () => {
    expect(AsOfQuery.safeParse({ asOf: 'yesterday' }).error?.issues[0].message).toBe(m.asOfInvalid);
    expect(AsOfQuery.parse({})).toEqual({ asOf: undefined });
    expect(AsOfQuery.parse({ asOf: '1245-2' })).toEqual({ asOf: { year: 1245, month: 2 } });
  });
});

describe('checkOnCalendar', () => {
  it('refuses the first date the calendar does not have, with its reason', () => {
    expect(() => checkOnCalendar(GREGORIAN_CALENDAR, [{ from: { year: 1 } }], [{ year: 5, month: 14 }])).toThrow(m.monthNotInCalendar(14));
    expect(() => checkOnCalendar(GREGORIAN_CALENDAR, [null, { until: { year: 1999, month: 2, day: 28 } }], [undefined])).not.toThrow();
  });
});
