import { describe, expect, it } from 'vitest';
import { CalendarBody } from './calendar.bodies';
import { calendarMessages as m } from './calendarMessages';
import { dateOfDay } from './dayNumber';
import { DEFAULT_CALENDAR, GREGORIAN_CALENDAR } from './defaultCalendars';

const spec = { name: 'Human', months: [{ name: 'January', numDays: 31 }] };
const messages = (body: unknown) => {
  const parsed = CalendarBody.safeParse(body);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('a calendar sent to the API', () => {
  it('in the shape product.md gives gets its day halves, a year 0 and no week, eras or leap rules', () => {
    expect(CalendarBody.parse(spec)).toEqual({
      ...spec,
      days: [
        { name: 'AM', numHours: 12 },
        { name: 'PM', numHours: 12 },
      ],
      weekdays: [],
      eras: [],
      hasYearZero: true,
      leapRules: [],
    });
  });

  it('accepts the default and the Gregorian calendars, which then convert dates', () => {
    expect(CalendarBody.parse(DEFAULT_CALENDAR)).toEqual(DEFAULT_CALENDAR);
    const gregorian = CalendarBody.parse(GREGORIAN_CALENDAR);
    expect(dateOfDay(gregorian, 730_485)).toEqual({ year: 2000, month: 0, day: 1 });
  });

  it('normalises names through the one text rule', () => {
    expect(CalendarBody.parse({ ...spec, name: '  Reckoning  ', weekdays: [' Moonday '] })).toMatchObject({ name: 'Reckoning', weekdays: ['Moonday'] });
    expect(messages({ ...spec, name: '   ' })).toEqual([m.nameRequired]);
    expect(messages({ ...spec, name: 'x'.repeat(101) })).toEqual(['A calendar name may have at most 100 characters.']);
    expect(messages({ ...spec, months: [{ name: '', numDays: 3 }] })).toEqual(['Please enter a name.']);
  });

  it('takes months of 0 to 10,000 days or of unknown length, at most 100 of them', () => {
    expect(CalendarBody.parse({ ...spec, months: [{ name: 'Mist', numDays: null, intercalary: true }] }).months).toEqual([
      { name: 'Mist', numDays: null, intercalary: true },
    ]);
    const daysInvalid = 'A month has a whole number of days from 0 to 10000, or an unknown length.';
    expect(messages({ ...spec, months: [{ name: 'A', numDays: 10_001 }] })).toEqual([daysInvalid]);
    expect(messages({ ...spec, months: [{ name: 'A', numDays: 2.5 }] })).toEqual([daysInvalid]);
    expect(messages({ ...spec, months: [{ name: 'A', numDays: -1 }] })).toEqual([daysInvalid]);
    expect(messages({ ...spec, months: Array.from({ length: 101 }, () => ({ name: 'A', numDays: 1 })) })).toEqual(['A calendar may have at most 100 months.']);
    expect(messages({ ...spec, months: 'twelve' })).toEqual(['Months are a list of names and day counts.']);
  });

  it('limits weekdays, day divisions, eras and leap rules', () => {
    expect(messages({ ...spec, weekdays: Array.from({ length: 51 }, (_, i) => `Day ${i}`) })).toEqual(['A week may have at most 50 days.']);
    expect(messages({ ...spec, days: [{ name: 'All', numHours: 0 }] })).toEqual(['A division of the day has a whole number of hours from 1 to 1000.']);
    expect(messages({ ...spec, eras: Array.from({ length: 51 }, (_, i) => ({ name: `E${i}`, abbreviation: '', startYear: i })) })).toEqual([
      'A calendar may have at most 50 eras.',
    ]);
    const rule = { monthIndex: 0, extraDays: 1, every: 4 };
    expect(messages({ ...spec, leapRules: Array.from({ length: 21 }, () => rule) })).toEqual(['A calendar may have at most 20 leap rules.']);
    expect(messages({ ...spec, firstWeekday: 2, weekdays: ['A', 'B'] })).toEqual(['The first weekday must be one of the weekdays.']);
  });

  it('wants eras in order, a start year for all but the first, and an era after one counting down', () => {
    const era = (startYear: number | null, counting: 'up' | 'down' = 'up') => ({ name: 'Era', abbreviation: 'E', startYear, counting });
    expect(messages({ ...spec, eras: [era(10), era(5)] })).toEqual(['Each era must start after the one before it.']);
    expect(messages({ ...spec, eras: [era(10), era(null)] })).toEqual(['Only the first era may have no start year.']);
    expect(messages({ ...spec, eras: [era(null, 'down')] })).toEqual(['An era counting down must be followed by another era.']);
    expect(messages({ ...spec, hasYearZero: false, eras: [era(0)] })).toEqual(['An era cannot start in year 0: this calendar has no year 0.']);
    expect(messages({ ...spec, eras: [era(2_000_000_000)] })).toEqual(['An era starts in a whole year from -1,000,000,000 to 1,000,000,000.']);
  });

  it('keeps whether an era restarts the year count, and leaves it out when it was not sent', () => {
    const eras = [
      { name: 'Age of Arcanum', abbreviation: 'AA', startYear: -1500, restart: false },
      { name: 'Post-Divergence', abbreviation: 'PD', startYear: 1 },
    ];
    expect(CalendarBody.parse({ ...spec, eras }).eras).toEqual(eras);
    expect(messages({ ...spec, eras: [{ ...eras[0], restart: 'yes' }] })).toEqual([m.erasInvalid]);
  });

  it('wants leap rules on a month of the calendar, with sensible periods', () => {
    expect(messages({ ...spec, leapRules: [{ monthIndex: 1, extraDays: 1, every: 4 }] })).toEqual(['A leap rule must name a month of the calendar.']);
    expect(messages({ ...spec, leapRules: [{ monthIndex: 0, extraDays: 0, every: 4 }] })).toEqual([
      'A leap rule adds from 1 to 10000 days to its month (or removes them, when negative).',
    ]);
    expect(messages({ ...spec, leapRules: [{ monthIndex: 0, extraDays: 1, every: 0 }] })).toEqual([
      'A leap rule repeats every whole number of years from 1 to 10000.',
    ]);
    expect(messages({ ...spec, leapRules: [{ monthIndex: 0, extraDays: 1, every: 4, offset: 4 }] })).toEqual([
      'A leap rule is offset by a whole number of years smaller than its period.',
    ]);
    const primes = [9_973, 9_967].map((every) => ({ monthIndex: 0, extraDays: 1, every }));
    expect(messages({ ...spec, leapRules: primes })).toEqual([
      'The leap rules together repeat only after more than 100,000 years; please choose periods that divide each other.',
    ]);
  });

  it('refuses what is no calendar', () => {
    expect(messages(null)).toEqual(['Please send a calendar.']);
    expect(messages({ ...spec, hasYearZero: 'yes' })).toEqual(['Please send a calendar.']);
    expect(messages({ ...spec, eras: 'x', leapRules: 'y', weekdays: 3 })).toEqual([m.weekdaysInvalid, m.erasInvalid, m.leapRulesInvalid]);
    expect(messages({ ...spec, eras: [null], leapRules: [{ monthIndex: 'x' }] })).toEqual([
      m.erasInvalid,
      m.leapMonthInvalid,
      m.leapDaysInvalid,
      m.leapPeriodInvalid,
    ]);
  });
});
