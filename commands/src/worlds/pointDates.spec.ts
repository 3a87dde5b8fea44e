import { describe, expect, it } from 'vitest';
import type { PointAddress, PointDates } from '@lorewright/domain/calendars/datePoints';
import { worldDateMessages } from '@lorewright/domain/calendars/worldDate';
import { periodsNamePoints, pointDatesOf, type DatePointLookup } from './pointDates';

const coronation = { timelineID: 't1', nodeID: 'coronation' };
const reign = { timelineID: 't1', nodeID: 'reign' };
const known: Record<string, PointDates> = {
  coronation: { start: { year: 1200, month: 3 }, end: null },
  reign: { start: { year: 1200 }, end: { year: 1245, month: 6, day: 2 } },
};

const lookupCounting = () => {
  const asked: PointAddress[] = [];
  const lookup: DatePointLookup = {
    datePointDates: async (worldId, address) => {
      asked.push(address);
      return worldId === 'w1' && known[address.nodeID] ? known[address.nodeID] : worldDateMessages.pointNotFound;
    },
  };
  return { lookup, asked };
};

describe('dates taken from timeline points when saved', () => {
  it("copies the point's start, or the end of a range, keeping the point", async () => {
    const { lookup } = lookupCounting();
    const dates = pointDatesOf(lookup, 'w1');
    expect(await dates.date({ year: 1, point: coronation })).toEqual({ year: 1200, month: 3, point: coronation });
    expect(await dates.period({ from: { year: 1, point: reign }, until: { year: 1, point: { ...reign, end: true } } })).toEqual({
      from: { year: 1200, point: reign },
      until: { year: 1245, month: 6, day: 2, point: { ...reign, end: true } },
    });
  });

  it('leaves dates without a point as they are, reading nothing', async () => {
    const { lookup, asked } = lookupCounting();
    const period = { from: { year: 1100 } };
    expect(await pointDatesOf(lookup, 'w1').period(period)).toBe(period);
    expect(await pointDatesOf(lookup, 'w1').parts([{ period: null }])).toEqual([{ period: null }]);
    expect(asked).toEqual([]);
  });

  it('reads each point once however many dates name it', async () => {
    const { lookup, asked } = lookupCounting();
    const dates = pointDatesOf(lookup, 'w1');
    await dates.parts(Array.from({ length: 500 }, () => ({ period: { from: { year: 0, point: coronation } } })));
    await dates.period({ until: { year: 1300, point: coronation } });
    expect(asked).toHaveLength(1);
  });

  it('keeps the date as sent, still naming its point, when the point cannot give one (gone, another world, a range no more)', async () => {
    const { lookup } = lookupCounting();
    const gone = { year: 1190, point: { timelineID: 't1', nodeID: 'gone' } };
    expect(await pointDatesOf(lookup, 'w1').date(gone)).toBe(gone);
    const elsewhere = { year: 1190, point: coronation };
    expect(await pointDatesOf(lookup, 'w2').date(elsewhere)).toBe(elsewhere);
    const noEnd = { year: 1190, point: { ...coronation, end: true as const } };
    expect(await pointDatesOf(lookup, 'w1').date(noEnd)).toBe(noEnd);
  });

  it('refuses a period the points make end before it starts', async () => {
    const { lookup } = lookupCounting();
    const backwards = { from: { year: 1300 }, until: { year: 1300, point: coronation } };
    await expect(pointDatesOf(lookup, 'w1').period(backwards)).rejects.toMatchObject({ message: worldDateMessages.periodBackwards });
  });

  it('tells whether any end of the periods names a point', () => {
    expect(periodsNamePoints([undefined, null, { from: { year: 1 } }])).toBe(false);
    expect(periodsNamePoints([{ until: { year: 1, point: coronation } }])).toBe(true);
  });
});
