import { describe, expect, it } from 'vitest';
import type { Calendar, Era } from './calendar';
import { GREGORIAN_CALENDAR } from './defaultCalendars';
import { eraOf, yearOfEra } from './eras';
import { displayYear, formatDate } from './formatDate';

// Ages that each count their own years from 1, as a world's histories often do: three eras
// restarting the count, the first starting at a negative year, in a calendar without year 0.
const ages: Calendar = {
  name: 'Reckoning of the Ages',
  months: [
    { name: 'Horisal', numDays: 29 },
    { name: 'Misuthar', numDays: 30 },
    { name: 'Duscar', numDays: 32 },
  ],
  days: [{ name: 'Day', numHours: 24 }],
  weekdays: [],
  eras: [
    { name: 'The Age of Arcanum', abbreviation: 'AA', startYear: -1500, restart: true },
    { name: 'The Calamity', abbreviation: 'C', startYear: -165, restart: true },
    { name: 'Post-Divergence', abbreviation: 'PD', startYear: 1, restart: true },
  ],
  hasYearZero: false,
  leapRules: [],
};

const withEras = (eras: Era[]): Calendar => ({ ...ages, eras });
const shown = (calendar: Calendar, years: number[]) => years.map((year) => displayYear(calendar, year));

describe('an era restarting the year count', () => {
  it('calls its start year year 1, even when it starts at a negative year', () => {
    expect(displayYear(ages, -1500)).toBe('1 AA');
    expect(formatDate(ages, { year: -1500, month: 0, day: 1 })).toBe('1 Horisal 1 AA');
    expect(displayYear(ages, -1000)).toBe('501 AA');
    expect(displayYear(ages, -165)).toBe('1 C');
    expect(displayYear(ages, 1)).toBe('1 PD');
    expect(formatDate(ages, { year: 836, month: 2, day: 32 })).toBe('32 Duscar 836 PD');
  });

  it('leaves the year before its start in the era before, at that era’s last number', () => {
    expect(eraOf(ages, -166)).toMatchObject({ eraIndex: 0, yearOfEra: 1335 });
    expect(displayYear(ages, -166)).toBe('1335 AA');
    // No year 0: year -1 is the Calamity's last year, just before year 1 PD.
    expect(displayYear(ages, -1)).toBe('165 C');
    expect(displayYear(ages, -1501)).toBe('-1501');
  });

  it('reads a year typed in the era back to the same calendar year', () => {
    expect(yearOfEra(ages, 0, 1)).toBe(-1500);
    expect(yearOfEra(ages, 0, 1335)).toBe(-166);
    expect(yearOfEra(ages, 1, 1)).toBe(-165);
    expect(yearOfEra(ages, 1, 165)).toBe(-1);
    expect(yearOfEra(ages, 2, 836)).toBe(836);
    expect(() => yearOfEra(ages, 1, 166)).toThrow('This era has no such year.');
    expect(() => yearOfEra(ages, 0, 0)).toThrow('This era has no such year.');
  });

  it('is what an era without the field already does, so stored calendars read as before', () => {
    const stored = withEras(ages.eras.map(({ restart: _restart, ...era }) => era));
    const years = [-1501, -1500, -1000, -166, -165, -1, 1, 836];
    expect(shown(stored, years)).toEqual(shown(ages, years));
    const gregorian = { ...GREGORIAN_CALENDAR, eras: GREGORIAN_CALENDAR.eras.map((era) => ({ ...era, restart: true })) };
    expect(shown(gregorian, [-44, -1, 1, 2026])).toEqual(shown(GREGORIAN_CALENDAR, [-44, -1, 1, 2026]));
  });
});

describe('an era keeping the calendar’s year numbers (restart: false)', () => {
  const continued = withEras([ages.eras[0], { ...ages.eras[1], restart: false }, ages.eras[2]]);

  it('labels its years with their own numbers, and its neighbours keep theirs', () => {
    expect(shown(continued, [-165, -100, -1])).toEqual(['-165 C', '-100 C', '-1 C']);
    expect(shown(continued, [-166, -1500, 1])).toEqual(['1335 AA', '1 AA', '1 PD']);
    expect(yearOfEra(continued, 1, -165)).toBe(-165);
    expect(() => yearOfEra(continued, 1, -166)).toThrow('This era has no such year.');
    expect(() => yearOfEra(continued, 1, 1)).toThrow('This era has no such year.');
  });

  it('changes nothing for an era counting down or without a start year', () => {
    const bc = { ...GREGORIAN_CALENDAR, eras: [{ ...GREGORIAN_CALENDAR.eras[0], restart: false }, GREGORIAN_CALENDAR.eras[1]] };
    expect(shown(bc, [-44, -1])).toEqual(['44 BC', '1 BC']);
    const myth = withEras([{ name: 'Age of Myth', abbreviation: 'AM', startYear: null, restart: true }, ages.eras[1]]);
    expect(displayYear(myth, -300)).toBe('-300 AM');
  });
});
