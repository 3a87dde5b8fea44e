import { z } from 'zod';
import { fantasyCalendarMessages as m } from './fantasyCalendarMessages';

// A Fantasy-Calendar export as fantasy-calendar.com writes it (PrepCalendarForExport:
// `{ name, static_data, dynamic_data, events, categories }`), read leniently: only what the
// import maps is checked, everything else passes as it is, and the parts the calendar has no
// place for (moons, seasons, cycles, events…) are only counted (readFantasyCalendar.ts).
//
// static_data.year_data: `global_week` (weekday names), `first_day` (1-based index into it: the
// weekday of the first day of year 1, or of year 0 with `settings.year_zero_exists`),
// `overflow` (false: every month starts its week anew), `timespans` ({ name, type 'month' or
// 'intercalary', length, interval, offset, week? }: a timespan with interval N appears in the
// years ≡ offset mod N) and `leap_days` ({ name, intercalary, timespan, day, adds_week_day,
// interval like "400,!100,4", offset, cyclic_interval? }). static_data.eras: { name, format or
// formatting, description, settings { starting_era, restart, ends_year, use_custom_format },
// date { year, timespan, day } }.

// Numbers as the exports hold them: numbers, and in older ones numeric strings ("29.53").
const numberLike = (message: string) =>
  z.union([z.number(), z.string().max(40)], { error: message }).transform((value, ctx) => {
    const number = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
    if (Number.isFinite(number)) return number;
    ctx.addIssue({ code: 'custom', message, input: value });
    return z.NEVER;
  });
const wholeNumber = (message: string) => numberLike(message).refine((n) => Number.isInteger(n), message);

// Lists are bounded before their items are read, so a megabyte of tiny items costs nothing.
const READ_MAX = 1_000;
const boundedList = <T extends z.ZodType>(item: T, what: string, message: string) =>
  z.array(z.unknown(), { error: message }).max(READ_MAX, m.tooManyParts(what, READ_MAX)).pipe(z.array(item));

const Timespan = z.object(
  {
    name: z.unknown(),
    type: z.unknown().optional(),
    length: numberLike(m.badMonth),
    interval: wholeNumber(m.badMonth).optional(),
    offset: wholeNumber(m.badMonth).optional(),
    week: z.unknown().optional(),
  },
  { error: m.badMonth },
);

const LeapDay = z.object(
  {
    name: z.unknown(),
    intercalary: z.unknown().optional(),
    timespan: wholeNumber(m.badLeapDay),
    adds_week_day: z.unknown().optional(),
    day: numberLike(m.badLeapDay).optional(),
    interval: z.union([z.string().max(200), z.number()], { error: m.badLeapDay }),
    offset: wholeNumber(m.badLeapDay).optional(),
    cyclic_interval: z.unknown().optional(),
  },
  { error: m.badLeapDay },
);

const Era = z.object(
  {
    name: z.unknown(),
    format: z.unknown().optional(),
    formatting: z.unknown().optional(),
    description: z.unknown().optional(),
    settings: z.record(z.string(), z.unknown(), { error: m.badEra }).optional(),
    date: z
      .object({ year: wholeNumber(m.badEra), timespan: numberLike(m.badEra).optional(), day: numberLike(m.badEra).optional() }, { error: m.badEra })
      .optional(),
  },
  { error: m.badEra },
);

export const FantasyCalendarExport = z.object(
  {
    name: z.unknown().optional(),
    static_data: z.object(
      {
        year_data: z.object(
          {
            first_day: numberLike(m.notFantasyCalendar).optional(),
            overflow: z.unknown().optional(),
            global_week: boundedList(z.unknown(), 'weekdays', m.notFantasyCalendar).optional(),
            timespans: boundedList(Timespan, 'months', m.notFantasyCalendar),
            leap_days: boundedList(LeapDay, 'leap days', m.notFantasyCalendar).optional(),
          },
          { error: m.notFantasyCalendar },
        ),
        moons: z.unknown().optional(),
        clock: z.unknown().optional(),
        seasons: z.unknown().optional(),
        eras: boundedList(Era, 'eras', m.notFantasyCalendar).optional(),
        settings: z.unknown().optional(),
        cycles: z.unknown().optional(),
      },
      { error: m.notFantasyCalendar },
    ),
    dynamic_data: z.unknown().optional(),
    events: z.unknown().optional(),
    categories: z.unknown().optional(),
  },
  { error: m.notFantasyCalendar },
);

export type FantasyCalendarExport = z.output<typeof FantasyCalendarExport>;
export type FcTimespan = z.output<typeof Timespan>;
export type FcLeapDay = z.output<typeof LeapDay>;
export type FcEra = z.output<typeof Era>;
