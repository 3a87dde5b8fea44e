import type { Calendar } from '@lorewright/domain/calendars/calendar';
import { compiledCalendar, yearStartDay } from '@lorewright/domain/calendars/compiledCalendar';
import { dateOfDay, daysInYear, yearFraction } from '@lorewright/domain/calendars/dayNumber';
import { displayYear, formatDate } from '@lorewright/domain/calendars/formatDate';
import { pointMonth } from '@lorewright/domain/calendars/monthByName';
import { fromAstronomicalYear, toAstronomicalYear, yearProblem } from '@lorewright/domain/calendars/yearNumbering';
import type { NodeDate } from '@lorewright/domain/timelines/timelineView';

// A point's date (year, month by name, day or none) ↔ its place on the continuous year axis
// (astronomical years, calendar.ts), through the one calendar engine. A date without a month sits
// at its year's start, one without a day at its month's.

/** Where a date lies on the axis, or null when the calendar has no such year; a month it lacks counts as none. */
export function axisValue(calendar: Calendar, date: NodeDate): number | null {
  if (yearProblem(calendar, date.year)) return null;
  const month = pointMonth(calendar, date.month);
  const yearStart = toAstronomicalYear(calendar, date.year);
  if (!month.ok || month.month === null) return yearStart;
  try {
    return yearFraction(calendar, { year: date.year, month: month.month, day: date.day ?? 1 });
  } catch {
    // A month of no days this year, or a day it does not have: the year's start.
    return yearStart;
  }
}

/** The day at a place on the axis (the inverse of axisValue, to the day). */
export function dateAtValue(calendar: Calendar, value: number): NodeDate {
  const astronomical = Math.floor(value);
  const year = fromAstronomicalYear(calendar, astronomical);
  const slots = daysInYear(calendar, year);
  const slot = Math.min(slots - 1, Math.max(0, Math.floor((value - astronomical) * slots + 1e-9)));
  const date = dateOfDay(calendar, yearStartDay(compiledCalendar(calendar), astronomical) + slot);
  if (date.day === 0) return { year, month: '', day: null };
  const month = calendar.months[date.month];
  return { year: date.year, month: month?.name ?? '', day: month?.numDays === null ? null : date.day };
}

/** A point's date as the calendar shows it ('3 Bloom 12 AL', 'Mist 17 AL', '40 BL'); as stored when the calendar has no such date. */
export function formatNodeDate(calendar: Calendar, date: NodeDate): string {
  const month = pointMonth(calendar, date.month);
  if (yearProblem(calendar, date.year) || !month.ok) return [date.day, date.month, date.year].filter((part) => part !== null && part !== '').join(' ');
  if (month.month === null) return displayYear(calendar, date.year);
  const name = calendar.months[month.month]?.name ?? date.month;
  if (date.day === null) return `${name} ${displayYear(calendar, date.year)}`;
  try {
    return formatDate(calendar, { year: date.year, month: month.month, day: date.day });
  } catch {
    return `${date.day} ${name} ${displayYear(calendar, date.year)}`;
  }
}
