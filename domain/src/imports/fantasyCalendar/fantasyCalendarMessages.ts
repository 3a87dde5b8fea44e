import { CALENDAR_MONTHS_MAX, ERAS_MAX, LEAP_CYCLE_MAX, LEAP_RULES_MAX, MONTH_DAYS_MAX, WEEKDAYS_MAX } from '../../calendars/calendarLimits';

// An export is a few kilobytes (a calendar with hundreds of events stays far below this).
export const FANTASY_CALENDAR_FILE_LIMIT_BYTES = 1024 * 1024;

// A list of names in a note: the first few, then how many more (of `total`, when only the first
// few were read).
export const LISTED_MAX = 5;
export const listed = (names: readonly string[], total = names.length): string =>
  total <= LISTED_MAX ? names.join(', ') : `${names.slice(0, LISTED_MAX).join(', ')} and ${(total - LISTED_MAX).toLocaleString('en-US')} more`;
// At most this many notes; the rest are counted in one more.
export const NOTES_MAX = 40;
const plural = (n: number, one: string, many: string) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

// What people read when a Fantasy-Calendar export (fantasy-calendar.com, "Export" → .json) is
// imported into a timeline's calendar: the refusals, the answer, the notes on what a calendar
// here cannot hold (readFantasyCalendar.ts) and the calendar page's control.
export const fantasyCalendarMessages = {
  // Refusals.
  noFile: 'Please choose a Fantasy-Calendar export (.json file).',
  tooLarge: 'This file is too large for a Fantasy-Calendar export (at most 1 MB).',
  notJson: 'This file is not JSON. Please choose the .json file Fantasy-Calendar exports.',
  notFantasyCalendar: 'This is not a Fantasy-Calendar export.',
  noMonths: 'This Fantasy-Calendar export has no months.',
  badMonth: 'Each month of a Fantasy-Calendar export needs a name and a whole number of days.',
  badLeapDay: 'Each leap day of a Fantasy-Calendar export needs one of its months and an interval.',
  badEra: 'Each era of a Fantasy-Calendar export needs a name and a start year.',
  tooManyParts: (what: string, max: number) => `This Fantasy-Calendar export has more ${what} than can be read (at most ${max.toLocaleString('en-US')}).`,

  // The answer.
  imported: 'The calendar was imported from Fantasy-Calendar.',
  defaultName: 'Fantasy-Calendar',
  monthName: (n: number) => `Month ${n}`,
  weekdayName: (n: number) => `Day ${n}`,
  eraName: (n: number) => `Era ${n}`,
  leapDayName: (n: number) => `Leap day ${n}`,

  // Notes: what could not be expressed, one sentence each.
  moons: (names: string[], total = names.length) => `Moons (${listed(names, total)}) are not imported: calendars here have no moons.`,
  seasons: (names: string[], total = names.length) => `Seasons (${listed(names, total)}) are not imported: calendars here have no seasons.`,
  weather: 'Weather and locations are not imported: calendars here have no weather.',
  cycles: (n: number) => `${plural(n, 'cycle is', 'cycles are')} not imported: calendars here have no cycles.`,
  events: (n: number) => `${plural(n, 'event is', 'events are')} not imported: add them to the timeline as points.`,
  categories: (n: number) => `${plural(n, 'event category is', 'event categories are')} not imported.`,
  currentDate: (year: number) => `The current date (year ${year}) is not imported: calendars here have no current date.`,
  namesShortened: 'Some names were too long and were shortened.',
  moreNotes: (n: number) => `…and ${plural(n, 'other thing', 'other things')} that could not be imported.`,
  tooManyMonths: (total: number) => `Only the first ${CALENDAR_MONTHS_MAX} of ${total} months are imported.`,
  monthTooLong: (name: string, days: number) =>
    `Month "${name}" has ${days.toLocaleString('en-US')} days; it is imported with ${MONTH_DAYS_MAX.toLocaleString('en-US')}, the most a month has here.`,
  rareMonthTooRare: (name: string, every: number) =>
    `Month "${name}" appears only every ${every.toLocaleString('en-US')} years, more rarely than a leap rule here can say; it is imported with 0 days.`,
  customWeeks: (names: string[]) => `Months with a week of their own (${listed(names)}) follow the calendar's week here.`,
  weekRestarts: 'In Fantasy-Calendar each month starts its week anew; here the week runs on across months, so weekdays may fall differently.',
  tooManyWeekdays: (n: number) => `The week of ${n.toLocaleString('en-US')} days is not imported: a week here has at most ${WEEKDAYS_MAX} days.`,
  hours: (hours: number) => `A day of ${hours} hours cannot be divided here; the day is imported as AM and PM of 12 hours.`,
  minutes: (minutes: number) => `Hours of ${minutes} minutes are not imported: days here divide into hours only.`,
  clockOffset: (hours: number) => `The clock's offset of ${hours} hours is not imported.`,
  leapDayNames: (names: string[]) => `Leap days (${listed(names)}) are imported as extra days of their months; their own names are not kept.`,
  leapDayInside: (name: string, month: string) => `The festival day "${name}" falls inside ${month} in Fantasy-Calendar; here it follows ${month}.`,
  leapDayWeekday: (name: string) => `Leap day "${name}" adds a weekday in Fantasy-Calendar; here it is a day of the usual week.`,
  leapDayUnreadable: (name: string, interval: string) => `Leap day "${name}" is not imported: its interval "${interval}" cannot be read.`,
  leapDayOnRareMonth: (name: string, month: string) => `Leap day "${name}" is not imported: its month ${month} appears only in some years.`,
  leapDayMonthLeftOut: (name: string) => `Leap day "${name}" is not imported: its month is not imported.`,
  leapDayTooRare: (name: string) =>
    `Leap day "${name}" is not imported: its years repeat only over more than ${LEAP_CYCLE_MAX.toLocaleString('en-US')} years, or rules here would need a longer period.`,
  leapDayTooManyRules: (name: string) => `Leap day "${name}" is not imported: a calendar here holds at most ${LEAP_RULES_MAX} leap rules.`,
  leapDayNoRoom: (name: string) => `Leap day "${name}" is not imported: a calendar here holds at most ${CALENDAR_MONTHS_MAX} months.`,
  tooManyEras: (total: number) => `Only the first ${ERAS_MAX} of ${total} eras are imported.`,
  extraStartingEra: (name: string) => `Era "${name}" is not imported: only one era can reach back before all the others.`,
  eraYearMissing: (name: string, year: number) => `Era "${name}" is not imported: it starts in year ${year}, which this calendar does not have.`,
  eraSameYear: (dropped: string, kept: string, year: number) =>
    `Era "${dropped}" starts in the same year (${year}) as era "${kept}"; only "${kept}" is imported, as eras here start with a year.`,
  eraMidYear: (name: string, year: number) => `Era "${name}" starts during year ${year} in Fantasy-Calendar; here it starts with that year.`,
  eraEndsYear: (name: string) => `Era "${name}" cuts its year short in Fantasy-Calendar; here every year keeps all its days.`,
  eraYearZero: (name: string) => `Era "${name}" calls its first year 0 in Fantasy-Calendar; here its first year is year 1.`,
  eraFormat: (name: string, format: string, sample: string) =>
    `Era "${name}" shows its years as "${format}" in Fantasy-Calendar; here they read like "${sample}".`,
  eraDescriptions: (names: string[]) => `Era descriptions (${listed(names)}) are not imported.`,

  // The calendar page.
  button: 'Import from Fantasy-Calendar',
  choose: 'Choose a Fantasy-Calendar export',
  importing: 'Importing…',
  notesTitle: 'Not everything could be imported:',
  nothingLeftOut: 'Everything in the file was imported.',
} as const;
