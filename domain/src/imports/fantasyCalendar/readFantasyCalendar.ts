import type { Calendar, CalendarMonth, DayDivision, LeapRule } from '../../calendars/calendar';
import { CalendarBody } from '../../calendars/calendar.bodies';
import {
  CALENDAR_MONTHS_MAX,
  CALENDAR_NAME_MAX,
  DIVISION_HOURS_MAX,
  LEAP_PERIOD_MAX,
  LEAP_RULES_MAX,
  MONTH_DAYS_MAX,
  MONTH_NAME_MAX,
  WEEKDAY_NAME_MAX,
  WEEKDAYS_MAX,
} from '../../calendars/calendarLimits';
import { defaultDayDivisions } from '../../calendars/defaultCalendars';
import { leapCycleYears, leapRuleApplies } from '../../calendars/leapCycle';
import { invalid } from '../../shared/errors';
import { FantasyCalendarExport, type FcLeapDay, type FcTimespan } from './fantasyCalendarExport';
import { erasOf } from './fantasyCalendarEras';
import { leapPlanOf, type LeapTerm } from './fantasyCalendarLeaps';
import { fantasyCalendarMessages as m, LISTED_MAX, NOTES_MAX } from './fantasyCalendarMessages';
import { flag, nameReader, type NameReader } from './fantasyCalendarText';

// A Fantasy-Calendar export (fantasyCalendarExport.ts) as a calendar of this app, and a note for
// everything the calendar cannot hold: pure, linear in the file, no I/O. docs/formats.md
// ("Fantasy-Calendar") has the whole mapping.
//
// Timespans are months (intercalary ones stand outside the week); a timespan that appears only
// every N years is a month of 0 days that a leap rule lengthens in those years. A leap day adds a
// day to its timespan in the years its interval names (fantasyCalendarLeaps.ts); an intercalary
// leap day in an ordinary month is a festival day outside the week, so it becomes an intercalary
// month of its own before or after that month. The weekday of Fantasy-Calendar's first day
// (`first_day`, of year 1, or of year 0 with year 0) sets `firstWeekday` (of astronomical year
// 0 here). The clock's hours become the day's divisions.

export interface FantasyCalendarImport {
  calendar: CalendarBody;
  notes: string[];
}

const records = (value: unknown): Record<string, unknown>[] =>
  Array.isArray(value) ? value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item)) : [];
const recordOf = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
const mod = (n: number, p: number) => ((n % p) + p) % p;
const isWhole = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n);

const parsed = (text: string): FantasyCalendarExport => {
  let json: unknown;
  try {
    json = JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  } catch {
    throw invalid(m.notJson);
  }
  const checked = FantasyCalendarExport.safeParse(json);
  if (!checked.success) throw invalid(checked.error.issues[0]?.message ?? m.notFantasyCalendar);
  return checked.data;
};

// Where an intercalary leap day of an ordinary month goes: before the month (day 0), after it
// (its last day or later), or, falling inside it, after it with a note.
type Placement = 'before' | 'after' | 'inside';

interface PlannedLeapDay {
  name: string;
  timespan: number;
  day: number;
  terms: LeapTerm[];
  // An intercalary month of its own, or extra days of its timespan.
  own: Placement | null;
}

interface Plan {
  names: NameReader;
  notes: string[];
  timespans: FcTimespan[];
  monthNames: string[];
}

const leapDayName = (plan: Plan, leap: FcLeapDay, i: number) => plan.names.of(leap.name, MONTH_NAME_MAX, m.leapDayName(i + 1));

// Each timespan that appears only every N years lengthens by a rule in those years.
const rareMonthTerms = (plan: Plan, timespan: FcTimespan, i: number): LeapTerm[] => {
  const every = timespan.interval ?? 1;
  const days = Math.min(timespan.length, MONTH_DAYS_MAX);
  if (every <= 1 || days === 0) return [];
  if (every > LEAP_PERIOD_MAX) {
    plan.notes.push(m.rareMonthTooRare(plan.monthNames[i], every));
    return [];
  }
  const offset = mod(timespan.offset ?? 0, every);
  return [{ extraDays: days, every, ...(offset ? { offset } : {}) }];
};

// The leap days whose rules fit, in order, within the calendar's limits (each either whole or
// left out with a note). `rules` holds the rules so far (the rare months'), only to be counted:
// their month indexes are placed later.
const plannedLeapDays = (plan: Plan, leaps: readonly FcLeapDay[], rules: LeapRule[]): PlannedLeapDay[] => {
  const planned: PlannedLeapDay[] = [];
  const folded: string[] = [];
  let extraMonths = 0;
  leaps.forEach((leap, i) => {
    if (leap.timespan < 0 || leap.timespan >= plan.timespans.length) throw invalid(m.badLeapDay);
    const name = leapDayName(plan, leap, i);
    const timespan = plan.timespans[leap.timespan];
    if (leap.timespan >= plan.monthNames.length) return void plan.notes.push(m.leapDayMonthLeftOut(name));
    if (rules.length >= LEAP_RULES_MAX) return void plan.notes.push(m.leapDayTooManyRules(name));
    if ((timespan.interval ?? 1) > 1) return void plan.notes.push(m.leapDayOnRareMonth(name, plan.monthNames[leap.timespan]));
    const leapPlan = leapPlanOf(leap.interval, leap.offset ?? 0, flag(leap.cyclic_interval));
    if (leapPlan.kind === 'unreadable') return void plan.notes.push(m.leapDayUnreadable(name, String(leap.interval).slice(0, 60)));
    if (leapPlan.kind === 'tooRare') return void plan.notes.push(m.leapDayTooRare(name));
    if (leapPlan.terms.length === 0) return;
    const candidate = [...rules, ...leapPlan.terms.map((term) => ({ ...term, monthIndex: 0 }))];
    if (candidate.length > LEAP_RULES_MAX) return void plan.notes.push(m.leapDayTooManyRules(name));
    if (leapCycleYears(candidate) === null) return void plan.notes.push(m.leapDayTooRare(name));
    const intercalaryDay = flag(leap.intercalary) && timespan.type !== 'intercalary';
    const day = leap.day ?? 0;
    let own: Placement | null = null;
    if (intercalaryDay) {
      if (plan.monthNames.length + extraMonths >= CALENDAR_MONTHS_MAX) return void plan.notes.push(m.leapDayNoRoom(name));
      own = day <= 0 ? 'before' : day >= timespan.length ? 'after' : 'inside';
      if (own === 'inside') plan.notes.push(m.leapDayInside(name, plan.monthNames[leap.timespan]));
      extraMonths++;
    } else folded.push(name);
    if (flag(leap.adds_week_day)) plan.notes.push(m.leapDayWeekday(name));
    rules.push(...leapPlan.terms.map((term) => ({ ...term, monthIndex: 0 })));
    planned.push({ name, timespan: leap.timespan, day, terms: leapPlan.terms, own });
  });
  if (folded.length > 0) plan.notes.push(m.leapDayNames(folded));
  return planned;
};

// Months in order, festival leap days around their months; rules on the new month indexes.
const monthsAndRules = (plan: Plan, leaps: readonly FcLeapDay[]) => {
  const rareTerms = plan.monthNames.map((_, i) => rareMonthTerms(plan, plan.timespans[i], i));
  const counted: LeapRule[] = rareTerms.flatMap((terms) => terms.map((term) => ({ ...term, monthIndex: 0 })));
  const leapDays = plannedLeapDays(plan, leaps, counted);

  const months: CalendarMonth[] = [];
  const rules: LeapRule[] = [];
  // A term of every year is part of the month itself ("1": a festival day each year).
  const addTerms = (terms: readonly LeapTerm[], monthIndex: number) => {
    for (const term of terms) {
      const always = term.every === 1 && !term.except && !term.unless;
      const month = months[monthIndex];
      if (always && month.numDays !== null) month.numDays = Math.min(MONTH_DAYS_MAX, Math.max(0, month.numDays + term.extraDays));
      else rules.push({ ...term, monthIndex });
    }
  };
  const ownMonth = (leap: PlannedLeapDay) => {
    months.push({ name: leap.name, numDays: 0, intercalary: true });
    addTerms(leap.terms, months.length - 1);
  };
  plan.monthNames.forEach((name, i) => {
    const timespan = plan.timespans[i];
    // In the order of their days, as Fantasy-Calendar lays them out.
    const mine = leapDays.filter((leap) => leap.timespan === i).sort((a, b) => a.day - b.day);
    mine.filter((leap) => leap.own === 'before').forEach(ownMonth);
    const every = timespan.interval ?? 1;
    const days = Math.min(timespan.length, MONTH_DAYS_MAX);
    months.push({ name, numDays: every > 1 ? 0 : days, ...(timespan.type === 'intercalary' ? { intercalary: true } : {}) });
    const index = months.length - 1;
    addTerms(rareTerms[i], index);
    for (const leap of mine) if (leap.own === null) addTerms(leap.terms, index);
    mine.filter((leap) => leap.own === 'after' || leap.own === 'inside').forEach(ownMonth);
  });
  // Days added before days removed: the engine never lets a month go below 0 days on the way.
  return { months, leapRules: [...rules.filter((rule) => rule.extraDays > 0), ...rules.filter((rule) => rule.extraDays < 0)] };
};

// The week days of astronomical year 0 (days of ordinary months, leap rules applied as the engine does).
const weekDaysOfYearZero = (months: readonly CalendarMonth[], rules: readonly LeapRule[]) => {
  const days = months.map((month) => month.numDays ?? 0);
  for (const rule of rules) if (leapRuleApplies(rule, 0)) days[rule.monthIndex] = Math.max(0, days[rule.monthIndex] + rule.extraDays);
  return months.reduce((sum, month, i) => (month.intercalary || month.numDays === null ? sum : sum + days[i]), 0);
};

// Fantasy-Calendar's `first_day` is the weekday (from 1) of the first day of year 1, or of year 0
// when it has one; firstWeekday is the weekday of the first day of astronomical year 0.
const weekOf = (plan: Plan, fc: FantasyCalendarExport, months: CalendarMonth[], rules: LeapRule[], hasYearZero: boolean) => {
  const raw = fc.static_data.year_data.global_week ?? [];
  if (raw.length > WEEKDAYS_MAX) {
    plan.notes.push(m.tooManyWeekdays(raw.length));
    return { weekdays: [] };
  }
  const weekdays = raw.map((name, i) => plan.names.of(name, WEEKDAY_NAME_MAX, m.weekdayName(i + 1)));
  if (weekdays.length === 0) return { weekdays };
  const custom = plan.timespans.slice(0, plan.monthNames.length).flatMap((timespan, i) => (Array.isArray(timespan.week) ? [plan.monthNames[i]] : []));
  if (custom.length > 0) plan.notes.push(m.customWeeks(custom));
  // Without overflow every month starts on the first weekday: the same as a running week when
  // every ordinary month is whole weeks long and no leap day lengthens one.
  const overflow = fc.static_data.year_data.overflow !== false;
  if (!overflow) {
    const wholeWeeks = months.every((month) => month.intercalary || month.numDays === null || month.numDays % weekdays.length === 0);
    const steady = rules.every((rule) => months[rule.monthIndex].intercalary || rule.extraDays % weekdays.length === 0);
    if (!wholeWeeks || !steady) plan.notes.push(m.weekRestarts);
  }
  const firstDay = overflow && isWhole(fc.static_data.year_data.first_day) ? fc.static_data.year_data.first_day - 1 : 0;
  const before = hasYearZero ? 0 : weekDaysOfYearZero(months, rules);
  return { weekdays, firstWeekday: mod(firstDay - before, weekdays.length) };
};

// The clock's hours as the day's divisions: two halves when even, else one division.
const daysOf = (plan: Plan, clockValue: unknown): DayDivision[] => {
  const clock = recordOf(clockValue);
  const hours = Number(clock.hours ?? 24);
  const minutes = Number(clock.minutes ?? 60);
  const offset = Number(clock.offset ?? 0);
  if (Number.isFinite(minutes) && minutes !== 60) plan.notes.push(m.minutes(minutes));
  if (Number.isFinite(offset) && offset !== 0) plan.notes.push(m.clockOffset(offset));
  const even = hours % 2 === 0;
  if (!Number.isInteger(hours) || hours < 1 || (even ? hours / 2 : hours) > DIVISION_HOURS_MAX) {
    plan.notes.push(m.hours(Number.isFinite(hours) ? hours : 0));
    return defaultDayDivisions();
  }
  if (!even) return [{ name: 'Day', numHours: hours }];
  return [
    { name: 'AM', numHours: hours / 2 },
    { name: 'PM', numHours: hours / 2 },
  ];
};

// What a calendar here has no place for, each listed by name or count.
const leftOut = (plan: Plan, fc: FantasyCalendarExport) => {
  // Only the names a note shows are read.
  const names = (items: Record<string, unknown>[], fallback: (n: number) => string) =>
    items.slice(0, LISTED_MAX + 1).map((item, i) => plan.names.of(item.name, MONTH_NAME_MAX, fallback(i + 1)));
  const moons = records(fc.static_data.moons);
  if (moons.length > 0)
    plan.notes.push(
      m.moons(
        names(moons, (n) => `Moon ${n}`),
        moons.length,
      ),
    );
  const seasons = recordOf(fc.static_data.seasons);
  const seasonList = records(seasons.data);
  if (seasonList.length > 0)
    plan.notes.push(
      m.seasons(
        names(seasonList, (n) => `Season ${n}`),
        seasonList.length,
      ),
    );
  if (records(seasons.locations).length > 0 || flag(recordOf(seasons.global_settings).enable_weather)) plan.notes.push(m.weather);
  const cycles = records(recordOf(fc.static_data.cycles).data);
  if (cycles.length > 0) plan.notes.push(m.cycles(cycles.length));
  const events = Array.isArray(fc.events) ? fc.events.length : 0;
  if (events > 0) plan.notes.push(m.events(events));
  const categories = Array.isArray(fc.categories) ? fc.categories.length : 0;
  if (categories > 0) plan.notes.push(m.categories(categories));
  const year = recordOf(fc.dynamic_data).year;
  if (isWhole(year)) plan.notes.push(m.currentDate(year));
};

/** A Fantasy-Calendar export's text as a calendar here (checked by CalendarBody) and the notes on what it could not keep; a 400 with the reason when it is not one. */
export const readFantasyCalendar = (text: string): FantasyCalendarImport => {
  const fc = parsed(text);
  const timespans = fc.static_data.year_data.timespans;
  if (timespans.length === 0) throw invalid(m.noMonths);
  for (const timespan of timespans) if (!isWhole(timespan.length) || timespan.length < 0 || (timespan.interval ?? 1) < 1) throw invalid(m.badMonth);

  const plan: Plan = { names: nameReader(), notes: [], timespans, monthNames: [] };
  const kept = timespans.slice(0, CALENDAR_MONTHS_MAX);
  if (timespans.length > kept.length) plan.notes.push(m.tooManyMonths(timespans.length));
  plan.monthNames = kept.map((timespan, i) => plan.names.of(timespan.name, MONTH_NAME_MAX, m.monthName(i + 1)));
  kept.forEach((timespan, i) => {
    if (timespan.length > MONTH_DAYS_MAX) plan.notes.push(m.monthTooLong(plan.monthNames[i], timespan.length));
  });

  const hasYearZero = flag(recordOf(fc.static_data.settings).year_zero_exists);
  const { months, leapRules } = monthsAndRules(plan, fc.static_data.year_data.leap_days ?? []);
  const week = weekOf(plan, fc, months, leapRules, hasYearZero);
  const days = daysOf(plan, fc.static_data.clock);
  const eras = erasOf(fc.static_data.eras ?? [], hasYearZero, plan.names, plan.notes);
  leftOut(plan, fc);

  const calendar: Calendar = {
    name: plan.names.of(fc.name, CALENDAR_NAME_MAX, m.defaultName),
    months,
    days,
    ...week,
    eras,
    hasYearZero,
    leapRules,
  };
  if (plan.names.shortened) plan.notes.push(m.namesShortened);
  const checked = CalendarBody.safeParse(calendar);
  if (!checked.success) throw invalid(checked.error.issues[0]?.message ?? m.notFantasyCalendar);
  const notes = plan.notes.length > NOTES_MAX ? [...plan.notes.slice(0, NOTES_MAX - 1), m.moreNotes(plan.notes.length - NOTES_MAX + 1)] : plan.notes;
  return { calendar: checked.data, notes };
};
