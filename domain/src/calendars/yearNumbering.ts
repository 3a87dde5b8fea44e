import { invalid } from '../shared/errors';
import type { Calendar } from './calendar';
import { YEAR_MAX } from './calendarLimits';
import { calendarMessages as m } from './calendarMessages';

// A calendar's years as people number them, and the astronomical count the engine computes in
// (calendar.ts). Without a year 0, year -1 is astronomical 0, -2 is -1, and so on; positive years
// are the same in both.

type Numbering = Pick<Calendar, 'hasYearZero'>;

/** True for a whole year within ±YEAR_MAX that the calendar has (no 0 when it has no year 0). */
export const isCalendarYear = (calendar: Numbering, year: number): boolean =>
  Number.isInteger(year) && Math.abs(year) <= YEAR_MAX && (year !== 0 || calendar.hasYearZero);

/** What is wrong with a year (the message to show), or null. */
export const yearProblem = (calendar: Numbering, year: number): string | null =>
  isCalendarYear(calendar, year) ? null : year === 0 ? m.noYearZero : m.yearInvalid;

/** A year the calendar does not have is a 400 with the reason. */
export const checkYear = (calendar: Numbering, year: number): void => {
  const problem = yearProblem(calendar, year);
  if (problem) throw invalid(problem);
};

export const toAstronomicalYear = (calendar: Numbering, year: number): number => (year < 0 && !calendar.hasYearZero ? year + 1 : year);

export const fromAstronomicalYear = (calendar: Numbering, astronomical: number): number =>
  astronomical <= 0 && !calendar.hasYearZero ? astronomical - 1 : astronomical;

/** The year after `year`: 1 after -1 when the calendar has no year 0. */
export const nextYear = (calendar: Numbering, year: number): number => fromAstronomicalYear(calendar, toAstronomicalYear(calendar, year) + 1);

/** The year before `year`: -1 before 1 when the calendar has no year 0. */
export const previousYear = (calendar: Numbering, year: number): number => fromAstronomicalYear(calendar, toAstronomicalYear(calendar, year) - 1);
