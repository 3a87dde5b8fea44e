import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Calendar } from './calendar';
import { GREGORIAN_CALENDAR } from './defaultCalendars';
import { calendarArb, dateArb } from './testing/calendarTesting';
import { worldDateProblem, worldDateText, worldPeriodText, type WorldDate, type WorldPeriod } from './worldDate';
import { parsePeriodText, parseWorldDateText } from './worldDateText';

// Reading a date or period back from the text the calendar writes gives the same date or
// period: on the Gregorian calendar, a custom one with eras, and random calendars.
const RUNS = { numRuns: 200 };

const RECKONING: Calendar = {
  name: 'Reckoning',
  months: [
    { name: 'Deep Winter', numDays: 30 },
    { name: 'Thaw', numDays: 28 },
    { name: 'Festival', numDays: null },
    { name: 'Highsun', numDays: 31 },
  ],
  days: [{ name: 'Day', numHours: 24 }],
  weekdays: [],
  eras: [
    { name: 'Before the Crown', abbreviation: 'BCr', startYear: null, counting: 'down' },
    { name: 'Age of Crowns', abbreviation: '', startYear: 1 },
    { name: 'Second Dawn', abbreviation: 'SD', startYear: 800, restart: false },
  ],
  hasYearZero: false,
  leapRules: [],
};

// A calendar's date as a WorldDate, with its day, or day and month, sometimes left out.
const worldDateArb = (calendar: Calendar): fc.Arbitrary<WorldDate> =>
  fc.tuple(dateArb(calendar), fc.nat(2)).map(([date, precision]) => {
    if (date.day === 0 || precision === 0) return { year: date.year };
    if (precision === 1) return { year: date.year, month: date.month + 1 };
    return { year: date.year, month: date.month + 1, day: date.day };
  });

const periodArb = (calendar: Calendar): fc.Arbitrary<WorldPeriod> =>
  fc.tuple(worldDateArb(calendar), worldDateArb(calendar), fc.nat(2)).map(([a, b, ends]) => {
    const [from, until] = a.year <= b.year ? [a, b] : [b, a];
    if (ends === 0) return { from };
    if (ends === 1) return { until };
    return from.year === until.year ? { from } : { from, until };
  });

// Random calendars with months of distinct names (two months alike cannot be told apart).
const namedCalendarArb = calendarArb.map((calendar) => ({
  ...calendar,
  months: calendar.months.map((month, i) => ({ ...month, name: `${month.name} ${i}` })),
}));

const roundTrips = (calendar: Calendar) => {
  fc.assert(
    fc.property(worldDateArb(calendar), periodArb(calendar), (date, period) => {
      expect(worldDateProblem(calendar, date)).toBeNull();
      expect(parseWorldDateText(calendar, worldDateText(calendar, date))).toEqual(date);
      expect(parsePeriodText(calendar, worldPeriodText(calendar, period))).toEqual(period);
    }),
    RUNS,
  );
};

describe('reading world dates back from their text', () => {
  it('gives every Gregorian date and period back', () => roundTrips(GREGORIAN_CALENDAR));

  it('gives every date and period of a custom calendar with eras back', () => roundTrips(RECKONING));

  it('gives the dates and periods of random calendars back', () => {
    fc.assert(
      fc.property(
        namedCalendarArb.chain((calendar) => fc.tuple(fc.constant(calendar), worldDateArb(calendar), periodArb(calendar))),
        ([calendar, date, period]) => {
          expect(parseWorldDateText(calendar, worldDateText(calendar, date))).toEqual(date);
          expect(parsePeriodText(calendar, worldPeriodText(calendar, period))).toEqual(period);
        },
      ),
      RUNS,
    );
  });

  it('reads the texts the Markdown export writes', () => {
    expect(parseWorldDateText(GREGORIAN_CALENDAR, '3 March 1250 AD')).toEqual({ year: 1250, month: 3, day: 3 });
    expect(parseWorldDateText(GREGORIAN_CALENDAR, '44 BC')).toEqual({ year: -44 });
    expect(parseWorldDateText(GREGORIAN_CALENDAR, '  15   march 44 bc ')).toEqual({ year: -44, month: 3, day: 15 });
    expect(parseWorldDateText(GREGORIAN_CALENDAR, '1 AD')).toEqual({ year: 1 });
    expect(parseWorldDateText(GREGORIAN_CALENDAR, '1 Anno Domini')).toEqual({ year: 1 });
    expect(parsePeriodText(GREGORIAN_CALENDAR, '1180 AD – 1245 AD')).toEqual({ from: { year: 1180 }, until: { year: 1245 } });
    expect(parsePeriodText(GREGORIAN_CALENDAR, 'from 1180 AD')).toEqual({ from: { year: 1180 } });
    expect(parsePeriodText(GREGORIAN_CALENDAR, 'until May 1245 AD')).toEqual({ until: { year: 1245, month: 5 } });
    expect(parseWorldDateText(RECKONING, '2 Deep Winter 12 Age of Crowns')).toEqual({ year: 12, month: 1, day: 2 });
    expect(parseWorldDateText(RECKONING, '836 SD')).toEqual({ year: 836 });
    expect(parseWorldDateText(RECKONING, 'Festival 5 BCr')).toEqual({ year: -5, month: 3 });
    expect(parseWorldDateText({ ...RECKONING, eras: [] }, '-44')).toEqual({ year: -44 });
  });

  it('reads nothing that is not a date of the calendar', () => {
    for (const text of ['', 'old', '1245', '0 AD', '1245 XY', '30 February 1245 AD', '12 AD AD', '1.5 AD', '3 Frostfall 12 AD', 'March AD', '- AD'])
      expect(parseWorldDateText(GREGORIAN_CALENDAR, text), text).toBeNull();
    // Year 5 of the Age of Crowns is no year of the Second Dawn, which keeps the calendar's numbers.
    expect(parseWorldDateText(RECKONING, '5 SD')).toBeNull();
    for (const text of [
      '',
      '1245 AD',
      'old',
      '1245 AD – 1180 AD',
      '1180 AD - 1245 AD',
      'from',
      'since 1180 AD',
      'until 0 AD',
      '1180 AD – ',
      '(1180 AD – 1245 AD)',
    ])
      expect(parsePeriodText(GREGORIAN_CALENDAR, text), text).toBeNull();
  });
});
