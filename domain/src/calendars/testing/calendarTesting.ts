import fc from 'fast-check';
import type { Calendar, CalendarDate, Era, LeapRule } from '../calendar';
import { daysInMonth } from '../dayNumber';
import { fromAstronomicalYear } from '../yearNumbering';

// Random calendars for the property specs: months of 0 days, of unknown length and intercalary
// ones, leap rules with exceptions (periods whose cycles stay under the engine's cap), eras
// counting up and down, restarting the count or not, with or without year 0, with or without a week.

const PERIODS = [1, 2, 3, 4, 5, 7, 11, 100, 400];

const monthArb = fc.record({
  name: fc.constantFrom('Frostfall', 'Thaw', 'Sowing', 'Blossom', 'Highsun', 'Reaping', 'Dusk', 'Festival'),
  numDays: fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 1, max: 40 }) },
    { weight: 1, arbitrary: fc.constant(0) },
    { weight: 1, arbitrary: fc.constant(null) },
  ),
  intercalary: fc.boolean(),
});

const leapRuleArb = (months: number): fc.Arbitrary<LeapRule> =>
  fc
    .record({
      monthIndex: fc.nat(months - 1),
      extraDays: fc.integer({ min: -5, max: 30 }).filter((days) => days !== 0),
      every: fc.constantFrom(...PERIODS),
      offset: fc.nat(500),
      except: fc.option(fc.constantFrom(...PERIODS), { nil: undefined }),
      unless: fc.option(fc.constantFrom(...PERIODS), { nil: undefined }),
    })
    .map((rule) => ({ ...rule, offset: rule.offset % rule.every }));

const erasArb = (hasYearZero: boolean): fc.Arbitrary<Era[]> =>
  fc
    .record({
      starts: fc.uniqueArray(fc.integer({ min: -5_000, max: 5_000 }), { maxLength: 4 }),
      openStart: fc.boolean(),
      down: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
      restart: fc.array(fc.option(fc.boolean(), { nil: undefined }), { minLength: 4, maxLength: 4 }),
    })
    .map(({ starts, openStart, down, restart }) => {
      const sorted = starts.filter((year) => year !== 0 || hasYearZero).sort((a, b) => a - b);
      return sorted.map((startYear, i) => ({
        name: `Era ${i}`,
        abbreviation: `E${i}`,
        startYear: i === 0 && openStart ? null : startYear,
        counting: down[i] && i < sorted.length - 1 ? ('down' as const) : ('up' as const),
        ...(restart[i] === undefined ? {} : { restart: restart[i] }),
      }));
    });

export const calendarArb: fc.Arbitrary<Calendar> = fc
  .record({ months: fc.array(monthArb, { maxLength: 14 }), hasYearZero: fc.boolean(), weekdays: fc.nat(8), firstWeekday: fc.nat(7) })
  .chain(({ months, hasYearZero, weekdays, firstWeekday }) =>
    fc.record({
      name: fc.constant('Random'),
      months: fc.constant(months),
      days: fc.constant([{ name: 'Day', numHours: 24 }]),
      weekdays: fc.constant(Array.from({ length: weekdays }, (_, i) => `Weekday ${i}`)),
      firstWeekday: fc.constant(weekdays === 0 ? 0 : firstWeekday % weekdays),
      eras: erasArb(hasYearZero),
      hasYearZero: fc.constant(hasYearZero),
      leapRules: months.length === 0 ? fc.constant([]) : fc.array(leapRuleArb(months.length), { maxLength: 3 }),
    }),
  );

// Mostly years near the eras and year 0, sometimes anywhere in the engine's range.
export const yearArb = (calendar: Calendar) =>
  fc
    .oneof({ weight: 4, arbitrary: fc.integer({ min: -3_000, max: 3_000 }) }, { weight: 1, arbitrary: fc.integer({ min: -999_999_999, max: 999_999_999 }) })
    .map((year) => fromAstronomicalYear(calendar, year));

/** A valid date of the year, picked by two fractions: one of its months with days, one of its days. */
export const pickDate = (calendar: Calendar, year: number, monthPick: number, dayPick: number): CalendarDate => {
  const withDays = calendar.months.map((_, month) => month).filter((month) => daysInMonth(calendar, year, month) !== 0);
  if (withDays.length === 0) return { year, month: 0, day: 0 };
  const month = withDays[Math.floor(monthPick * withDays.length)];
  return { year, month, day: 1 + Math.floor(dayPick * (daysInMonth(calendar, year, month) ?? 1)) };
};

export const dateArb = (calendar: Calendar) =>
  fc
    .tuple(yearArb(calendar), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }))
    .map(([year, m, d]) => pickDate(calendar, year, m, d));

/** The date after a date, found the slow way: next day, next month with days, or next year. */
export const slowNextDate = (calendar: Calendar, date: CalendarDate, nextYear: (year: number) => number): CalendarDate => {
  if (date.day > 0) {
    const length = daysInMonth(calendar, date.year, date.month) ?? 1;
    if (date.day < length) return { ...date, day: date.day + 1 };
    for (let month = date.month + 1; month < calendar.months.length; month++)
      if (daysInMonth(calendar, date.year, month) !== 0) return { year: date.year, month, day: 1 };
  }
  return pickDate(calendar, nextYear(date.year), 0, 0);
};
