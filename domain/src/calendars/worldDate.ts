import { z } from 'zod';
import { invalid } from '../shared/errors';
import type { Calendar } from './calendar';
import { dateProblem } from './dayNumber';
import { displayYear } from './formatDate';
import { CALENDAR_MONTHS_MAX, MONTH_DAYS_MAX, YEAR_MAX } from './calendarLimits';
import { yearProblem } from './yearNumbering';

// A date of a world's own calendar (the one the world names, or the Gregorian), as dated facts,
// scene dates and `?asOf=` carry it: a year, or a year and month, or a full date. The month is
// its number in the calendar (1 is the first month), so a date reads the same whatever the
// months are called. The shape is checked here; whether the world's calendar has the date is
// checked when the calendar is known (worldDateProblem).

export const worldDateMessages = {
  dateInvalid: 'A date is a year, or a year and month, or a year, month and day.',
  yearInvalid: `A year is a whole number from -${YEAR_MAX} to ${YEAR_MAX}.`,
  monthInvalid: `A month is its number in the calendar, from 1 to ${CALENDAR_MONTHS_MAX}.`,
  dayInvalid: `A day is a whole number from 1 to ${MONTH_DAYS_MAX}.`,
  dayWithoutMonth: 'A day needs a month.',
  periodInvalid: 'A period is a start date, an end date, or both.',
  periodBackwards: 'A period cannot end before it starts.',
  monthNotInCalendar: (month: number) => `The world's calendar has no month ${month}.`,
  asOfInvalid: 'A date to view the world on is a year, or YEAR-MONTH-DAY with the month by its number (negative years allowed).',
  pointInvalid: 'A date taken from a timeline point names the timeline and the point (timelineID, nodeID).',
  pointNotFound: 'The timeline point a date is taken from is not in this world.',
  pointOffCalendar: "A date can be taken only from a point of a timeline on the world's calendar.",
} as const;
const m = worldDateMessages;

// The timeline point a date is taken from: its start, or with `end` the end of a range. The
// date is copied from the point when saved, and moves when the point moves (the datePoints
// reactor), so every reader of dates reads plain dates.
export const DatePoint = z
  .object(
    {
      timelineID: z.string({ error: m.pointInvalid }).min(1, m.pointInvalid).max(64, m.pointInvalid),
      nodeID: z.string({ error: m.pointInvalid }).min(1, m.pointInvalid).max(64, m.pointInvalid),
      end: z.literal(true, { error: m.pointInvalid }).optional(),
    },
    { error: m.pointInvalid },
  )
  .strict();
export type DatePoint = z.infer<typeof DatePoint>;

export const WorldDate = z
  .object(
    {
      year: z.number({ error: m.yearInvalid }).int(m.yearInvalid).min(-YEAR_MAX, m.yearInvalid).max(YEAR_MAX, m.yearInvalid),
      month: z.number({ error: m.monthInvalid }).int(m.monthInvalid).min(1, m.monthInvalid).max(CALENDAR_MONTHS_MAX, m.monthInvalid).optional(),
      day: z.number({ error: m.dayInvalid }).int(m.dayInvalid).min(1, m.dayInvalid).max(MONTH_DAYS_MAX, m.dayInvalid).optional(),
      point: DatePoint.optional(),
    },
    { error: m.dateInvalid },
  )
  .strict()
  .refine((date) => date.day === undefined || date.month !== undefined, { message: m.dayWithoutMonth });
export type WorldDate = z.infer<typeof WorldDate>;

// A day is never 0 and a month never past CALENDAR_MONTHS_MAX, so these stand for "before its
// first" and "after its last" when a date without month or day is a bound.
const FIRST = 0;
const LAST = Number.MAX_SAFE_INTEGER;
type Key = readonly [number, number, number];
const startOf = (date: WorldDate): Key => [date.year, date.month ?? FIRST, date.day ?? FIRST];
const endOf = (date: WorldDate): Key => [date.year, date.month ?? LAST, date.day ?? LAST];
const compareKeys = (a: Key, b: Key) => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** Orders two dates by their first day ("1200" before "1200-03"): negative, 0 or positive. */
export const compareWorldDates = (a: WorldDate, b: WorldDate): number => compareKeys(startOf(a), startOf(b));

// Either end open; an end without month or day covers all of that year or month.
export const WorldPeriod = z
  .object({ from: WorldDate.optional(), until: WorldDate.optional() }, { error: m.periodInvalid })
  .strict()
  .refine((period) => !period.from || !period.until || compareKeys(startOf(period.from), endOf(period.until)) <= 0, {
    message: m.periodBackwards,
  });
export type WorldPeriod = z.infer<typeof WorldPeriod>;

const samePoint = (a: DatePoint | undefined, b: DatePoint | undefined) =>
  a === b || (!!a && !!b && a.timelineID === b.timelineID && a.nodeID === b.nodeID && !!a.end === !!b.end);

/** Whether two dates say the same, the timeline point they are taken from included. */
export const sameWorldDate = (a: WorldDate | undefined, b: WorldDate | undefined): boolean =>
  a === b || (!!a && !!b && a.year === b.year && a.month === b.month && a.day === b.day && samePoint(a.point, b.point));

/** Whether two periods say the same (ends compared by sameWorldDate). */
export const sameWorldPeriod = (a: WorldPeriod | null | undefined, b: WorldPeriod | null | undefined): boolean =>
  sameWorldDate(a?.from ?? undefined, b?.from ?? undefined) && sameWorldDate(a?.until ?? undefined, b?.until ?? undefined);

/** A period with neither end says nothing: it is stored as no period. */
export const isOpenPeriod = (period: WorldPeriod | null | undefined): boolean => !period || (!period.from && !period.until);

/** Whether something of this period exists at a date (read as its first day); no period always holds. */
export const periodHolds = (period: WorldPeriod | null | undefined, at: WorldDate): boolean => {
  if (!period) return true;
  const day = startOf(at);
  return (!period.from || compareKeys(startOf(period.from), day) <= 0) && (!period.until || compareKeys(day, endOf(period.until)) <= 0);
};

/** Whether a whole date (all of its year or month) lies before the period starts. */
export const isBeforePeriod = (period: WorldPeriod | null | undefined, date: WorldDate): boolean =>
  !!period?.from && compareKeys(endOf(date), startOf(period.from)) < 0;

/** Whether a whole date lies after the period ends. */
export const isAfterPeriod = (period: WorldPeriod | null | undefined, date: WorldDate): boolean =>
  !!period?.until && compareKeys(startOf(date), endOf(period.until)) > 0;

/** Whether two periods share a day (open ends reach without limit). */
export const periodsOverlap = (a: WorldPeriod | null | undefined, b: WorldPeriod | null | undefined): boolean => {
  const startsBeforeEnd = (x: WorldPeriod | null | undefined, y: WorldPeriod | null | undefined) =>
    !x?.from || !y?.until || compareKeys(startOf(x.from), endOf(y.until)) <= 0;
  return startsBeforeEnd(a, b) && startsBeforeEnd(b, a);
};

/** What is wrong with a date on this calendar (the message to show), or null when it has it. */
export const worldDateProblem = (calendar: Calendar, date: WorldDate): string | null => {
  if (date.month === undefined) return yearProblem(calendar, date.year);
  if (date.month > calendar.months.length) return m.monthNotInCalendar(date.month);
  if (date.day === undefined) return yearProblem(calendar, date.year);
  return dateProblem(calendar, { year: date.year, month: date.month - 1, day: date.day });
};

/** The first problem of a period's ends on this calendar, or null. */
export const periodProblem = (calendar: Calendar, period: WorldPeriod | null | undefined): string | null =>
  (period?.from && worldDateProblem(calendar, period.from)) || (period?.until && worldDateProblem(calendar, period.until)) || null;

/** Refuses (400 with the reason) the first period or date this calendar does not have; a command checks all it stores before it stores any. */
export const checkOnCalendar = (
  calendar: Calendar,
  periods: readonly (WorldPeriod | null | undefined)[],
  dates: readonly (WorldDate | null | undefined)[] = [],
): void => {
  for (const period of periods) {
    const problem = periodProblem(calendar, period);
    if (problem) throw invalid(problem);
  }
  for (const date of dates) {
    const problem = date && worldDateProblem(calendar, date);
    if (problem) throw invalid(problem);
  }
};

/** '1200', 'Frostfall 1200', '3 Frostfall 12 AE': a date as the calendar reads it. */
export const worldDateText = (calendar: Calendar, date: WorldDate): string => {
  const year = yearProblem(calendar, date.year) ? String(date.year) : displayYear(calendar, date.year);
  const month = date.month === undefined ? undefined : (calendar.months[date.month - 1]?.name ?? `month ${date.month}`);
  return [date.day, month, year].filter((part) => part !== undefined).join(' ');
};

/** 'in 1245 AD', 'in March 1245 AD', 'on 3 March 1245 AD': a date after the word it takes. */
export const whenText = (calendar: Calendar, date: WorldDate): string => `${date.day === undefined ? 'in' : 'on'} ${worldDateText(calendar, date)}`;

/** '1200 – 1245', 'from 3 Mar 1200', 'until 1245', or '' for no period. */
export const worldPeriodText = (calendar: Calendar, period: WorldPeriod | null | undefined): string => {
  if (!period || isOpenPeriod(period)) return '';
  if (period.from && period.until) return `${worldDateText(calendar, period.from)} – ${worldDateText(calendar, period.until)}`;
  return period.from ? `from ${worldDateText(calendar, period.from)}` : `until ${worldDateText(calendar, period.until!)}`;
};

// `?asOf=1200`, `?asOf=1200-3`, `?asOf=-44-3-15`. Plain digit runs, no nested repetition.
const AS_OF = /^(-?\d{1,10})(?:-(\d{1,3})(?:-(\d{1,5}))?)?$/;

/** The date of an `asOf` query value, or null when it is not one (the caller answers 400). */
export const parseAsOf = (text: string): WorldDate | null => {
  const match = AS_OF.exec(text.trim());
  if (!match) return null;
  const [, year, month, day] = match;
  const parsed = WorldDate.safeParse({
    year: Number(year),
    ...(month === undefined ? {} : { month: Number(month) }),
    ...(day === undefined ? {} : { day: Number(day) }),
  });
  return parsed.success ? parsed.data : null;
};

/** The `asOf` query value of a date: '1200', '1200-3-15'. */
export const asOfText = (date: WorldDate): string => [date.year, date.month, date.day].filter((part) => part !== undefined).join('-');

/** A query's optional `asOf`, checked by zod: absent, or a date (400 with the rule otherwise). */
export const AsOfQuery = z.object({
  asOf: z
    .string({ error: m.asOfInvalid })
    .max(30, m.asOfInvalid)
    .optional()
    .transform((value, context) => {
      if (value === undefined || value === '') return undefined;
      const date = parseAsOf(value);
      if (!date) context.addIssue({ code: 'custom', message: m.asOfInvalid });
      return date ?? undefined;
    }),
});
