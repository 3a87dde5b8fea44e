import { describe, expect, it } from 'vitest';
import type { Calendar } from './calendar';
import { compiledCalendar } from './compiledCalendar';
import { dateOfDay, dayNumber } from './dayNumber';
import { DEFAULT_CALENDAR, GREGORIAN_CALENDAR } from './defaultCalendars';

describe('the compiled calendar', () => {
  it('is built once per calendar object and lays out one leap cycle', () => {
    expect(compiledCalendar(GREGORIAN_CALENDAR)).toBe(compiledCalendar(GREGORIAN_CALENDAR));
    expect(compiledCalendar(GREGORIAN_CALENDAR)).toMatchObject({ cycle: 400, cycleSlots: 146_097, cycleWeekDays: 146_097 });
    expect(compiledCalendar(DEFAULT_CALENDAR)).toMatchObject({ cycle: 1, cycleSlots: 365 });
    // Its 400 years share two layouts: leap and common years.
    expect(new Set(compiledCalendar(GREGORIAN_CALENDAR).layoutOfYear).size).toBe(2);
  });

  it('lays out a long cycle of many rules (75,600 years, 10 rules) and still converts both ways', () => {
    const periods = [2, 4, 8, 16, 3, 9, 27, 5, 25, 7];
    const busy: Calendar = {
      ...DEFAULT_CALENDAR,
      leapRules: periods.map((every, i) => ({ monthIndex: i, extraDays: i % 2 ? -1 : 2, every, offset: i % every })),
    };
    expect(compiledCalendar(busy).cycle).toBe(75_600);
    for (const day of [-123_456_789, -1, 0, 27_612_345, 99_999_999]) expect(dayNumber(busy, dateOfDay(busy, day))).toBe(day);
  });

  it('refuses, with the schema’s messages, a calendar nobody validated whose rules would break it', () => {
    const rule = { monthIndex: 0, extraDays: 1, every: 9_973 };
    const absurd: Calendar = { ...DEFAULT_CALENDAR, leapRules: [rule, { ...rule, every: 9_967 }] };
    expect(() => dayNumber(absurd, { year: 1, month: 0, day: 1 })).toThrow(
      'The leap rules together repeat only after more than 100,000 years; please choose periods that divide each other.',
    );
    const elsewhere: Calendar = { ...DEFAULT_CALENDAR, leapRules: [{ ...rule, monthIndex: 12 }] };
    expect(() => dateOfDay(elsewhere, 0)).toThrow('A leap rule must name a month of the calendar.');
    const fractional: Calendar = { ...DEFAULT_CALENDAR, months: [{ name: 'Half', numDays: 0.5 }] };
    expect(() => dateOfDay(fractional, 0)).toThrow('A month has a whole number of days from 0 to 10000, or an unknown length.');
  });

  it('never lets a leap rule shorten a month below 0 days', () => {
    const shrinking: Calendar = {
      ...DEFAULT_CALENDAR,
      months: [
        { name: 'Short', numDays: 2 },
        { name: 'Long', numDays: 10 },
      ],
      leapRules: [{ monthIndex: 0, extraDays: -5, every: 2 }],
    };
    expect(dateOfDay(shrinking, 0)).toEqual({ year: 0, month: 1, day: 1 });
    expect(dateOfDay(shrinking, 10)).toEqual({ year: 1, month: 0, day: 1 });
  });
});
