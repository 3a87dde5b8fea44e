import { z } from 'zod';

// A calendar as the engine reads it: the product's Calendar (name, months of numDays,
// the day's divisions) plus weekdays, eras, year 0 and leap rules. calendar.bodies.ts checks a
// sent one; the engine (dayNumber.ts and its neighbours) reads plain objects of this shape.
//
// Years. A date's year is the calendar's own numbering, as people type and read it: with
// hasYearZero false, year -1 is followed by year 1 and year 0 is no date (yearNumbering.ts).
// Internally the engine counts astronomical years (…, -1, 0, 1, …, no gap), and day 0 is the
// first day of astronomical year 0: year 0 when the calendar has one, else year -1.
//
// The schemas here describe a calendar as answers carry it (a timeline's), already checked
// when it was sent: shapes only, none of the request's rules.

export const CalendarMonth = z.object({
  _id: z.string().optional(),
  name: z.string(),
  // null: a month of unknown length (the product's 'Unknown Length' checkbox). It takes one slot
  // of the day line, whose only date is day 1, so its dates still order and round-trip.
  numDays: z.number().nullable(),
  // An intercalary month's days stand outside the week: they have no weekday and the week
  // resumes after them where it stopped (festival days between months). A month that exists
  // only in leap years is a month of 0 days that a leap rule lengthens.
  intercalary: z.boolean().optional(),
});
export type CalendarMonth = z.infer<typeof CalendarMonth>;

// One of the day's divisions (the product's default: AM and PM of 12 hours each).
export const DayDivision = z.object({
  name: z.string(),
  numHours: z.number(),
});
export type DayDivision = z.infer<typeof DayDivision>;

// An era starts at a year (in the calendar's numbering) and lasts until the next era starts.
// Counting 'up' (the default), its first year is year 1 of the era: an era starting in year 1000
// calls year 1011 its year 12. Counting 'down' (BC), it counts towards the next era's start, so
// the year just before it is year 1 of the era; such an era needs a next one. Only the first era
// may have no start year: it then reaches back without end, and counting up (it has no first
// year) it labels years with their own numbers ('-300 AM').
//
// restart (counting up from a start year only): absent or true, the count restarts at 1 at the
// era's start, as above (how every stored era has always read). false: the era keeps the
// calendar's own year numbers and only adds its label: year 836 in an era from year 700 reads
// '836 PD', not '137 PD'. It changes nothing for an era counting down or without a start year.
export const Era = z.object({
  name: z.string(),
  abbreviation: z.string(),
  startYear: z.number().nullable(),
  counting: z.enum(['up', 'down']).optional(),
  restart: z.boolean().optional(),
});
export type Era = z.infer<typeof Era>;

// A leap rule adds extraDays (negative removes them, a month never going below 0) to one month
// in every year whose astronomical number y has (y - offset) divisible by `every`, except when
// divisible by `except`, unless also divisible by `unless`. Gregorian February:
// { monthIndex: 1, extraDays: 1, every: 4, except: 100, unless: 400 }. A rule never lengthens a
// month of unknown length: it stays one slot.
export const LeapRule = z.object({
  monthIndex: z.number(),
  extraDays: z.number(),
  every: z.number(),
  offset: z.number().optional(),
  except: z.number().optional(),
  unless: z.number().optional(),
});
export type LeapRule = z.infer<typeof LeapRule>;

export const Calendar = z.object({
  _id: z.string().optional(),
  name: z.string(),
  months: z.array(CalendarMonth),
  days: z.array(DayDivision),
  weekdays: z.array(z.string()),
  // The weekday (index into weekdays) of day 0; 0 when absent.
  firstWeekday: z.number().optional(),
  eras: z.array(Era),
  hasYearZero: z.boolean(),
  leapRules: z.array(LeapRule),
});
export type Calendar = z.infer<typeof Calendar>;

// A date of a calendar: month is an index into its months, day counts from 1. A year that has no
// days at all (every month 0 days long, or no months) still takes one slot, the date
// { year, month: 0, day: 0 }: "that year, no month or day".
export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}
