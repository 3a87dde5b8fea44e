import { invalid } from '../shared/errors';
import type { Calendar, CalendarDate } from './calendar';
import { dateProblem } from './dayNumber';
import { eraOf } from './eras';

// Dates as people read them: '3 Frostfall 12 AE'. A year with an era shows its year of the era
// and the era's abbreviation (its name when the abbreviation is blank); a year before every era,
// or in a calendar without eras, shows its own number, negative ones with a minus sign ('-44').

/** A year as the calendar shows it: '12 AE', '44 BC', '-44'. */
export const displayYear = (calendar: Calendar, year: number): string => {
  const { era, yearOfEra } = eraOf(calendar, year);
  if (!era) return String(year);
  return `${yearOfEra} ${era.abbreviation || era.name}`;
};

/** A date as the calendar shows it: day, month and year; a month of unknown length has no day and an empty year shows the year alone. */
export const formatDate = (calendar: Calendar, date: CalendarDate): string => {
  const problem = dateProblem(calendar, date);
  if (problem) throw invalid(problem);
  const year = displayYear(calendar, date.year);
  if (date.day === 0) return year;
  const month = calendar.months[date.month];
  return month.numDays === null ? `${month.name} ${year}` : `${date.day} ${month.name} ${year}`;
};
