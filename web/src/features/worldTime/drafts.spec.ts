import { describe, expect, it } from 'vitest';
import { worldDateMessages as m } from '@lorewright/domain/calendars/worldDate';
import { dateOfDraft, draftOfDate, draftOfPeriod, EMPTY_DATE, EMPTY_PERIOD, periodOfDraft, unlinkedDraft } from './drafts';

describe('date drafts', () => {
  it('turn typed strings into a date, empty into none, and say the rule a bad one breaks', () => {
    expect(dateOfDraft({ year: ' -44 ', month: '3', day: '15' })).toEqual({ date: { year: -44, month: 3, day: 15 } });
    expect(dateOfDraft(EMPTY_DATE)).toEqual({ date: null });
    expect(dateOfDraft({ year: 'soon', month: '', day: '' })).toEqual({ error: m.yearInvalid });
    expect(dateOfDraft({ year: ' ', month: '2', day: '3' })).toEqual({ date: null });
  });

  it('turn a period draft into a period, both ends empty into none, and refuse one that ends first', () => {
    expect(periodOfDraft(EMPTY_PERIOD)).toEqual({ period: null });
    expect(periodOfDraft({ from: { year: '1200', month: '', day: '' }, until: EMPTY_DATE })).toEqual({ period: { from: { year: 1200 } } });
    expect(periodOfDraft({ from: { year: '1245', month: '', day: '' }, until: { year: '1200', month: '', day: '' } })).toEqual({ error: m.periodBackwards });
  });

  it('round-trip a stored period', () => {
    const period = { from: { year: 1180, month: 2 }, until: { year: 1245, month: 12, day: 31 } };
    expect(periodOfDraft(draftOfPeriod(period))).toEqual({ period });
  });
});

describe('draftOfDate', () => {
  it('shows a stored date as typed strings, none as empty fields', () => {
    expect(draftOfDate({ year: -40, month: 12 })).toEqual({ year: '-40', month: '12', day: '' });
    expect(draftOfDate(undefined)).toEqual(EMPTY_DATE);
  });
});

describe('a date taken from a timeline point', () => {
  const point = { timelineID: 't1', nodeID: 'n1', end: true as const };

  it('keeps the point from the stored date to the draft and back', () => {
    const period = { from: { year: 1180, month: 2, point }, until: { year: 1245 } };
    expect(draftOfPeriod(period).from).toEqual({ year: '1180', month: '2', day: '', point });
    expect(periodOfDraft(draftOfPeriod(period))).toEqual({ period });
    expect(dateOfDraft(draftOfDate({ year: 3, point }))).toEqual({ date: { year: 3, point } });
  });

  it('unlinked, keeps the date and drops the point', () => {
    expect(unlinkedDraft(draftOfDate({ year: 1180, month: 2, point }))).toEqual({ year: '1180', month: '2', day: '' });
  });
});
