import { invalid } from '../shared/errors';
import type { Calendar, CalendarDate } from './calendar';
import { calendarMessages as m } from './calendarMessages';
import { compiledCalendar, cyclePosition, yearStartDay, type CompiledCalendar, type YearLayout } from './compiledCalendar';
import { checkYear, fromAstronomicalYear, toAstronomicalYear, yearProblem } from './yearNumbering';

// A date ↔ its day number (day 0 is the first day of astronomical year 0, calendar.ts), in O(1)
// table reads plus binary searches over one leap cycle and one year's months.

const layoutOf = (compiled: CompiledCalendar, astronomicalYear: number): YearLayout => compiled.layoutOfYear[cyclePosition(compiled, astronomicalYear).r];

// The month and day of a date in a year of this layout, checked; the year is checked before.
const monthDayProblem = (calendar: Calendar, layout: YearLayout, date: CalendarDate): string | null => {
  if (layout.empty) return date.month === 0 && date.day === 0 ? null : m.dayNotInMonth;
  if (!Number.isInteger(date.month) || date.month < 0 || date.month >= layout.monthSlots.length) return m.monthNotInCalendar;
  const unknown = calendar.months[date.month].numDays === null;
  const valid = unknown ? date.day === 1 : Number.isInteger(date.day) && date.day >= 1 && date.day <= layout.monthSlots[date.month];
  return valid ? null : m.dayNotInMonth;
};

/** What is wrong with a date in this calendar (the message to show), or null when it is one of its dates. */
export const dateProblem = (calendar: Calendar, date: CalendarDate): string | null =>
  yearProblem(calendar, date.year) ?? monthDayProblem(calendar, layoutOf(compiledCalendar(calendar), toAstronomicalYear(calendar, date.year)), date);

export const isValidDate = (calendar: Calendar, date: CalendarDate): boolean => dateProblem(calendar, date) === null;

/** The day number of a date; a date the calendar does not have is a 400 with the reason. */
export const dayNumber = (calendar: Calendar, date: CalendarDate): number => {
  const compiled = compiledCalendar(calendar);
  const problem = yearProblem(calendar, date.year);
  if (problem) throw invalid(problem);
  const astronomical = toAstronomicalYear(calendar, date.year);
  const { cycles, r } = cyclePosition(compiled, astronomical);
  const layout = compiled.layoutOfYear[r];
  const dayProblem = monthDayProblem(calendar, layout, date);
  if (dayProblem) throw invalid(dayProblem);
  const start = cycles * compiled.cycleSlots + compiled.yearStart[r];
  return layout.empty ? start : start + layout.monthStart[date.month] + date.day - 1;
};

// The last index i with table[i] <= value, for value >= table[0].
const lastAtMost = (table: ArrayLike<number>, value: number, high: number) => {
  let low = 0;
  while (low < high) {
    const mid = (low + high + 1) >>> 1;
    if (table[mid] <= value) low = mid;
    else high = mid - 1;
  }
  return low;
};

/** The date of a day number. */
export const dateOfDay = (calendar: Calendar, day: number): CalendarDate => {
  const compiled = compiledCalendar(calendar);
  if (!Number.isInteger(day) || day < compiled.firstDay || day > compiled.lastDay) throw invalid(m.dayNumberInvalid);
  const cycles = Math.floor(day / compiled.cycleSlots);
  const inCycle = day - cycles * compiled.cycleSlots;
  const r = compiled.cycle === 1 ? 0 : lastAtMost(compiled.yearStart, inCycle, compiled.cycle - 1);
  const year = fromAstronomicalYear(calendar, cycles * compiled.cycle + r);
  const layout = compiled.layoutOfYear[r];
  if (layout.empty) return { year, month: 0, day: 0 };
  const inYear = inCycle - compiled.yearStart[r];
  // The last month starting at or before the slot has slots: a month of 0 days shares its start
  // with the next month, so a later month always qualifies over it.
  const month = layout.monthOfSlot ? layout.monthOfSlot[inYear] : lastAtMost(layout.monthStart, inYear, layout.monthSlots.length - 1);
  return { year, month, day: inYear - layout.monthStart[month] + 1 };
};

/** Slots of a year on the day line: its days, one per month of unknown length, at least 1. */
export const daysInYear = (calendar: Calendar, year: number): number => {
  checkYear(calendar, year);
  return layoutOf(compiledCalendar(calendar), toAstronomicalYear(calendar, year)).slots;
};

/** Days of a month in a year (leap rules applied), or null for a month of unknown length. */
export const daysInMonth = (calendar: Calendar, year: number, month: number): number | null => {
  checkYear(calendar, year);
  if (!Number.isInteger(month) || month < 0 || month >= calendar.months.length) throw invalid(m.monthNotInCalendar);
  if (calendar.months[month].numDays === null) return null;
  return layoutOf(compiledCalendar(calendar), toAstronomicalYear(calendar, year)).monthSlots[month];
};

/** True when at least one leap rule applies in the year. */
export const isLeapYear = (calendar: Calendar, year: number): boolean => {
  checkYear(calendar, year);
  return layoutOf(compiledCalendar(calendar), toAstronomicalYear(calendar, year)).leap;
};

/** Orders two valid dates of one calendar: negative, 0 or positive, as their day numbers do. */
export const compareDates = (a: CalendarDate, b: CalendarDate): number => a.year - b.year || a.month - b.month || a.day - b.day;

/**
 * Where a date lies on a continuous year axis: its astronomical year plus the fraction of the
 * year's slots before it (0 ≤ fraction < 1). Astronomical, so a calendar without year 0 has no
 * gap between -1 and 1; a timeline places its start and end years through toAstronomicalYear.
 */
export const yearFraction = (calendar: Calendar, date: CalendarDate): number => {
  const compiled = compiledCalendar(calendar);
  const astronomical = toAstronomicalYear(calendar, date.year);
  const offset = dayNumber(calendar, date) - yearStartDay(compiled, astronomical);
  return astronomical + offset / layoutOf(compiled, astronomical).slots;
};
