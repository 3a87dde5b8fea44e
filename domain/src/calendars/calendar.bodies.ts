import { z } from 'zod';
import { displayName } from '../shared/displayName';
import type { Calendar } from './calendar';
import {
  CALENDAR_MONTHS_MAX,
  DAY_DIVISIONS_MAX,
  DIVISION_HOURS_MAX,
  ERAS_MAX,
  LEAP_PERIOD_MAX,
  LEAP_RULES_MAX,
  MONTH_DAYS_MAX,
  WEEKDAYS_MAX,
  YEAR_MAX,
} from './calendarLimits';
import { calendarMessages as m } from './calendarMessages';
import { CALENDAR_NAME_RULE, DAY_DIVISION_NAME_RULE, ERA_ABBREVIATION_RULE, ERA_NAME_RULE, MONTH_NAME_RULE, WEEKDAY_NAME_RULE } from './calendarNames';
import { defaultDayDivisions } from './defaultCalendars';
import { leapCycleYears } from './leapCycle';

// A calendar as the API receives it (product.md leaves the call open). Names go through
// the one text rule; what the engine needs to hold (calendar.ts) is checked here with the texts
// of calendarMessages, so a calendar that passes always compiles. Fields beyond the product's
// (weekdays, eras, year 0, leap rules) default to the product's calendar: none, and a year 0.
const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);
const list = <T extends z.ZodType>(item: T, max: number, invalidList: string, tooMany: string) => z.array(item, { error: invalidList }).max(max, tooMany);
const id = z.string({ error: m.monthsInvalid }).max(200, m.monthsInvalid);

const MonthBody = z.object(
  {
    _id: id.optional(),
    name: displayName(MONTH_NAME_RULE),
    numDays: whole(0, MONTH_DAYS_MAX, m.monthDaysInvalid).nullable(),
    intercalary: z.boolean({ error: m.monthsInvalid }).optional(),
  },
  { error: m.monthsInvalid },
);

const DayDivisionBody = z.object(
  { name: displayName(DAY_DIVISION_NAME_RULE), numHours: whole(1, DIVISION_HOURS_MAX, m.divisionHoursInvalid) },
  { error: m.divisionsInvalid },
);

const EraBody = z.object(
  {
    name: displayName(ERA_NAME_RULE),
    abbreviation: displayName(ERA_ABBREVIATION_RULE),
    startYear: whole(-YEAR_MAX, YEAR_MAX, m.eraStartInvalid).nullable(),
    counting: z.enum(['up', 'down'], { error: m.erasInvalid }).optional(),
    // Left out, not defaulted: a stored era without it reads as it always has (it restarts).
    restart: z.boolean({ error: m.erasInvalid }).optional(),
  },
  { error: m.erasInvalid },
);

const period = whole(1, LEAP_PERIOD_MAX, m.leapPeriodInvalid);
const LeapRuleBody = z
  .object(
    {
      monthIndex: whole(0, CALENDAR_MONTHS_MAX - 1, m.leapMonthInvalid),
      extraDays: whole(-MONTH_DAYS_MAX, MONTH_DAYS_MAX, m.leapDaysInvalid).refine((days) => days !== 0, m.leapDaysInvalid),
      every: period,
      offset: whole(0, LEAP_PERIOD_MAX - 1, m.leapOffsetInvalid).optional(),
      except: period.optional(),
      unless: period.optional(),
    },
    { error: m.leapRulesInvalid },
  )
  .refine((rule) => !(rule.every >= 1) || (rule.offset ?? 0) < rule.every, { message: m.leapOffsetInvalid, path: ['offset'] });

const CalendarShape = z.object(
  {
    _id: z.string({ error: m.invalidCalendar }).max(200, m.invalidCalendar).optional(),
    name: displayName(CALENDAR_NAME_RULE),
    months: list(MonthBody, CALENDAR_MONTHS_MAX, m.monthsInvalid, m.tooManyMonths),
    days: list(DayDivisionBody, DAY_DIVISIONS_MAX, m.divisionsInvalid, m.tooManyDivisions).default(defaultDayDivisions),
    weekdays: list(displayName(WEEKDAY_NAME_RULE), WEEKDAYS_MAX, m.weekdaysInvalid, m.tooManyWeekdays).default([]),
    firstWeekday: whole(0, WEEKDAYS_MAX - 1, m.firstWeekdayInvalid).optional(),
    eras: list(EraBody, ERAS_MAX, m.erasInvalid, m.tooManyEras).default([]),
    hasYearZero: z.boolean({ error: m.invalidCalendar }).default(true),
    leapRules: list(LeapRuleBody, LEAP_RULES_MAX, m.leapRulesInvalid, m.tooManyLeapRules).default([]),
  },
  { error: m.invalidCalendar },
);

// The rules that tie fields together: weekday and month indexes in range, eras in order, the
// leap cycle within what the engine lays out.
export const CalendarBody = CalendarShape.check((ctx) => {
  const calendar = ctx.value;
  const issue = (message: string, path: (string | number)[]) => ctx.issues.push({ code: 'custom', message, input: calendar, path });
  if (calendar.firstWeekday !== undefined && calendar.firstWeekday >= Math.max(1, calendar.weekdays.length)) issue(m.firstWeekdayInvalid, ['firstWeekday']);
  calendar.eras.forEach((era, i) => {
    if (era.startYear === null && i > 0) issue(m.eraStartOnlyFirst, ['eras', i, 'startYear']);
    const before = i > 0 ? calendar.eras[i - 1].startYear : null;
    if (era.startYear !== null && before !== null && era.startYear <= before) issue(m.erasOutOfOrder, ['eras', i, 'startYear']);
    if (era.startYear === 0 && !calendar.hasYearZero) issue(m.eraStartsInYearZero, ['eras', i, 'startYear']);
    if (era.counting === 'down' && i === calendar.eras.length - 1) issue(m.eraCountingDownLast, ['eras', i, 'counting']);
  });
  calendar.leapRules.forEach((rule, i) => {
    if (rule.monthIndex >= calendar.months.length) issue(m.leapMonthInvalid, ['leapRules', i, 'monthIndex']);
  });
  if (leapCycleYears(calendar.leapRules) === null) issue(m.leapCycleTooLong, ['leapRules']);
});

// The parsed body is a calendar the engine reads as it is.
type Checked<T extends Calendar> = T;
export type CalendarBody = Checked<z.output<typeof CalendarBody>>;
