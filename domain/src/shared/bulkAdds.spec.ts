import { describe, expect, it } from 'vitest';
import { BULK_ADD_MIN, foldBulkAdds } from './bulkAdds';

type Event = { type: 'add'; id: number } | { type: 'edit'; id: number } | { type: 'adds'; ids: number[] };
const isAdd = (event: Event): event is Extract<Event, { type: 'add' }> => event.type === 'add';
const bulk = (adds: Extract<Event, { type: 'add' }>[]): Event => ({ type: 'adds', ids: adds.map((add) => add.id) });
const adds = (from: number, count: number): Event[] => Array.from({ length: count }, (_, i) => ({ type: 'add', id: from + i }));

describe('foldBulkAdds', () => {
  it('keeps one event per add below the threshold, in their places', () => {
    const events: Event[] = [{ type: 'edit', id: 0 }, ...adds(1, BULK_ADD_MIN - 1), { type: 'edit', id: 99 }];
    expect(foldBulkAdds(events, isAdd, bulk)).toEqual(events);
  });

  it('folds many adds into one, where the first was, keeping the other events in order', () => {
    const events: Event[] = [{ type: 'edit', id: 0 }, ...adds(1, 10), { type: 'edit', id: 50 }, ...adds(11, BULK_ADD_MIN - 10)];
    expect(foldBulkAdds(events, isAdd, bulk)).toEqual([
      { type: 'edit', id: 0 },
      { type: 'adds', ids: Array.from({ length: BULK_ADD_MIN }, (_, i) => i + 1) },
      { type: 'edit', id: 50 },
    ]);
  });

  it('leaves a request without adds as it is', () => {
    const events: Event[] = [{ type: 'edit', id: 1 }];
    expect(foldBulkAdds(events, isAdd, bulk)).toEqual(events);
  });
});
