import { describe, expect, it } from 'vitest';
import type { Calendar } from './calendar';
import { dateOfDay, dayNumber, yearFraction } from './dayNumber';
import { GREGORIAN_CALENDAR } from './defaultCalendars';
import { eraOf, yearOfEra } from './eras';
import { displayYear, formatDate } from './formatDate';
import { weekdayName } from './weekday';
import { nextYear, previousYear, toAstronomicalYear } from './yearNumbering';

// A world's own calendar: ten months, a festival week outside the week, a leap day every 3
// years, and two eras: before the Sundering (counting down to it) and the Age of Embers from
// year 1000.
const embers: Calendar = {
  name: 'Reckoning of Embers',
  months: [
    { name: 'Frostfall', numDays: 30 },
    { name: 'Thaw', numDays: 30 },
    { name: 'Sowing', numDays: 30 },
    { name: 'Blossom', numDays: 30 },
    { name: 'Highsun', numDays: 30 },
    { name: 'Embertide', numDays: 5, intercalary: true },
    { name: 'Reaping', numDays: 30 },
    { name: 'Harvest', numDays: 30 },
    { name: 'Dusk', numDays: 30 },
    { name: 'Longnight', numDays: 30 },
  ],
  days: [{ name: 'Day', numHours: 20 }],
  weekdays: ['Firstday', 'Seconday', 'Thirday', 'Fourthday', 'Restday'],
  eras: [
    { name: 'Before the Sundering', abbreviation: 'BS', startYear: null, counting: 'down' },
    { name: 'Age of Embers', abbreviation: 'AE', startYear: 1000 },
  ],
  hasYearZero: true,
  leapRules: [{ monthIndex: 5, extraDays: 1, every: 3 }],
};

describe('eras', () => {
  it('number the years of an era from 1, counting up from its start', () => {
    expect(eraOf(embers, 1000)).toMatchObject({ eraIndex: 1, yearOfEra: 1 });
    expect(eraOf(embers, 1011)).toMatchObject({ eraIndex: 1, yearOfEra: 12 });
    expect(displayYear(embers, 1011)).toBe('12 AE');
    expect(formatDate(embers, { year: 1011, month: 0, day: 3 })).toBe('3 Frostfall 12 AE');
  });

  it('count down to the next era, through year 0 and negative years', () => {
    expect(displayYear(embers, 999)).toBe('1 BS');
    expect(displayYear(embers, 0)).toBe('1000 BS');
    expect(displayYear(embers, -5)).toBe('1005 BS');
    expect(yearOfEra(embers, 0, 1005)).toBe(-5);
    expect(yearOfEra(embers, 1, 12)).toBe(1011);
  });

  it('count BC without a year 0: 1 BC is the year before AD 1', () => {
    expect(displayYear(GREGORIAN_CALENDAR, -1)).toBe('1 BC');
    expect(displayYear(GREGORIAN_CALENDAR, -44)).toBe('44 BC');
    expect(displayYear(GREGORIAN_CALENDAR, 1)).toBe('1 AD');
    expect(yearOfEra(GREGORIAN_CALENDAR, 0, 44)).toBe(-44);
    expect(yearOfEra(GREGORIAN_CALENDAR, 1, 2026)).toBe(2026);
    expect(nextYear(GREGORIAN_CALENDAR, -1)).toBe(1);
    expect(previousYear(GREGORIAN_CALENDAR, 1)).toBe(-1);
    expect(nextYear(embers, -1)).toBe(0);
    expect(toAstronomicalYear(GREGORIAN_CALENDAR, -44)).toBe(-43);
  });

  it('refuse a year an era does not have, and an era the calendar does not have', () => {
    expect(() => yearOfEra(GREGORIAN_CALENDAR, 1, 0)).toThrow('This era has no such year.');
    expect(() => yearOfEra(embers, 0, 0)).toThrow('This era has no such year.');
    expect(() => yearOfEra(embers, 2, 1)).toThrow('Please choose an era of the calendar.');
    expect(() => displayYear(GREGORIAN_CALENDAR, 0)).toThrow('This calendar has no year 0.');
  });

  it('leave years before the first era with their own numbers', () => {
    const late: Calendar = { ...embers, eras: [{ name: 'Age of Embers', abbreviation: '', startYear: 1000 }] };
    expect(eraOf(late, -7)).toEqual({ era: null, eraIndex: null, yearOfEra: -7 });
    expect(displayYear(late, -7)).toBe('-7');
    // A blank abbreviation shows the era's name.
    expect(displayYear(late, 1002)).toBe('3 Age of Embers');
  });

  it('label years with their own numbers in a first era without start that counts up', () => {
    const myth: Calendar = { ...embers, eras: [{ name: 'Age of Myth', abbreviation: 'AM', startYear: null }, embers.eras[1]] };
    expect(displayYear(myth, -300)).toBe('-300 AM');
    expect(yearOfEra(myth, 0, -300)).toBe(-300);
    expect(() => yearOfEra(myth, 0, 1000)).toThrow('This era has no such year.');
  });
});

describe('intercalary days and leap years', () => {
  it('keep festival days out of the week, which resumes where it stopped', () => {
    expect(weekdayName(embers, { year: 1011, month: 4, day: 30 })).not.toBeNull();
    const beforeFestival = weekdayName(embers, { year: 1011, month: 4, day: 30 });
    expect(weekdayName(embers, { year: 1011, month: 5, day: 1 })).toBeNull();
    const after = embers.weekdays[(embers.weekdays.indexOf(beforeFestival!) + 1) % 5];
    expect(weekdayName(embers, { year: 1011, month: 6, day: 1 })).toBe(after);
  });

  it('lengthen Embertide to 6 days every third year', () => {
    expect(() => dayNumber(embers, { year: 1012, month: 5, day: 6 })).toThrow('This month has no such day.');
    const sixth = dayNumber(embers, { year: 1011, month: 5, day: 6 });
    expect(dateOfDay(embers, sixth)).toEqual({ year: 1011, month: 5, day: 6 });
    expect(dateOfDay(embers, sixth + 1)).toEqual({ year: 1011, month: 6, day: 1 });
  });

  it('place dates on a continuous year axis', () => {
    expect(yearFraction(embers, { year: 1011, month: 0, day: 1 })).toBe(1011);
    expect(yearFraction(embers, { year: 1012, month: 5, day: 1 })).toBe(1012 + 150 / 275);
    expect(yearFraction(embers, { year: 1011, month: 5, day: 1 })).toBe(1011 + 150 / 276);
    expect(yearFraction(GREGORIAN_CALENDAR, { year: -1, month: 0, day: 1 })).toBe(0);
    expect(yearFraction(GREGORIAN_CALENDAR, { year: 1, month: 0, day: 1 })).toBe(1);
  });
});
