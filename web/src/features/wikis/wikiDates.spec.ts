import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { describe, expect, it } from 'vitest';
import { fieldGroups, lifespanText, periodLine } from './wikiDates';

const pair = (_id: string, field: string) => ({ _id, field, value: _id });

describe('the words of a wiki’s dates', () => {
  it('group a run of same-named fields (case and spaces aside), never fields apart', () => {
    const groups = fieldGroups([pair('a', 'Ruler'), pair('b', 'ruler '), pair('c', 'Capital'), pair('d', 'Ruler')]);
    expect(groups.map((group) => group.map((each) => each._id))).toEqual([['a', 'b'], ['c'], ['d']]);
    expect(fieldGroups([])).toEqual([]);
  });

  it('word a lifespan by the category, either end alone', () => {
    expect(lifespanText(GREGORIAN_CALENDAR, 'characters', { from: { year: 1180 }, until: { year: 1245, month: 3, day: 2 } })).toBe(
      'Born 1180 AD · Died 2 March 1245 AD',
    );
    expect(lifespanText(GREGORIAN_CALENDAR, 'places', { until: { year: 1245 } })).toBe('Fell 1245 AD');
    expect(lifespanText(GREGORIAN_CALENDAR, 'events', { from: { year: 1180 } })).toBe('From 1180 AD');
    expect(lifespanText(GREGORIAN_CALENDAR, 'magic', {})).toBe('');
    expect(lifespanText(GREGORIAN_CALENDAR, 'magic', null)).toBe('');
  });

  it('start a part’s period on a line of its own with a capital', () => {
    expect(periodLine(GREGORIAN_CALENDAR, { from: { year: 1200 } })).toBe('From 1200 AD');
    expect(periodLine(GREGORIAN_CALENDAR, { until: { year: 1200 } })).toBe('Until 1200 AD');
    expect(periodLine(GREGORIAN_CALENDAR, undefined)).toBe('');
  });
});
