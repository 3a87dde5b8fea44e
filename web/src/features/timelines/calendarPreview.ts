import type { Calendar, CalendarDate } from '@lorewright/domain/calendars/calendar';
import { CalendarBody } from '@lorewright/domain/calendars/calendar.bodies';
import { dateOfDay, dayNumber, daysInMonth, daysInYear, isLeapYear } from '@lorewright/domain/calendars/dayNumber';
import { displayYear, formatDate } from '@lorewright/domain/calendars/formatDate';
import { weekdayName } from '@lorewright/domain/calendars/weekday';

/** What the server would refuse in this calendar: CalendarBody's messages, each once. */
export function calendarProblems(calendar: Calendar): string[] {
  const parsed = CalendarBody.safeParse(calendar);
  return parsed.success ? [] : [...new Set(parsed.error.issues.map((issue) => issue.message))];
}

// The year's first date: day 1 of its first month with a day, or the year alone when it has none.
const firstDate = (calendar: Calendar, year: number): CalendarDate => {
  const month = calendar.months.findIndex((_, index) => daysInMonth(calendar, year, index) !== 0);
  return month === -1 ? { year, month: 0, day: 0 } : { year, month, day: 1 };
};

const dated = (calendar: Calendar, date: CalendarDate) => {
  const weekday = weekdayName(calendar, date);
  return weekday ? `${formatDate(calendar, date)} (${weekday})` : formatDate(calendar, date);
};

/**
 * The preview of a valid calendar in one year: its length and whether it is a leap year, its
 * first and last dates as the calendar writes them, and the length of a day. A year the calendar
 * does not have (year 0 without one) gives the engine's message.
 */
export function previewYear(calendar: Calendar, year: number): string[] {
  try {
    const days = daysInYear(calendar, year);
    const first = firstDate(calendar, year);
    const last = dateOfDay(calendar, dayNumber(calendar, first) + days - 1);
    const hours = calendar.days.reduce((sum, division) => sum + division.numHours, 0);
    return [
      `Year ${displayYear(calendar, year)} has ${days} ${days === 1 ? 'day' : 'days'} and is ${isLeapYear(calendar, year) ? '' : 'not '}a leap year.`,
      `It runs from ${dated(calendar, first)} to ${dated(calendar, last)}.`,
      `A day has ${hours} ${hours === 1 ? 'hour' : 'hours'}.`,
    ];
  } catch (error) {
    return [(error as Error).message];
  }
}
