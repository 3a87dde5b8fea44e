import { DEFAULT_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { describe, expect, it } from 'vitest';
import { formOf, readForm } from './nodeForm';
import { makeNode } from './testing/timelinePageFixtures';

const node = { ...makeNode(), lineId: 'l1' };
const read = (patch: Partial<ReturnType<typeof formOf>>) => readForm(DEFAULT_CALENDAR, node, { ...formOf(node), ...patch });

describe("a point's edit card on Done", () => {
  it('needs a title and a year', () => {
    expect(read({ title: ' ' })).toEqual({ kind: 'refused', message: m.enterAllFields });
    expect(read({ year: '' })).toEqual({ kind: 'refused', message: m.enterAllFields });
  });

  it("drops the edit when the month is none of the calendar's", () => {
    expect(read({ month: 'Smarch' })).toEqual({ kind: 'dropped' });
  });

  it('refuses a day the month does not have, and reads a range with its end', () => {
    expect(read({ day: '31', month: 'February' })).toMatchObject({ kind: 'refused' });
    expect(read({ type: 'range', endYear: '12', endMonth: '', endDay: '' })).toEqual({
      kind: 'ok',
      node: { ...node, type: 'range', end: { year: 12, month: '', day: null } },
    });
  });
});
