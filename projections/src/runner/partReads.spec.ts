import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedReadStore } from '../readStore/embeddedReadStore';
import { partReadsOf, type StoredPart } from './partsJsonCache';

const dir = mkdtempSync(join(tmpdir(), 'lorewright-partreads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface PartRecord {
  _id: string;
  elementID: string;
  order: number;
  rev: number;
  part: { _id: string };
}

const storedPart = ({ order, rev, part }: PartRecord): StoredPart => ({ id: part._id, group: '', order, rev, shown: part });

// Parts of two elements, several sharing an order (a bulk add's fractions are distinct, but a
// renumbering or an old log may tie), read back a page at a time.
const seeded = async () => {
  const store = openEmbeddedReadStore(join(dir, `parts-${Math.random()}.sqlite`));
  await store.ensureIndexes('parts', [{ fields: ['elementID', 'order'] }, { fields: ['elementID', '-rev'] }]);
  await store.ensureIndexes('gone', [{ fields: ['elementID', '-rev'] }]);
  const orders = [5, 1, 3, 3, 3, 3, 3, 2, 9, 9, 4, 7, 3, 8, 6, 6];
  await store.transaction(async (unit) => {
    for (const element of ['e1', 'e2']) {
      for (const [i, order] of orders.entries()) {
        const id = `p${String(i).padStart(2, '0')}`;
        await unit.collection('parts').insert({ _id: `${element}/${id}`, elementID: element, order, rev: i + 1, part: { _id: id } });
      }
    }
  });
  const expected = orders
    .map((order, i) => ({ order, id: `p${String(i).padStart(2, '0')}` }))
    .sort((a, b) => a.order - b.order || (a.id < b.id ? -1 : 1))
    .map((part) => part.id);
  return { store, expected };
};

const readAll = async (pages: AsyncIterable<StoredPart[]>) => {
  const sizes: number[] = [];
  const ids: string[] = [];
  for await (const page of pages) {
    sizes.push(page.length);
    ids.push(...page.map((part) => part.id));
  }
  return { sizes, ids };
};

describe("an element's parts read a page at a time", () => {
  it('reads every part once, in order, whatever page size falls among parts of one order', async () => {
    const { store, expected } = await seeded();
    const collections = { parts: store.collection('parts'), gone: store.collection('gone') };
    const reads = partReadsOf<PartRecord, { _id: string; rev: number }>(collections, {
      field: 'elementID',
      pageBy: 'order',
      storedPart,
      groupOfGone: () => '',
    });
    for (const size of [1, 2, 3, 4, 7, 16, 50]) {
      const { sizes, ids } = await readAll(reads.pages('e1', size));
      expect(ids, `pages of ${size}`).toEqual(expected);
      expect(
        sizes.slice(0, -1).every((length) => length === size),
        `pages of ${size}: ${sizes.join(',')}`,
      ).toBe(true);
    }
    await store.close();
  });

  it('pages by id too, and each page reads its own rows through the index, skipping none', async () => {
    const { store } = await seeded();
    const collections = { parts: store.collection('parts'), gone: store.collection('gone') };
    const reads = partReadsOf<PartRecord, { _id: string; rev: number }>(collections, { field: 'elementID', pageBy: '_id', storedPart, groupOfGone: () => '' });
    const { sizes, ids } = await readAll(reads.pages('e2', 5));
    expect(ids).toEqual(Array.from({ length: 16 }, (_, i) => `p${String(i).padStart(2, '0')}`));
    expect(sizes).toEqual([5, 5, 5, 1]);
    const plan = (await store.queryPlan('parts', { elementID: 'e1', order: { $gte: 3 } }, { sort: { order: 1, _id: 1 }, limit: 4 })).join(' | ');
    expect(plan).toMatch(/USING INDEX "?rs:parts:elementID,order"? \(<expr>=\? AND <expr>>\? AND <expr><\?\)/);
    await store.close();
  });
});
