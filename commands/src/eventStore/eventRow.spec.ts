import { describe, expect, it } from 'vitest';
import { fromTuple, type EventTuple } from './eventRow';

const metadata = JSON.stringify({ actorId: 'u1', correlationId: 'c1', causationId: null, timestamp: '2026-01-01T00:00:00.000Z', schemaVersion: 1 });
const tuple = (position: number, meta = metadata): EventTuple => [position, `e${position}`, 's-1', position - 1, 'Ticked', '{"n":1}', meta];

describe('an event read from its row', () => {
  it('has a payload of its own, and metadata shared, frozen, with the events of the same command', () => {
    const [first, second] = [fromTuple(tuple(1)), fromTuple(tuple(2))];
    expect(first.data).toEqual(second.data);
    expect(first.data).not.toBe(second.data);
    expect(first.metadata).toBe(second.metadata);
    expect(Object.isFrozen(first.metadata)).toBe(true);
    expect(first.metadata).toEqual(JSON.parse(metadata));
    const other = fromTuple(tuple(3, metadata.replace('c1', 'c2')));
    expect(other.metadata.correlationId).toBe('c2');
    expect(fromTuple(tuple(4)).metadata.correlationId).toBe('c1');
  });
});
