import type { Calendar } from '../calendars/calendar';
import { GREGORIAN_CALENDAR } from '../calendars/defaultCalendars';
import { monthIndexByName } from '../calendars/monthByName';
import type { WorldDate } from '../calendars/worldDate';
import { normalizeDisplayText } from '../shared/displayText';
import type { NodeDate } from '../timelines/timelineView';

// Timeline points carry dates on their timeline's own calendar, the month by name. They are
// compared with the world's dated facts only when that calendar is the world's: the timeline is
// the one the world names, or, when it names none (Gregorian), the timeline's months are the
// Gregorian ones. Any other calendar's years and months say nothing about the world's.

const GREGORIAN_MONTHS = GREGORIAN_CALENDAR.months.map((month) => normalizeDisplayText(month.name));

/** Whether a calendar has the Gregorian months: the same names, in the same order. */
export const hasGregorianMonths = (calendar: Pick<Calendar, 'months'>): boolean =>
  calendar.months.length === GREGORIAN_MONTHS.length && calendar.months.every((month, i) => normalizeDisplayText(month.name) === GREGORIAN_MONTHS[i]);

/** Whether a timeline's points are dated on the world's calendar (`worldTimelineId`: the timeline the world names, or null). */
export const onWorldCalendar = (timelineId: string, calendar: Pick<Calendar, 'months'>, worldTimelineId: string | null): boolean =>
  worldTimelineId ? timelineId === worldTimelineId : hasGregorianMonths(calendar);

/**
 * A point's date as a world date: its month by name turned into its number on the timeline's
 * calendar. A month the calendar no longer names (its months were renamed since) leaves the
 * year alone, which only widens the date: no warning comes of a guess.
 */
export const pointWorldDate = (calendar: Calendar, date: NodeDate): WorldDate => {
  const index = date.month ? monthIndexByName(calendar, date.month) : null;
  if (index === null) return { year: date.year };
  return date.day === null ? { year: date.year, month: index + 1 } : { year: date.year, month: index + 1, day: date.day };
};
