import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { YEAR_MAX } from './calendarLimits';
import { dateOfDay, dayNumber, daysInMonth, daysInYear, isLeapYear } from './dayNumber';
import { DEFAULT_CALENDAR, GREGORIAN_CALENDAR as gregorian } from './defaultCalendars';
import { formatDate } from './formatDate';
import { weekdayName, weekdayOf } from './weekday';

// The engine spelling the real calendar (defaultCalendars.ts) agrees with JavaScript's own
// proleptic Gregorian dates, whose year 0 is 1 BC.
const DAY_MS = 86_400_000;
const jsDay = (astronomicalYear: number, month: number, day: number) => {
  const date = new Date(0);
  date.setUTCFullYear(astronomicalYear, month, day);
  return date;
};
// Day 0 of the engine is 1 January of astronomical year 0 (1 BC).
const EPOCH_MS = jsDay(0, 0, 1).getTime();

describe('the Gregorian calendar', () => {
  it('has leap years every 4 years, except centuries, unless divisible by 400', () => {
    expect(isLeapYear(gregorian, 1600)).toBe(true);
    expect(isLeapYear(gregorian, 2000)).toBe(true);
    expect(isLeapYear(gregorian, 2024)).toBe(true);
    expect(isLeapYear(gregorian, 1900)).toBe(false);
    expect(isLeapYear(gregorian, 2023)).toBe(false);
    // 1 BC is astronomical year 0: a leap year in the proleptic calendar.
    expect(isLeapYear(gregorian, -1)).toBe(true);
    expect(isLeapYear(gregorian, -5)).toBe(true);
    expect(daysInMonth(gregorian, 2000, 1)).toBe(29);
    expect(daysInMonth(gregorian, 1900, 1)).toBe(28);
    expect(daysInYear(gregorian, 1900)).toBe(365);
    expect(daysInYear(gregorian, 2000)).toBe(366);
  });

  it('counts 146,097 days in every 400 years', () => {
    for (const start of [1, 1601, -399, -1_000_000]) {
      const end = start + 400 > 0 && start < 0 ? start + 401 : start + 400;
      expect(dayNumber(gregorian, { year: end, month: 0, day: 1 }) - dayNumber(gregorian, { year: start, month: 0, day: 1 })).toBe(146_097);
    }
  });

  it('agrees with JavaScript dates on day numbers and weekdays, from 9999 BC to AD 9999', () => {
    fc.assert(
      fc.property(fc.integer({ min: -9_998, max: 9_999 }), fc.nat(11), fc.integer({ min: 1, max: 31 }), (astronomical, month, day) => {
        const year = astronomical <= 0 ? astronomical - 1 : astronomical;
        const length = daysInMonth(gregorian, year, month) ?? 0;
        const date = { year, month, day: Math.min(day, length) };
        const js = jsDay(astronomical, month, date.day);
        expect(dayNumber(gregorian, date)).toBe((js.getTime() - EPOCH_MS) / DAY_MS);
        expect(weekdayOf(gregorian, date)).toBe(js.getUTCDay());
        expect(dateOfDay(gregorian, dayNumber(gregorian, date))).toEqual(date);
      }),
      { numRuns: 2_000 },
    );
  });

  it('names weekdays: 1 January 2000 was a Saturday, 24 November 2026 a Tuesday', () => {
    expect(weekdayName(gregorian, { year: 2000, month: 0, day: 1 })).toBe('Saturday');
    expect(weekdayName(gregorian, { year: 2026, month: 10, day: 24 })).toBe('Tuesday');
    expect(weekdayName(gregorian, { year: -1, month: 0, day: 1 })).toBe('Saturday');
  });

  it('follows 31 December 1 BC with 1 January AD 1', () => {
    const lastBC = dayNumber(gregorian, { year: -1, month: 11, day: 31 });
    expect(dateOfDay(gregorian, lastBC + 1)).toEqual({ year: 1, month: 0, day: 1 });
    expect(formatDate(gregorian, dateOfDay(gregorian, lastBC))).toBe('31 December 1 BC');
    expect(formatDate(gregorian, dateOfDay(gregorian, lastBC + 1))).toBe('1 January 1 AD');
  });

  it('refuses year 0, which it does not have, and years beyond its range', () => {
    expect(() => dayNumber(gregorian, { year: 0, month: 0, day: 1 })).toThrow('This calendar has no year 0.');
    expect(() => dayNumber(gregorian, { year: YEAR_MAX + 1, month: 0, day: 1 })).toThrow('A year is a whole number from -1,000,000,000 to 1,000,000,000.');
    expect(() => dayNumber(gregorian, { year: 1.5, month: 0, day: 1 })).toThrow('A year is a whole number from -1,000,000,000 to 1,000,000,000.');
    expect(() => dayNumber(gregorian, { year: 2000, month: 1, day: 30 })).toThrow('This month has no such day.');
    expect(() => dayNumber(gregorian, { year: 2000, month: 12, day: 1 })).toThrow('Please choose a month of the calendar.');
  });

  it('converts the first and last days of its range, and refuses day numbers beyond them', () => {
    const first = { year: -YEAR_MAX, month: 0, day: 1 };
    const last = { year: YEAR_MAX, month: 11, day: 31 };
    const [firstDay, lastDay] = [dayNumber(gregorian, first), dayNumber(gregorian, last)];
    expect(Number.isSafeInteger(firstDay) && Number.isSafeInteger(lastDay)).toBe(true);
    expect(dateOfDay(gregorian, firstDay)).toEqual(first);
    expect(dateOfDay(gregorian, lastDay)).toEqual(last);
    expect(() => dateOfDay(gregorian, lastDay + 1)).toThrow('A day number is a whole number within the years of the calendar.');
    expect(() => dateOfDay(gregorian, firstDay - 1)).toThrow('A day number is a whole number within the years of the calendar.');
    expect(() => dateOfDay(gregorian, 0.5)).toThrow('A day number is a whole number within the years of the calendar.');
  });
});

describe('the default calendar (product.md)', () => {
  it('has 365 days every year, a year 0 and no week', () => {
    expect(daysInYear(DEFAULT_CALENDAR, 0)).toBe(365);
    expect(daysInYear(DEFAULT_CALENDAR, 2000)).toBe(365);
    expect(dayNumber(DEFAULT_CALENDAR, { year: 0, month: 0, day: 1 })).toBe(0);
    expect(dayNumber(DEFAULT_CALENDAR, { year: 100, month: 0, day: 1 })).toBe(36_500);
    expect(dateOfDay(DEFAULT_CALENDAR, -1)).toEqual({ year: -1, month: 11, day: 31 });
    expect(weekdayOf(DEFAULT_CALENDAR, { year: 1, month: 0, day: 1 })).toBeNull();
    expect(formatDate(DEFAULT_CALENDAR, { year: -44, month: 2, day: 15 })).toBe('15 March -44');
  });
});
