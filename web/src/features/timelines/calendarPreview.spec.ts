import { DEFAULT_CALENDAR, GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { describe, expect, it } from 'vitest';
import { calendarProblems, previewYear } from './calendarPreview';

describe('the calendar preview', () => {
  it('tells the length of a year, its first and last dates and the day', () => {
    expect(previewYear(GREGORIAN_CALENDAR, 2024)).toEqual([
      'Year 2024 AD has 366 days and is a leap year.',
      'It runs from 1 January 2024 AD (Monday) to 31 December 2024 AD (Tuesday).',
      'A day has 24 hours.',
    ]);
    expect(previewYear(DEFAULT_CALENDAR, 7)[0]).toBe('Year 7 has 365 days and is not a leap year.');
  });

  it("gives the engine's message for a year the calendar does not have", () => {
    expect(previewYear(GREGORIAN_CALENDAR, 0)).toEqual(['This calendar has no year 0.']);
  });

  it("lists CalendarBody's messages, each once", () => {
    expect(calendarProblems(GREGORIAN_CALENDAR)).toEqual([]);
    const broken = { ...DEFAULT_CALENDAR, name: ' ', months: DEFAULT_CALENDAR.months.map((month) => ({ ...month, numDays: -1 })) };
    expect(calendarProblems(broken)).toEqual(['Please enter a name.', 'A month has a whole number of days from 0 to 10000, or an unknown length.']);
  });
});
