import { invalid } from '../shared/errors';
import type { Calendar, Era } from './calendar';
import { calendarMessages as m } from './calendarMessages';
import { checkYear, fromAstronomicalYear, isCalendarYear, toAstronomicalYear } from './yearNumbering';

// Eras (calendar.ts): each lasts from its start year until the next era's. Counting up, its
// first year is year 1 (it restarts the count); counting down, the year before the next era is
// year 1. An era that does not restart (restart: false), and a first era without a start year
// that counts up (it has no first year), label the years with their own numbers ('-300 AM').
// Years before the first era belong to none and keep their own number. All arithmetic is
// astronomical, so a calendar without year 0 numbers 1 BC and AD 1 as neighbours.

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

/** True when an era counting up numbers its years from 1 at its start; false when it keeps the calendar's numbers. */
export const restartsCount = (era: Era): boolean => era.startYear !== null && era.restart !== false;

// How era i numbers its years. It counts down only towards a next era (the schema insists on
// one; unchecked, it counts up).
type Numbering = 'down' | 'fromStart' | 'own';
const numberingOf = (calendar: Calendar, i: number): Numbering => {
  const era = calendar.eras[i];
  if (era.counting === 'down' && i + 1 < calendar.eras.length) return 'down';
  return restartsCount(era) ? 'fromStart' : 'own';
};

/** The era a year belongs to and its number within it. */
export const eraOf = (calendar: Calendar, year: number): EraYear => {
  checkYear(calendar, year);
  const astronomical = toAstronomicalYear(calendar, year);
  // Eras are few (≤ 50): the last one started by then, searched from the end.
  for (let i = calendar.eras.length - 1; i >= 0; i--) {
    if (startOf(calendar, i) > astronomical) continue;
    const numbering = numberingOf(calendar, i);
    const yearOfEra = numbering === 'down' ? endOf(calendar, i) - astronomical : numbering === 'own' ? year : astronomical - startOf(calendar, i) + 1;
    return { era: calendar.eras[i], eraIndex: i, yearOfEra };
  }
  return { era: null, eraIndex: null, yearOfEra: year };
};

/** The calendar year of year `yearOfEra` of era `eraIndex` (the reverse of eraOf). */
export const yearOfEra = (calendar: Calendar, eraIndex: number, yearInEra: number): number => {
  if (!Number.isInteger(eraIndex) || eraIndex < 0 || eraIndex >= calendar.eras.length) throw invalid(m.eraNotInCalendar);
  const [start, end] = [startOf(calendar, eraIndex), endOf(calendar, eraIndex)];
  const numbering = numberingOf(calendar, eraIndex);
  if (numbering === 'own' && !isCalendarYear(calendar, yearInEra)) throw invalid(m.yearNotInEra);
  if (numbering !== 'own' && (!Number.isInteger(yearInEra) || yearInEra < 1)) throw invalid(m.yearNotInEra);
  const astronomical = numbering === 'own' ? toAstronomicalYear(calendar, yearInEra) : numbering === 'down' ? end - yearInEra : start + yearInEra - 1;
  if (!(astronomical >= start && astronomical < end)) throw invalid(m.yearNotInEra);
  const year = fromAstronomicalYear(calendar, astronomical);
  if (!isCalendarYear(calendar, year)) throw invalid(m.yearInvalid);
  return year;
};
