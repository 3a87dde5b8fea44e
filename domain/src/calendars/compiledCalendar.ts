import { invalid } from '../shared/errors';
import type { Calendar, LeapRule } from './calendar';
import { LEAP_PERIOD_MAX, MONTH_DAYS_MAX, YEAR_MAX } from './calendarLimits';
import { calendarMessages as m } from './calendarMessages';
import { leapCycleYears, leapRuleApplies } from './leapCycle';
import { toAstronomicalYear } from './yearNumbering';

// A calendar turned into tables once, so a date ↔ day number conversion is a few array reads
// and two short binary searches instead of a walk over years. The leap rules repeat every
// `cycle` years (leapCycle.ts), so one cycle of years is laid out with prefix sums: the day line
// is whole cycles of `cycleSlots` slots plus an offset inside one.
//
// A slot is one place on the day line: a day of a month, the single slot of a month of unknown
// length, or the single slot of a year with no days at all (calendar.ts). Division by zero
// cannot happen: every year has at least one slot, so every cycle has at least one too.

export interface YearLayout {
  leap: boolean;
  // No days at all: the year is one slot, the date { year, month: 0, day: 0 }.
  empty: boolean;
  slots: number;
  // Per month: its slots (0, its days, or 1 for an unknown length); monthStart[m] is the slots
  // before month m, monthStart[months] the year's slots (0 for an empty year).
  monthSlots: Int32Array;
  monthStart: Int32Array;
  // The same for days that advance the week (not intercalary, not of unknown length).
  weekStart: Int32Array;
  // For years short enough, the month of each slot, read directly instead of searched.
  monthOfSlot: Uint8Array | null;
}

export interface CompiledCalendar {
  months: number;
  hasYearZero: boolean;
  weekdays: number;
  firstWeekday: number;
  cycle: number;
  cycleSlots: number;
  cycleWeekDays: number;
  // Per year r of the cycle (astronomical year ≡ r mod cycle): slots and week days before it.
  yearStart: Float64Array;
  yearWeekStart: Float64Array;
  layoutOfYear: YearLayout[];
  // The day numbers of the first day of year -YEAR_MAX and the last of year YEAR_MAX.
  firstDay: number;
  lastDay: number;
}

const SLOT_TABLE_MAX = 4_096;

const isWhole = (n: unknown, min: number, max: number): n is number => typeof n === 'number' && Number.isInteger(n) && n >= min && n <= max;

// The engine is also handed calendars nobody validated (old stored ones, tests): whatever would
// break the arithmetic is refused here with the schema's own message.
const checkShape = (calendar: Calendar) => {
  for (const month of calendar.months) if (month.numDays !== null && !isWhole(month.numDays, 0, MONTH_DAYS_MAX)) throw invalid(m.monthDaysInvalid);
  for (const rule of calendar.leapRules) {
    if (!isWhole(rule.monthIndex, 0, calendar.months.length - 1)) throw invalid(m.leapMonthInvalid);
    if (!isWhole(rule.extraDays, -MONTH_DAYS_MAX, MONTH_DAYS_MAX)) throw invalid(m.leapDaysInvalid);
    for (const period of [rule.every, rule.except ?? 1, rule.unless ?? 1]) if (!isWhole(period, 1, LEAP_PERIOD_MAX)) throw invalid(m.leapPeriodInvalid);
    if (!isWhole(rule.offset ?? 0, -YEAR_MAX, YEAR_MAX)) throw invalid(m.leapOffsetInvalid);
  }
};

// Slot tables cost up to 4 KB each; a calendar whose rules make more year layouts than this
// searches its months instead.
const SLOT_TABLE_LAYOUTS = 32;

const layoutYear = (calendar: Calendar, applying: LeapRule[], withSlotTable: boolean): YearLayout => {
  const count = calendar.months.length;
  const days = calendar.months.map((month) => month.numDays);
  for (const rule of applying) {
    const known = days[rule.monthIndex];
    if (known !== null) days[rule.monthIndex] = Math.max(0, known + rule.extraDays);
  }
  const monthSlots = new Int32Array(count);
  const monthStart = new Int32Array(count + 1);
  const weekStart = new Int32Array(count + 1);
  for (let i = 0; i < count; i++) {
    const known = days[i];
    monthSlots[i] = known === null ? 1 : known;
    monthStart[i + 1] = monthStart[i] + monthSlots[i];
    weekStart[i + 1] = weekStart[i] + (known === null || calendar.months[i].intercalary ? 0 : known);
  }
  const total = monthStart[count];
  let monthOfSlot: Uint8Array | null = null;
  if (withSlotTable && total > 0 && total <= SLOT_TABLE_MAX && count <= 256) {
    monthOfSlot = new Uint8Array(total);
    for (let i = 0; i < count; i++) monthOfSlot.fill(i, monthStart[i], monthStart[i + 1]);
  }
  return { leap: applying.length > 0, empty: total === 0, slots: Math.max(1, total), monthSlots, monthStart, weekStart, monthOfSlot };
};

const compile = (calendar: Calendar): CompiledCalendar => {
  checkShape(calendar);
  const cycle = leapCycleYears(calendar.leapRules);
  if (cycle === null) throw invalid(m.leapCycleTooLong);
  // Years of the cycle with the same rules applying share one layout.
  const layouts = new Map<string, YearLayout>();
  const layoutOfYear: YearLayout[] = [];
  const yearStart = new Float64Array(cycle + 1);
  const yearWeekStart = new Float64Array(cycle + 1);
  for (let r = 0; r < cycle; r++) {
    const applying = calendar.leapRules.filter((rule) => leapRuleApplies(rule, r));
    const key = applying.map((rule) => calendar.leapRules.indexOf(rule)).join();
    let layout = layouts.get(key);
    if (!layout) layouts.set(key, (layout = layoutYear(calendar, applying, layouts.size < SLOT_TABLE_LAYOUTS)));
    layoutOfYear.push(layout);
    yearStart[r + 1] = yearStart[r] + layout.slots;
    yearWeekStart[r + 1] = yearWeekStart[r] + layout.weekStart[calendar.months.length];
  }
  const weekdays = calendar.weekdays.length;
  const compiled: CompiledCalendar = {
    months: calendar.months.length,
    hasYearZero: calendar.hasYearZero,
    weekdays,
    firstWeekday: weekdays === 0 ? 0 : (((calendar.firstWeekday ?? 0) % weekdays) + weekdays) % weekdays,
    cycle,
    cycleSlots: yearStart[cycle],
    cycleWeekDays: yearWeekStart[cycle],
    yearStart,
    yearWeekStart,
    layoutOfYear,
    firstDay: 0,
    lastDay: 0,
  };
  compiled.firstDay = yearStartDay(compiled, toAstronomicalYear(calendar, -YEAR_MAX));
  compiled.lastDay = yearStartDay(compiled, YEAR_MAX + 1) - 1;
  return compiled;
};

/** The position in the cycle of an astronomical year: whole cycles before it and its year in the cycle. */
export const cyclePosition = (compiled: CompiledCalendar, astronomicalYear: number) => {
  const cycles = Math.floor(astronomicalYear / compiled.cycle);
  return { cycles, r: astronomicalYear - cycles * compiled.cycle };
};

/** The day number of the first slot of an astronomical year. */
export const yearStartDay = (compiled: CompiledCalendar, astronomicalYear: number): number => {
  const { cycles, r } = cyclePosition(compiled, astronomicalYear);
  return cycles * compiled.cycleSlots + compiled.yearStart[r];
};

// A calendar is a value: once compiled it is not expected to change (stored state is frozen).
const cache = new WeakMap<Calendar, CompiledCalendar>();

/** The calendar's tables, built on first use and kept as long as the calendar object lives. */
export const compiledCalendar = (calendar: Calendar): CompiledCalendar => {
  let compiled = cache.get(calendar);
  if (!compiled) cache.set(calendar, (compiled = compile(calendar)));
  return compiled;
};
