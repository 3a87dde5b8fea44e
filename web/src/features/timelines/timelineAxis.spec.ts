import { DEFAULT_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { DEMO_CALENDAR } from '@lorewright/domain/timelines/demoTimeline';
import { describe, expect, it } from 'vitest';
import { gridLines, valueAt, xOf, zoneSpan, zoomedView } from './timelineAxis';
import { axisValue, dateAtValue, formatNodeDate } from './timelineDates';

const view = { span: { start: 0, end: 100 }, viewport: 1000, zoom: 0, offset: 0 };

describe('the timeline axis', () => {
  it('spans a zone from the start of its first year to the end of its last, with no gap where a calendar has no year 0', () => {
    expect(zoneSpan(DEMO_CALENDAR, { start: -50, end: 40 })).toEqual({ start: -49, end: 41 });
    expect(zoneSpan(DEFAULT_CALENDAR, { start: 0, end: 99 })).toEqual({ start: 0, end: 100 });
  });

  it('places values on screen and back, and zooms about a point that stays put', () => {
    expect(xOf(view, 25)).toBe(250);
    expect(valueAt(view, 250)).toBe(25);
    const zoomed = zoomedView(view, 1000, 250);
    expect(zoomed.zoom).toBe(1000);
    expect(xOf(zoomed, 25)).toBeCloseTo(250);
    expect(zoomedView(view, 99_999).zoom).toBe(30_000);
  });

  it('draws 11 grid lines, twice as many each time the axis doubles', () => {
    expect(gridLines(DEFAULT_CALENDAR, view).map((line) => line.label)).toEqual(['0', '10', '20', '30', '40', '50', '60', '70', '80', '90', '100']);
    const doubled = { ...view, zoom: 1000 };
    expect(gridLines(DEFAULT_CALENDAR, doubled)).toHaveLength(11);
    expect(gridLines(DEFAULT_CALENDAR, doubled)[1]?.label).toBe('5');
  });

  it("labels years in the calendar's eras", () => {
    const demo = { ...view, span: zoneSpan(DEMO_CALENDAR, { start: -50, end: 40 }) };
    const labels = gridLines(DEMO_CALENDAR, demo).map((line) => line.label);
    expect(labels[0]).toBe('50 BL');
    expect(labels.at(-1)).toBe('41 AL');
  });

  it('turns a date into its place and a place into its day', () => {
    const date = { year: -8, month: 'Bloom', day: 12 };
    const value = axisValue(DEMO_CALENDAR, date)!;
    expect(dateAtValue(DEMO_CALENDAR, value)).toEqual(date);
    expect(dateAtValue(DEMO_CALENDAR, axisValue(DEMO_CALENDAR, { year: 17, month: 'Mist', day: null })!)).toEqual({ year: 17, month: 'Mist', day: null });
    expect(axisValue(DEMO_CALENDAR, { year: 0, month: '', day: null })).toBeNull();
    expect(axisValue(DEMO_CALENDAR, { year: 3, month: 'Smarch', day: 1 })).toBe(3);
    expect(formatNodeDate(DEMO_CALENDAR, date)).toBe('12 Bloom 8 BL');
    expect(formatNodeDate(DEMO_CALENDAR, { year: 17, month: 'Mist', day: null })).toBe('Mist 17 AL');
  });
});
