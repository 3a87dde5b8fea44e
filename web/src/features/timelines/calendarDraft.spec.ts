import { DEFAULT_CALENDAR, GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { describe, expect, it } from 'vitest';
import { allUnknown, calendarDraftReducer as reduce, draftOf, wholeNumber, type CalendarAction, type CalendarDraft } from './calendarDraft';

const run = (draft: CalendarDraft, ...actions: CalendarAction[]) => actions.reduce(reduce, draft);
const daysOf = (draft: CalendarDraft) => draft.calendar.months.map((month) => month.numDays);

describe('the calendar editor draft', () => {
  it('starts on the first month of a copy of the calendar', () => {
    const draft = draftOf(DEFAULT_CALENDAR);
    expect(draft.monthIndex).toBe(0);
    expect(draft.calendar).toEqual(DEFAULT_CALENDAR);
    expect(draft.calendar).not.toBe(DEFAULT_CALENDAR);
  });

  it('shows one month at a time and edits only that one', () => {
    const draft = run(draftOf(DEFAULT_CALENDAR), { type: 'showMonth', index: 1 }, { type: 'editMonth', changes: { name: 'Frostfall', numDays: 29 } });
    expect(draft.monthIndex).toBe(1);
    expect(draft.calendar.months.slice(0, 3)).toEqual([
      { name: 'January', numDays: 31 },
      { name: 'Frostfall', numDays: 29 },
      { name: 'March', numDays: 31 },
    ]);
    expect(run(draft, { type: 'showMonth', index: 99 }).monthIndex).toBe(11);
    expect(run(draft, { type: 'showMonth', index: -3 }).monthIndex).toBe(0);
  });

  it("adds a 'New Month' of 0 days and shows it", () => {
    const draft = run(draftOf(DEFAULT_CALENDAR), { type: 'addMonth' });
    expect(draft.calendar.months).toHaveLength(13);
    expect(draft.calendar.months[12]).toEqual({ name: 'New Month', numDays: 0 });
    expect(draft.monthIndex).toBe(12);
  });

  it('applies a day count to all months only when it is a whole number', () => {
    const start = draftOf(DEFAULT_CALENDAR);
    expect(daysOf(run(start, { type: 'applyToAll', text: ' 30 ' }))).toEqual(Array(12).fill(30));
    for (const text of ['', 'x', '2.5', '-1', '1e3', '30 days']) {
      expect(run(start, { type: 'applyToAll', text })).toBe(start);
      expect(wholeNumber(text)).toBeNull();
    }
    expect(wholeNumber('0')).toBe(0);
  });

  it('makes every month of unknown length, and back to known lengths', () => {
    const unknown = run(draftOf(DEFAULT_CALENDAR), { type: 'allUnknown', unknown: true });
    expect(daysOf(unknown)).toEqual(Array(12).fill(null));
    expect(allUnknown(unknown.calendar)).toBe(true);
    const known = run(unknown, { type: 'showMonth', index: 2 }, { type: 'editMonth', changes: { numDays: 30 } }, { type: 'allUnknown', unknown: false });
    // Each month gets back the length it had; the one edited meanwhile keeps its new length.
    expect(daysOf(known)).toEqual([31, 28, 30, 30, 31, 30, 31, 31, 30, 31, 30, 31]);
    expect(allUnknown(known.calendar)).toBe(false);
  });

  it('gives months a new length of 0 when the months changed while all were unknown', () => {
    const unknown = run(draftOf(DEFAULT_CALENDAR), { type: 'allUnknown', unknown: true }, { type: 'addMonth' });
    const known = run(unknown, { type: 'allUnknown', unknown: false });
    expect(daysOf(known)).toEqual(Array(13).fill(0));
  });

  it('removes and reorders months, their leap rules following them', () => {
    const gregorian = run(draftOf(GREGORIAN_CALENDAR), { type: 'showMonth', index: 1 }, { type: 'moveMonth', by: -1 });
    expect(gregorian.calendar.months.slice(0, 2).map((month) => month.name)).toEqual(['February', 'January']);
    expect(gregorian.monthIndex).toBe(0);
    expect(gregorian.calendar.leapRules[0].monthIndex).toBe(0);
    expect(run(gregorian, { type: 'moveMonth', by: -1 })).toBe(gregorian);

    const removed = run(gregorian, { type: 'removeMonth' });
    expect(removed.calendar.months).toHaveLength(11);
    expect(removed.calendar.leapRules).toEqual([]);
    const last = run(draftOf(GREGORIAN_CALENDAR), { type: 'showMonth', index: 11 }, { type: 'removeMonth' });
    expect(last.monthIndex).toBe(10);
    expect(last.calendar.leapRules[0].monthIndex).toBe(1);
  });

  it('adds, edits and removes divisions, weekdays, eras and leap rules', () => {
    const draft = run(
      draftOf(DEFAULT_CALENDAR),
      { type: 'addItem', list: 'weekdays' },
      { type: 'setItem', list: 'weekdays', index: 0, value: 'Moonday' },
      { type: 'addItem', list: 'weekdays' },
      { type: 'addItem', list: 'eras' },
      { type: 'addItem', list: 'eras' },
      { type: 'setItem', list: 'days', index: 1, value: { name: 'Night', numHours: 10 } },
      { type: 'removeItem', list: 'days', index: 0 },
      { type: 'showMonth', index: 1 },
      { type: 'addItem', list: 'leapRules' },
      { type: 'yearZero', hasYearZero: false },
    );
    expect(draft.calendar.weekdays).toEqual(['Moonday', 'New Day']);
    expect(draft.calendar.eras.map((era) => era.startYear)).toEqual([1, 2]);
    expect(draft.calendar.days).toEqual([{ name: 'Night', numHours: 10 }]);
    expect(draft.calendar.leapRules).toEqual([{ monthIndex: 1, extraDays: 1, every: 4 }]);
    expect(draft.calendar.hasYearZero).toBe(false);
  });

  it('keeps the first weekday on a weekday when weekdays are removed', () => {
    const draft = run(draftOf(GREGORIAN_CALENDAR), { type: 'removeItem', list: 'weekdays', index: 6 });
    expect(draft.calendar.weekdays).toHaveLength(6);
    expect(draft.calendar.firstWeekday).toBe(5);
  });
});
