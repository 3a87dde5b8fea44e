import { describe, expect, it } from 'vitest';
import type { Calendar } from '../calendars/calendar';
import { GREGORIAN_CALENDAR } from '../calendars/defaultCalendars';
import { hasGregorianMonths, onWorldCalendar, pointWorldDate } from './timelinePoints';

const RECKONING: Calendar = {
  ...GREGORIAN_CALENDAR,
  name: 'Reckoning',
  months: [
    { name: 'Frostfall', numDays: 30 },
    { name: 'Thaw', numDays: 30 },
  ],
};

describe('timeline points on the world calendar', () => {
  it('a calendar has the Gregorian months when it has the same names in the same order', () => {
    expect(hasGregorianMonths(GREGORIAN_CALENDAR)).toBe(true);
    expect(hasGregorianMonths({ months: GREGORIAN_CALENDAR.months.map((month) => ({ ...month, name: ` ${month.name}` })) })).toBe(true);
    expect(hasGregorianMonths(RECKONING)).toBe(false);
    expect(hasGregorianMonths({ months: [...GREGORIAN_CALENDAR.months].reverse() })).toBe(false);
    expect(hasGregorianMonths({ months: GREGORIAN_CALENDAR.months.slice(0, 11) })).toBe(false);
  });

  it("a timeline's points compare when it is the timeline the world names, or Gregorian when it names none", () => {
    expect(onWorldCalendar('chronicle', RECKONING, 'chronicle')).toBe(true);
    expect(onWorldCalendar('annals', GREGORIAN_CALENDAR, 'chronicle')).toBe(false);
    expect(onWorldCalendar('annals', GREGORIAN_CALENDAR, null)).toBe(true);
    expect(onWorldCalendar('chronicle', RECKONING, null)).toBe(false);
  });

  it("turns a point's month name into its number on the timeline's calendar; an unknown month leaves the year", () => {
    expect(pointWorldDate(RECKONING, { year: 1250, month: 'Thaw', day: 3 })).toEqual({ year: 1250, month: 2, day: 3 });
    expect(pointWorldDate(RECKONING, { year: 1250, month: 'frostfall', day: null })).toEqual({ year: 1250, month: 1 });
    expect(pointWorldDate(RECKONING, { year: -40, month: '', day: null })).toEqual({ year: -40 });
    expect(pointWorldDate(RECKONING, { year: 1250, month: 'March', day: 3 })).toEqual({ year: 1250 });
  });
});
