import { describe, expect, it } from 'vitest';
import { deepFreeze } from '@lorewright/domain/shared/deepFreeze';
import type { NewEvent } from './eventStore';
import { RecentEvents } from './recentEvents';

const metadata = { actorId: null, correlationId: 'spec', causationId: null, timestamp: '2026-01-01T00:00:00.000Z', schemaVersion: 1 };
const event = (id: string, type = 'Ticked', data: unknown = { id }): NewEvent => ({ id, type, data, metadata });
const keep = (recent: RecentEvents, position: number, kept: NewEvent) =>
  recent.add(position, kept, 'counter-a', position - 1, JSON.stringify(kept.data), JSON.stringify(kept.metadata));
const ids = (events: { id: string }[] | null) => events?.map((e) => e.id) ?? null;

describe('the events this process appended last', () => {
  it('answer a read after a position up to the head, with types and maxCount as the log would', () => {
    const recent = new RecentEvents();
    [event('a'), event('b', 'Tocked'), event('c'), event('d')].forEach((kept, i) => keep(recent, 10 + i, kept));
    expect(ids(recent.read(9, 13, -1))).toEqual(['a', 'b', 'c', 'd']);
    expect(ids(recent.read(10, 12, -1))).toEqual(['b', 'c']);
    expect(ids(recent.read(9, 13, -1, new Set(['Ticked'])))).toEqual(['a', 'c', 'd']);
    expect(ids(recent.read(9, 13, 2, new Set(['Ticked'])))).toEqual(['a', 'c']);
    expect(recent.read(13, 13, -1)).toEqual([]);
    expect(recent.read(9, 13, -1)![0]).toMatchObject({ id: 'a', stream: 'counter-a', revision: 9, position: 10, type: 'Ticked', data: { id: 'a' }, metadata });
  });

  it('answer nothing they do not hold all of: before the first kept, past the last, or across a gap', () => {
    const recent = new RecentEvents();
    expect(recent.read(0, 1, -1)).toBeNull();
    keep(recent, 5, event('a'));
    keep(recent, 6, event('b'));
    expect(recent.read(3, 6, -1)).toBeNull(); // 4 was appended before
    expect(recent.read(4, 7, -1)).toBeNull(); // 7 came from elsewhere
    keep(recent, 8, event('c')); // another process appended 7: the run starts again at 8
    expect(recent.read(5, 8, -1)).toBeNull();
    expect(ids(recent.read(7, 8, -1))).toEqual(['c']);
  });

  it('hand every reader its own copy of a payload, unless it is deeply frozen, and one frozen metadata', () => {
    const recent = new RecentEvents();
    const frozen = deepFreeze({ scene: { text: 'long' } });
    keep(recent, 1, event('a', 'Ticked', { open: true }));
    keep(recent, 2, event('b', 'Ticked', frozen));
    const [first, second] = [recent.read(0, 2, -1)!, recent.read(0, 2, -1)!];
    expect(first[0].data).toEqual({ open: true });
    expect(first[0].data).not.toBe(second[0].data);
    expect(first[1].data).toBe(frozen);
    // Metadata is one frozen object, shared.
    expect(first[0].metadata).toBe(second[0].metadata);
    expect(Object.isFrozen(first[0].metadata)).toBe(true);
    expect(first[0].metadata).toEqual(metadata);
  });

  it('keep at most maxEvents and about maxBytes of payload, dropping the oldest', () => {
    const recent = new RecentEvents({ maxEvents: 3, maxBytes: 1_000 });
    for (let i = 1; i <= 5; i++) keep(recent, i, event(`e${i}`));
    expect(recent.read(1, 5, -1)).toBeNull();
    expect(ids(recent.read(2, 5, -1))).toEqual(['e3', 'e4', 'e5']);
    const big = new RecentEvents({ maxEvents: 100, maxBytes: 50 });
    for (let i = 1; i <= 3; i++) keep(big, i, event(`e${i}`, 'Ticked', { text: 'x'.repeat(10) }));
    expect(big.read(0, 3, -1)).toBeNull();
    expect(ids(big.read(1, 3, -1))).toEqual(['e2', 'e3']);
  });

  it('answer exactly across many drops (the dropped are compacted away now and then), and after a gap', () => {
    const recent = new RecentEvents({ maxEvents: 1_500, maxBytes: 1_000_000 });
    for (let i = 1; i <= 10_000; i++) keep(recent, i, event(`e${i}`));
    expect(recent.read(8_499, 10_000, -1)).toBeNull();
    const kept = recent.read(8_500, 10_000, -1);
    expect(kept).toHaveLength(1_500);
    expect(kept?.map((e) => e.position)).toEqual(Array.from({ length: 1_500 }, (_, i) => 8_501 + i));
    expect(ids(recent.read(9_997, 10_000, 2))).toEqual(['e9998', 'e9999']);
    keep(recent, 10_005, event('after-gap'));
    expect(recent.read(9_999, 10_005, -1)).toBeNull();
    expect(ids(recent.read(10_004, 10_005, -1))).toEqual(['after-gap']);
  });
});
