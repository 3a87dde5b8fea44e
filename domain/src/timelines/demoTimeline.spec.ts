import { describe, expect, it } from 'vitest';
import { CalendarBody } from '../calendars/calendar.bodies';
import { formatDate } from '../calendars/formatDate';
import { pointMonth } from '../calendars/monthByName';
import { DEMO_CALENDAR, DEMO_TIMELINE } from './demoTimeline';
import { nodeDateProblem } from './nodeDate';

describe('the demo timeline', () => {
  it('has a calendar the API would accept, unchanged', () => {
    expect(CalendarBody.parse(DEMO_CALENDAR)).toEqual(DEMO_CALENDAR);
  });

  it('places every point and range end on a date of its calendar', () => {
    const dates = DEMO_TIMELINE.lines.flatMap((line) => line.nodes.flatMap((node) => [node, ...(node.end ? [node.end] : [])]));
    expect(dates.map((date) => nodeDateProblem(DEMO_CALENDAR, date))).toEqual(dates.map(() => null));
  });

  it('reads its years in its eras, with no year 0', () => {
    const month = (name: string) => (pointMonth(DEMO_CALENDAR, name) as { month: number }).month;
    expect(formatDate(DEMO_CALENDAR, { year: -40, month: month('Reedmonth'), day: 3 })).toContain('40 BL');
    expect(formatDate(DEMO_CALENDAR, { year: 17, month: month('Mist'), day: 1 })).toContain('17 AL');
    expect(nodeDateProblem(DEMO_CALENDAR, { year: 0, month: '', day: null })).not.toBeNull();
  });
});
