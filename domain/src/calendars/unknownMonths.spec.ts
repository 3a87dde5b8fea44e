import { describe, expect, it } from 'vitest';
import type { Calendar } from './calendar';
import { compareDates, dateOfDay, dayNumber, daysInMonth, daysInYear, yearFraction } from './dayNumber';
import { DEFAULT_CALENDAR, newMonth } from './defaultCalendars';
import { formatDate } from './formatDate';
import { monthIndexByName, pointMonth } from './monthByName';
import { weekdayOf } from './weekday';

const calendar = (months: Calendar['months'], extra: Partial<Calendar> = {}): Calendar => ({
  name: 'Test',
  months,
  days: [],
  weekdays: ['One', 'Two', 'Three'],
  eras: [],
  hasYearZero: true,
  leapRules: [],
  ...extra,
});

describe('months of unknown length', () => {
  const misty = calendar([
    { name: 'Clear', numDays: 10 },
    { name: 'Mist', numDays: null },
    { name: 'Gone', numDays: 0 },
    { name: 'Late', numDays: 5 },
  ]);

  it('take one slot of the day line, whose only date is day 1', () => {
    expect(daysInMonth(misty, 3, 1)).toBeNull();
    expect(daysInYear(misty, 3)).toBe(16);
    const mist = dayNumber(misty, { year: 3, month: 1, day: 1 });
    expect(dateOfDay(misty, mist - 1)).toEqual({ year: 3, month: 0, day: 10 });
    expect(dateOfDay(misty, mist)).toEqual({ year: 3, month: 1, day: 1 });
    // The month of 0 days has no dates: the next slot is in the month after it.
    expect(dateOfDay(misty, mist + 1)).toEqual({ year: 3, month: 3, day: 1 });
    expect(() => dayNumber(misty, { year: 3, month: 1, day: 2 })).toThrow('This month has no such day.');
    expect(() => dayNumber(misty, { year: 3, month: 2, day: 1 })).toThrow('This month has no such day.');
  });

  it('order between the months around them and show without a day', () => {
    expect(compareDates({ year: 3, month: 0, day: 10 }, { year: 3, month: 1, day: 1 })).toBeLessThan(0);
    expect(compareDates({ year: 3, month: 1, day: 1 }, { year: 3, month: 3, day: 1 })).toBeLessThan(0);
    expect(formatDate(misty, { year: 3, month: 1, day: 1 })).toBe('Mist 3');
    expect(formatDate(misty, { year: 3, month: 3, day: 2 })).toBe('2 Late 3');
  });

  it('stand outside the week', () => {
    expect(weekdayOf(misty, { year: 0, month: 0, day: 10 })).toBe(0);
    expect(weekdayOf(misty, { year: 0, month: 1, day: 1 })).toBeNull();
    expect(weekdayOf(misty, { year: 0, month: 3, day: 1 })).toBe(1);
  });

  it("'Unknown Length for All Months' gives a year of one slot per month", () => {
    const unknown = calendar(DEFAULT_CALENDAR.months.map((month) => ({ ...month, numDays: null })));
    expect(daysInYear(unknown, 5)).toBe(12);
    expect(dateOfDay(unknown, 12 * 5 + 11)).toEqual({ year: 5, month: 11, day: 1 });
    expect(yearFraction(unknown, { year: 5, month: 6, day: 1 })).toBe(5.5);
  });
});

describe('years without days', () => {
  it("are one slot each, the date 'that year', when every month has 0 days", () => {
    const empty = calendar([newMonth(), newMonth()]);
    expect(daysInYear(empty, 7)).toBe(1);
    expect(dayNumber(empty, { year: 7, month: 0, day: 0 })).toBe(7);
    expect(dateOfDay(empty, -3)).toEqual({ year: -3, month: 0, day: 0 });
    expect(formatDate(empty, { year: 7, month: 0, day: 0 })).toBe('7');
    expect(weekdayOf(empty, { year: 7, month: 0, day: 0 })).toBeNull();
    expect(() => dayNumber(empty, { year: 7, month: 0, day: 1 })).toThrow('This month has no such day.');
  });

  it('are one slot each in a calendar without months, and never divide by zero', () => {
    const none = calendar([], { hasYearZero: false });
    expect(dateOfDay(none, 0)).toEqual({ year: -1, month: 0, day: 0 });
    expect(dateOfDay(none, 1)).toEqual({ year: 1, month: 0, day: 0 });
    expect(yearFraction(none, { year: 1, month: 0, day: 0 })).toBe(1);
  });

  it('exist only where no leap day falls: a month of 0 days lengthened every 4 years', () => {
    const rare = calendar([{ name: 'Leapmonth', numDays: 0 }], { leapRules: [{ monthIndex: 0, extraDays: 2, every: 4 }] });
    expect(dateOfDay(rare, 0)).toEqual({ year: 0, month: 0, day: 1 });
    expect(dateOfDay(rare, 1)).toEqual({ year: 0, month: 0, day: 2 });
    expect(dateOfDay(rare, 2)).toEqual({ year: 1, month: 0, day: 0 });
    expect(dateOfDay(rare, 5)).toEqual({ year: 4, month: 0, day: 1 });
  });
});

describe('a point’s month by name', () => {
  it('matches a month name of the calendar, or is empty', () => {
    expect(monthIndexByName(DEFAULT_CALENDAR, 'March')).toBe(2);
    expect(monthIndexByName(DEFAULT_CALENDAR, ' march ')).toBe(2);
    expect(monthIndexByName(DEFAULT_CALENDAR, 'Marchember')).toBeNull();
    expect(pointMonth(DEFAULT_CALENDAR, '')).toEqual({ ok: true, month: null });
    expect(pointMonth(DEFAULT_CALENDAR, undefined)).toEqual({ ok: true, month: null });
    expect(pointMonth(DEFAULT_CALENDAR, 'May')).toEqual({ ok: true, month: 4 });
    expect(pointMonth(DEFAULT_CALENDAR, 'Mayday')).toEqual({ ok: false });
  });

  it('prefers the exact name, and refuses to guess between names differing only in case', () => {
    const twins = calendar([
      { name: 'may', numDays: 3 },
      { name: 'May', numDays: 3 },
    ]);
    expect(monthIndexByName(twins, 'May')).toBe(1);
    expect(monthIndexByName(twins, 'may')).toBe(0);
    expect(monthIndexByName(twins, 'MAY')).toBeNull();
  });
});
