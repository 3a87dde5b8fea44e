import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CalendarBody } from './calendar.bodies';
import { YEAR_MAX } from './calendarLimits';
import { calendarArb, dateArb, pickDate, slowNextDate } from './testing/calendarTesting';
import { compareDates, dateOfDay, dayNumber, daysInMonth, daysInYear, yearFraction } from './dayNumber';
import { eraOf, restartsCount, yearOfEra } from './eras';
import { weekdayOf } from './weekday';
import { nextYear, previousYear } from './yearNumbering';

// The engine's promises, for random calendars (calendarTesting.ts): every date has one day
// number and back, day numbers order dates, and the day line has no gaps or doubles.
const RUNS = { numRuns: 200 };
const dayArb = fc.integer({ min: -100_000_000, max: 100_000_000 });

describe('the calendar engine on random calendars', () => {
  it('every random calendar is one the API accepts as it is', () => {
    fc.assert(
      fc.property(calendarArb, (calendar) => {
        expect(CalendarBody.parse(calendar)).toEqual(calendar);
      }),
      RUNS,
    );
  });

  it('a date survives date → day number → date', () => {
    fc.assert(
      fc.property(
        calendarArb.chain((calendar) => fc.tuple(fc.constant(calendar), fc.array(dateArb(calendar), { minLength: 1, maxLength: 20 }))),
        ([calendar, dates]) => {
          for (const date of dates) expect(dateOfDay(calendar, dayNumber(calendar, date))).toEqual(date);
        },
      ),
      RUNS,
    );
  });

  it('a day number survives day number → date → day number, for day numbers within ±10^8', () => {
    fc.assert(
      fc.property(calendarArb, fc.array(dayArb, { minLength: 1, maxLength: 20 }), (calendar, days) => {
        for (const day of days) expect(dayNumber(calendar, dateOfDay(calendar, day))).toBe(day);
      }),
      RUNS,
    );
  });

  it('compareDates orders dates as their day numbers do', () => {
    fc.assert(
      fc.property(
        calendarArb.chain((calendar) => fc.tuple(fc.constant(calendar), dateArb(calendar), dateArb(calendar))),
        ([calendar, a, b]) => {
          expect(Math.sign(compareDates(a, b))).toBe(Math.sign(dayNumber(calendar, a) - dayNumber(calendar, b)));
          expect(Math.sign(yearFraction(calendar, a) - yearFraction(calendar, b))).toBe(Math.sign(compareDates(a, b)));
        },
      ),
      RUNS,
    );
  });

  it('consecutive day numbers are consecutive dates, and the week advances by one over the days in it', () => {
    fc.assert(
      fc.property(calendarArb, dayArb, (calendar, start) => {
        let date = dateOfDay(calendar, start);
        let weekday = weekdayOf(calendar, date);
        for (let day = start + 1; day < start + 60; day++) {
          const next = dateOfDay(calendar, day);
          expect(next).toEqual(slowNextDate(calendar, date, (year) => nextYear(calendar, year)));
          const nextWeekday = weekdayOf(calendar, next);
          if (weekday !== null && nextWeekday !== null) expect(nextWeekday).toBe((weekday + 1) % calendar.weekdays.length);
          if (nextWeekday !== null) weekday = nextWeekday;
          date = next;
        }
      }),
      RUNS,
    );
  });

  it("a year's day count is the sum of its months (one slot for an unknown length, one for an empty year)", () => {
    fc.assert(
      fc.property(
        calendarArb.chain((calendar) => fc.tuple(fc.constant(calendar), dateArb(calendar))),
        ([calendar, { year }]) => {
          const months = calendar.months.reduce((sum, _, month) => sum + (daysInMonth(calendar, year, month) ?? 1), 0);
          expect(daysInYear(calendar, year)).toBe(Math.max(1, months));
          const first = dayNumber(calendar, pickDate(calendar, year, 0, 0));
          // The first and last years of the engine's range have no neighbour beyond them.
          if (Math.abs(year) < YEAR_MAX) {
            expect(dateOfDay(calendar, first + daysInYear(calendar, year))).toEqual(pickDate(calendar, nextYear(calendar, year), 0, 0));
            expect(dateOfDay(calendar, first - 1).year).toBe(previousYear(calendar, year));
          }
        },
      ),
      RUNS,
    );
  });

  it('a year read as an era year and back is the same year', () => {
    fc.assert(
      fc.property(
        calendarArb.chain((calendar) => fc.tuple(fc.constant(calendar), dateArb(calendar))),
        ([calendar, { year }]) => {
          const { eraIndex, yearOfEra: inEra } = eraOf(calendar, year);
          const era = eraIndex === null ? null : calendar.eras[eraIndex];
          const counted = era !== null && (restartsCount(era) || era.counting === 'down');
          if (counted) expect(inEra).toBeGreaterThanOrEqual(1);
          if (eraIndex !== null) expect(yearOfEra(calendar, eraIndex, inEra)).toBe(year);
        },
      ),
      RUNS,
    );
  });
});
