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

  it("labels a year-scale grid by year alone, on whole years from the zone's first", () => {
    // 1200–1300 spans 101 years: lines every 10 years, not every 10.1 ('February 1210').
    const centuries = { ...view, span: zoneSpan(DEFAULT_CALENDAR, { start: 1200, end: 1300 }) };
    const lines = gridLines(DEFAULT_CALENDAR, centuries);
    expect(lines.map((line) => line.label)).toEqual(['1200', '1210', '1220', '1230', '1240', '1250', '1260', '1270', '1280', '1290', '1300']);
    expect(lines.map((line) => line.value)).toEqual([1200, 1210, 1220, 1230, 1240, 1250, 1260, 1270, 1280, 1290, 1300]);
    // The last label sits before its line, not cut off at the right end.
    expect(lines.at(-1)?.alignEnd).toBe(true);
    expect(lines.slice(0, -1).some((line) => line.alignEnd)).toBe(false);
  });

  it('names months only when a step is about a month', () => {
    const year = { ...view, span: zoneSpan(DEFAULT_CALENDAR, { start: 1200, end: 1200 }) };
    expect(gridLines(DEFAULT_CALENDAR, year)[1]?.label).toBe('February 1200');
    const days = gridLines(DEFAULT_CALENDAR, { ...year, zoom: 7000 }).filter((line) => line.label !== '');
    expect(days[1]?.label).toMatch(/^\d+ January 1200$/);
  });

  it('leaves labels out where they would run into each other on a narrow axis', () => {
    const narrow = { ...view, viewport: 360, span: zoneSpan(DEFAULT_CALENDAR, { start: 1200, end: 1200 }) };
    const labelled = gridLines(DEFAULT_CALENDAR, narrow).filter((line) => line.label !== '');
    const gaps = labelled.slice(1).map((line, index) => line.x - labelled[index].x);
    expect(labelled.length).toBeGreaterThan(1);
    expect(Math.min(...gaps)).toBeGreaterThanOrEqual(Math.max(...labelled.map((line) => line.label.length)) * 6);
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
