import { invalid } from '../shared/errors';
import type { Calendar, Era } from './calendar';
import { calendarMessages as m } from './calendarMessages';
import { checkYear, fromAstronomicalYear, isCalendarYear, toAstronomicalYear } from './yearNumbering';

// Eras (calendar.ts): each lasts from its start year until the next era's. Counting up, its
// first year is year 1; counting down, the year before the next era is year 1. Years before the
// first era belong to none and keep their own number. A first era without a start year that
// counts up (it cannot: it has no first year) labels the years before the next era with their
// own numbers ('-300 AM'). All arithmetic is astronomical, so a
// calendar without year 0 numbers 1 BC and AD 1 as neighbours.

export interface EraYear {
  era: Era | null;
  eraIndex: number | null;
  yearOfEra: number;
}

// The astronomical start of era i, -Infinity for a first era without start.
const startOf = (calendar: Calendar, i: number) => {
  const start = calendar.eras[i].startYear;
  return start === null ? -Infinity : toAstronomicalYear(calendar, start);
};
const endOf = (calendar: Calendar, i: number) => (i + 1 < calendar.eras.length ? startOf(calendar, i + 1) : Infinity);
// An era counts down only towards a next era (the schema insists on one; unchecked, it counts up).
const countsDown = (calendar: Calendar, i: number) => calendar.eras[i].counting === 'down' && i + 1 < calendar.eras.length;

/** The era a year belongs to and its number within it. */
export const eraOf = (calendar: Calendar, year: number): EraYear => {
  checkYear(calendar, year);
  const astronomical = toAstronomicalYear(calendar, year);
  // Eras are few (≤ 50): the last one started by then, searched from the end.
  for (let i = calendar.eras.length - 1; i >= 0; i--) {
    if (startOf(calendar, i) > astronomical) continue;
    const era = calendar.eras[i];
    const yearOfEra = countsDown(calendar, i) ? endOf(calendar, i) - astronomical : era.startYear === null ? year : astronomical - startOf(calendar, i) + 1;
    return { era, eraIndex: i, yearOfEra };
  }
  return { era: null, eraIndex: null, yearOfEra: year };
};

/** The calendar year of year `yearOfEra` of era `eraIndex` (the reverse of eraOf). */
export const yearOfEra = (calendar: Calendar, eraIndex: number, yearInEra: number): number => {
  if (!Number.isInteger(eraIndex) || eraIndex < 0 || eraIndex >= calendar.eras.length) throw invalid(m.eraNotInCalendar);
  const [start, end] = [startOf(calendar, eraIndex), endOf(calendar, eraIndex)];
  const ownNumbers = !countsDown(calendar, eraIndex) && calendar.eras[eraIndex].startYear === null;
  if (ownNumbers && !isCalendarYear(calendar, yearInEra)) throw invalid(m.yearNotInEra);
  if (!ownNumbers && (!Number.isInteger(yearInEra) || yearInEra < 1)) throw invalid(m.yearNotInEra);
  const astronomical = ownNumbers ? toAstronomicalYear(calendar, yearInEra) : countsDown(calendar, eraIndex) ? end - yearInEra : start + yearInEra - 1;
  if (!(astronomical >= start && astronomical < end)) throw invalid(m.yearNotInEra);
  const year = fromAstronomicalYear(calendar, astronomical);
  if (!isCalendarYear(calendar, year)) throw invalid(m.yearInvalid);
  return year;
};
