import type { Calendar } from '../calendars/calendar';
import { dateProblem } from '../calendars/dayNumber';
import { pointMonth } from '../calendars/monthByName';
import { yearProblem } from '../calendars/yearNumbering';
import { timelineMessages as m } from './timelineMessages';
import type { NodeDate } from './timelineView';

// A point's date as the timeline stores it (a year, a month by name or '', a day or null) checked
// against the timeline's calendar: the year must be one of its years, the month one of its
// months or none, the day one of that month's days or none (and none without a month).
export const nodeDateProblem = (calendar: Calendar, date: NodeDate): string | null => {
  const year = yearProblem(calendar, date.year);
  if (year) return year;
  const month = pointMonth(calendar, date.month);
  if (!month.ok) return m.unknownMonth;
  if (date.day === null) return null;
  if (month.month === null) return m.dateInvalid;
  return dateProblem(calendar, { year: date.year, month: month.month, day: date.day });
};
