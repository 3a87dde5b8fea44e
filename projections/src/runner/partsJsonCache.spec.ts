import { describe, expect, it } from 'vitest';
import { CHANGES_READ, changesFromNewest, partsJson, partsJsonCache, type GonePart, type StoredPart } from './partsJsonCache';

// An element of lettered parts in one group, as a projection would store them: each with the
// revision that wrote it, deleted ones as marks.
const element = () => {
  const parts = new Map<string, StoredPart>();
  const gone: GonePart[] = [];
  let revision = 0;
  let pagesRead = 0;
  const newestLimits: number[] = [];
  const byRev = <T extends { rev: number }>(rows: T[], limit: number) => [...rows].sort((a, b) => b.rev - a.rev).slice(0, limit);
  const reads = {
    pages: async function* (_id: string, size: number) {
      const sorted = [...parts.values()].sort((a, b) => (a.order < b.order ? -1 : 1));
      for (let from = 0; from === 0 || from < sorted.length; from += size) {
        pagesRead++;
        yield sorted.slice(from, from + size);
      }
    },
    changedSince: changesFromNewest(
      async (_id: string, limit: number) => {
        newestLimits.push(limit);
        return byRev([...parts.values()], limit);
      },
      async (_id: string, limit: number) => byRev(gone, limit),
    ),
  };
  return {
    reads,
    pagesRead: () => pagesRead,
    newestLimits,
    record: () => ({ _id: 'e1', revision }),
    put: (id: string, order: number, text = id) => parts.set(id, { id, group: '', order, rev: ++revision, shown: { id, text } }),
    drop: (id: string) => {
      parts.delete(id);
      gone.push({ id, group: '', rev: ++revision });
    },
    expected: () => JSON.stringify([...parts.values()].sort((a, b) => Number(a.order) - Number(b.order)).map((part) => part.shown)),
  };
};

describe('an element kept serialised part by part', () => {
  it('is read whole a page at a time, then brought up to date from the parts changed since: moved, edited, added, deleted', async () => {
    const e = element();
    const json = partsJsonCache(e.reads, { groupsOf: () => [''], serialise: (_record, groups) => `[${partsJson(groups.get(''))}]` }, { pageSize: 3 });
    for (const [i, id] of ['a', 'b', 'c', 'd', 'e', 'f', 'g'].entries()) e.put(id, i + 1);
    expect(await json(e.record())).toBe(e.expected());
    expect(e.pagesRead()).toBe(3);
    e.put('b', 6.5); // moved between f and g
    e.put('d', 4, 'D'); // edited in place
    e.put('h', 0.5); // added first
    e.drop('e');
    expect(await json(e.record())).toBe(e.expected());
    expect(e.pagesRead()).toBe(3);
    // A renumbering writes every part with a new order.
    for (const [i, id] of ['h', 'a', 'c', 'd', 'f', 'b', 'g'].entries()) e.put(id, (i + 1) * 10);
    expect(await json(e.record())).toBe(e.expected());
    expect(e.pagesRead()).toBe(3);
  });

  it('reads the few newest parts for an edit, and more only when all of those changed', async () => {
    const e = element();
    const json = partsJsonCache(e.reads, { groupsOf: () => [''], serialise: (_record, groups) => `[${partsJson(groups.get(''))}]` });
    for (let i = 0; i < 50; i++) e.put(`p${i}`, i);
    await json(e.record());
    e.put('p7', 7, 'edited');
    expect(await json(e.record())).toBe(e.expected());
    expect(e.newestLimits).toEqual([8]);
    for (let i = 0; i < 20; i++) e.put(`p${i}`, 100 - i);
    expect(await json(e.record())).toBe(e.expected());
    expect(e.newestLimits).toEqual([8, 8, CHANGES_READ]);
    expect(e.pagesRead()).toBe(1);
  });

  it('reads whole again when more parts changed since than it reads one by one', async () => {
    const e = element();
    const json = partsJsonCache(e.reads, { groupsOf: () => [''], serialise: (_record, groups) => `[${partsJson(groups.get(''))}]` });
    e.put('a', 1);
    await json(e.record());
    for (let i = 0; i < CHANGES_READ; i++) e.put(`p${i}`, i + 2);
    expect(await json(e.record())).toBe(e.expected());
    expect(e.pagesRead()).toBe(2);
  });
});
