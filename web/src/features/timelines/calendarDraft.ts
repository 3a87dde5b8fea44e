import type { Calendar, CalendarMonth, DayDivision, Era, LeapRule } from '@lorewright/domain/calendars/calendar';
import { newMonth } from '@lorewright/domain/calendars/defaultCalendars';
import { NEW_MONTH_DAYS } from '@lorewright/domain/calendars/calendarLimits';

// The calendar editor's state (product.md §3, §4): the calendar being edited and the one month shown,
// since months are edited one at a time. Plain data and a pure reducer, so the page only renders.

export interface CalendarDraft {
  calendar: Calendar;
  // The month on screen; 0 when there are none.
  monthIndex: number;
  // The lengths the months had when 'Unknown Length for All Months' was ticked, given back
  // when it is unticked (null when it was not ticked in this editor).
  knownLengths?: (number | null)[] | null;
}

type Lists = Pick<Calendar, 'days' | 'weekdays' | 'eras' | 'leapRules'>;
export type ListKey = keyof Lists;
type SetItem = { [K in ListKey]: { type: 'setItem'; list: K; index: number; value: Lists[K][number] } }[ListKey];

export type CalendarAction =
  | { type: 'load'; calendar: Calendar }
  | { type: 'rename'; name: string }
  | { type: 'showMonth'; index: number }
  | { type: 'editMonth'; changes: Partial<CalendarMonth> }
  | { type: 'addMonth' }
  | { type: 'removeMonth' }
  | { type: 'moveMonth'; by: -1 | 1 }
  | { type: 'applyToAll'; text: string }
  | { type: 'allUnknown'; unknown: boolean }
  | { type: 'yearZero'; hasYearZero: boolean }
  | { type: 'addItem'; list: ListKey }
  | { type: 'removeItem'; list: ListKey; index: number }
  | SetItem;

/** 'Apply to all' takes only a whole number (product.md §7): '30' and ' 7 ' do, '', '2.5', '-1' and 'x' do not. */
export const wholeNumber = (text: string): number | null => (/^\s*\d+\s*$/.test(text) ? Number.parseInt(text, 10) : null);

/** True when every month is of unknown length (the 'Unknown Length for All Months' checkbox). */
export const allUnknown = (calendar: Calendar) => calendar.months.length > 0 && calendar.months.every((month) => month.numDays === null);

export const draftOf = (calendar: Calendar): CalendarDraft => ({ calendar: structuredClone(calendar), monthIndex: 0 });

// What a new row of each list starts as.
const newItem = (draft: CalendarDraft): { [K in ListKey]: () => Lists[K][number] } => ({
  days: (): DayDivision => ({ name: 'New Division', numHours: 1 }),
  weekdays: () => 'New Day',
  eras: (): Era => {
    const last = draft.calendar.eras.at(-1);
    return { name: 'New Era', abbreviation: 'NE', startYear: last ? (last.startYear ?? 0) + 1 : 1, counting: 'up' };
  },
  leapRules: (): LeapRule => ({ monthIndex: draft.monthIndex, extraDays: 1, every: 4 }),
});

// A leap rule follows its month when months are removed or reordered; `to` maps old indexes to
// new ones (null: the month is gone, and so is its rule).
const remapLeapRules = (rules: LeapRule[], to: (index: number) => number | null): LeapRule[] =>
  rules.flatMap((rule) => {
    const monthIndex = to(rule.monthIndex);
    return monthIndex === null ? [] : [{ ...rule, monthIndex }];
  });

const withCalendar = (draft: CalendarDraft, changes: Partial<Calendar>, monthIndex = draft.monthIndex): CalendarDraft => ({
  ...draft,
  calendar: { ...draft.calendar, ...changes },
  monthIndex,
});

// Unticking 'Unknown Length for All Months' gives each month back the length it had when it was
// ticked (if the months are still the same ones); a month that had none gets a new month's 0.
const allUnknownChange = (draft: CalendarDraft, unknown: boolean): CalendarDraft => {
  const { months } = draft.calendar;
  if (unknown) return { ...withCalendar(draft, { months: months.map((month) => ({ ...month, numDays: null })) }), knownLengths: months.map((m) => m.numDays) };
  const kept = draft.knownLengths?.length === months.length ? draft.knownLengths : null;
  const restored = months.map((month, i) => ({ ...month, numDays: month.numDays ?? kept?.[i] ?? NEW_MONTH_DAYS }));
  return { ...withCalendar(draft, { months: restored }), knownLengths: null };
};

const setMonths = (draft: CalendarDraft, month: (each: CalendarMonth) => CalendarMonth) => withCalendar(draft, { months: draft.calendar.months.map(month) });

// A weekday removed: the first weekday stays on a weekday that exists.
const firstWeekdayAfter = (calendar: Calendar, weekdays: string[]) =>
  calendar.firstWeekday === undefined ? {} : { firstWeekday: Math.min(calendar.firstWeekday, Math.max(0, weekdays.length - 1)) };

function listChange(draft: CalendarDraft, list: ListKey, items: unknown[]): CalendarDraft {
  const { calendar } = draft;
  if (list === 'weekdays') return withCalendar(draft, { weekdays: items as string[], ...firstWeekdayAfter(calendar, items as string[]) });
  return withCalendar(draft, { [list]: items });
}

export function calendarDraftReducer(draft: CalendarDraft, action: CalendarAction): CalendarDraft {
  const { calendar, monthIndex } = draft;
  const months = calendar.months;
  switch (action.type) {
    case 'load':
      return draftOf(action.calendar);
    case 'rename':
      return withCalendar(draft, { name: action.name });
    case 'showMonth':
      return { ...draft, monthIndex: Math.max(0, Math.min(action.index, months.length - 1)) };
    case 'editMonth':
      return withCalendar(draft, { months: months.map((month, i) => (i === monthIndex ? { ...month, ...action.changes } : month)) });
    case 'addMonth':
      return withCalendar(draft, { months: [...months, newMonth()] }, months.length);
    case 'removeMonth': {
      if (months.length === 0) return draft;
      const leapRules = remapLeapRules(calendar.leapRules, (i) => (i === monthIndex ? null : i > monthIndex ? i - 1 : i));
      return withCalendar(draft, { months: months.filter((_, i) => i !== monthIndex), leapRules }, Math.max(0, Math.min(monthIndex, months.length - 2)));
    }
    case 'moveMonth': {
      const other = monthIndex + action.by;
      if (other < 0 || other >= months.length) return draft;
      const swap = (i: number) => (i === monthIndex ? other : i === other ? monthIndex : i);
      const moved = months.map((_, i) => months[swap(i)]);
      return withCalendar(draft, { months: moved, leapRules: remapLeapRules(calendar.leapRules, swap) }, other);
    }
    case 'applyToAll': {
      const numDays = wholeNumber(action.text);
      return numDays === null ? draft : setMonths(draft, (month) => ({ ...month, numDays }));
    }
    case 'allUnknown':
      return allUnknownChange(draft, action.unknown);
    case 'yearZero':
      return withCalendar(draft, { hasYearZero: action.hasYearZero });
    case 'addItem':
      return listChange(draft, action.list, [...calendar[action.list], newItem(draft)[action.list]()]);
    case 'removeItem':
      return listChange(
        draft,
        action.list,
        calendar[action.list].filter((_: unknown, i: number) => i !== action.index),
      );
    case 'setItem':
      return listChange(
        draft,
        action.list,
        calendar[action.list].map((item: unknown, i: number) => (i === action.index ? action.value : item)),
      );
  }
}
