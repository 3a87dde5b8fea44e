import type { Calendar, CalendarDate } from './calendar';
import { compiledCalendar, cyclePosition } from './compiledCalendar';
import { dayNumber } from './dayNumber';
import { toAstronomicalYear } from './yearNumbering';

// The week runs over the days that are in it: intercalary days, the slot of a month of unknown
// length and the slot of an empty year have no weekday, and the week resumes after them where it
// stopped. Day 0 (if in the week) is calendar.firstWeekday.

/** The index in calendar.weekdays of a date's weekday, or null (no week, or a day outside it). */
export const weekdayOf = (calendar: Calendar, date: CalendarDate): number | null => {
  dayNumber(calendar, date); // checks the date
  const compiled = compiledCalendar(calendar);
  if (compiled.weekdays === 0) return null;
  const { cycles, r } = cyclePosition(compiled, toAstronomicalYear(calendar, date.year));
  const layout = compiled.layoutOfYear[r];
  if (layout.empty) return null;
  const month = calendar.months[date.month];
  if (month.numDays === null || month.intercalary) return null;
  const before = cycles * compiled.cycleWeekDays + compiled.yearWeekStart[r] + layout.weekStart[date.month] + date.day - 1;
  return (((before + compiled.firstWeekday) % compiled.weekdays) + compiled.weekdays) % compiled.weekdays;
};

/** The name of a date's weekday, or null. */
export const weekdayName = (calendar: Calendar, date: CalendarDate): string | null => {
  const index = weekdayOf(calendar, date);
  return index === null ? null : calendar.weekdays[index];
};
