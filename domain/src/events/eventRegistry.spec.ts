import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEvent } from './eventDefinition';
import { createEventRegistry } from './eventRegistry';

// v1 stored { name }, v2 splits it into { first, last }, v3 adds a default nickname.
const Renamed = defineEvent({
  type: 'Renamed',
  version: 3,
  schema: z.object({ first: z.string(), last: z.string(), nickname: z.string() }),
  upcast: (data, fromVersion) => {
    const old = data as Record<string, string>;
    if (fromVersion === 1) {
      const [first = '', last = ''] = (old.name ?? '').split(' ');
      return { first, last };
    }
    return { ...old, nickname: old.first };
  },
});

describe('event registry', () => {
  const registry = createEventRegistry([Renamed]);

  it('upcasts a stored payload step by step to the current version', () => {
    expect(registry.read('Renamed', 1, { name: 'Ada Lovelace' })).toEqual({
      type: 'Renamed',
      data: { first: 'Ada', last: 'Lovelace', nickname: 'Ada' },
    });
  });

  it('reads a current payload unchanged', () => {
    const data = { first: 'A', last: 'B', nickname: 'C' };
    expect(registry.read('Renamed', 3, data).data).toEqual(data);
  });

  it('refuses a payload that does not match the schema', () => {
    expect(() => registry.validate({ type: 'Renamed', data: { first: 1 } })).toThrow();
  });

  it('validates a payload to store as a read would shape it, frozen', () => {
    const { data } = registry.validate({ type: 'Renamed', data: { first: 'A', last: 'B', nickname: 'C', extra: 1 } });
    expect(data).toEqual({ first: 'A', last: 'B', nickname: 'C' });
    expect(Object.isFrozen(data)).toBe(true);
  });

  it('reads back a payload it validated as it is, without checking it again', () => {
    const { data } = registry.validate({ type: 'Renamed', data: { first: 'A', last: 'B', nickname: 'C' } });
    expect(registry.read('Renamed', 3, data).data).toBe(data);
    // An equal payload it did not hand out (parsed from storage) is checked and copied.
    const parsed = { first: 'A', last: 'B', nickname: 'C' };
    expect(registry.read('Renamed', 3, parsed).data).not.toBe(parsed);
  });

  it('still upcasts a validated payload read under an older version', () => {
    const { data } = registry.validate({ type: 'Renamed', data: { first: 'A', last: 'B', nickname: 'C' } });
    expect(registry.read('Renamed', 2, data).data).toEqual({ first: 'A', last: 'B', nickname: 'A' });
  });

  it('checks a long list a chunk at a time, with a turn after each, as one check would shape it', async () => {
    const Listed = defineEvent({ type: 'Listed', version: 1, schema: z.object({ owner: z.string(), items: z.array(z.object({ n: z.number() })) }) });
    const lists = createEventRegistry([Listed]);
    const items = Array.from({ length: 25 }, (_, n) => ({ n, extra: 'dropped' }));
    let turns = 0;
    const { data } = await lists.validateInChunks({ type: 'Listed', data: { owner: 'ann', items, stray: 1 } }, 'items', 10, async () => void turns++);
    expect(data).toEqual(lists.validate({ type: 'Listed', data: { owner: 'ann', items } }).data);
    expect(turns).toBe(3);
    expect(Object.isFrozen((data as { items: object[] }).items[24])).toBe(true);
    // Handed out as checked: read back without a second check.
    expect(lists.read('Listed', 1, data).data).toBe(data);
    const bad = [...items.slice(0, 22), { n: 'x' }];
    await expect(lists.validateInChunks({ type: 'Listed', data: { owner: 'ann', items: bad } }, 'items', 10, async () => {})).rejects.toThrow();
    await expect(lists.validateInChunks({ type: 'Listed', data: { owner: 7, items } }, 'items', 10, async () => {})).rejects.toThrow();
  });

  it('refuses unknown types and duplicate definitions', () => {
    expect(() => registry.read('Nope', 1, {})).toThrow('Unknown event type Nope.');
    expect(() => createEventRegistry([Renamed, Renamed])).toThrow('defined twice');
  });

  it('knows no type an object inherits (__proto__, constructor, toString)', () => {
    for (const type of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      expect(registry.has(type)).toBe(false);
      expect(() => registry.currentVersion(type)).toThrow(`Unknown event type ${type}.`);
      expect(() => registry.read(type, 1, {})).toThrow(`Unknown event type ${type}.`);
      expect(() => registry.validate({ type, data: {} })).toThrow(`Unknown event type ${type}.`);
    }
  });
});
