import { mkdtempSync, rmSync } from 'node:fs';
import Database from 'better-sqlite3';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedReadStore } from './embeddedReadStore';
import { readStoreContract } from './readStore.contract';
import { DuplicateKeyError } from './readStoreErrors';

const dir = mkdtempSync(join(tmpdir(), 'lorewright-readstore-'));
let files = 0;
const freshFile = () => join(dir, `store-${++files}.sqlite`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

readStoreContract('embedded', async () => openEmbeddedReadStore(freshFile()));

describe('embedded read store', () => {
  it('keeps documents and indexes across close and reopen', async () => {
    const file = freshFile();
    const first = openEmbeddedReadStore(file);
    await first.ensureIndexes('users', [{ fields: ['email'], unique: true }]);
    await first.transaction(async (unit) => {
      await unit.collection('users').insert({ _id: 'u1', email: 'a@x', profile: { name: 'Ann' } });
      await unit.collection('_projections').put({ _id: 'users', position: 7 });
    });
    await first.close();

    const second = openEmbeddedReadStore(file);
    expect(await second.collection('users').get('u1')).toEqual({ _id: 'u1', email: 'a@x', profile: { name: 'Ann' } });
    expect(await second.collection('_projections').get('users')).toEqual({ _id: 'users', position: 7 });
    expect(await second.listCollections()).toEqual(['_projections', 'users']);
    await expect(second.transaction((unit) => unit.collection('users').insert({ _id: 'u2', email: 'a@x' }))).rejects.toBeInstanceOf(DuplicateKeyError);
    await second.close();
  });

  it('drops a large collection a few thousand rows per transaction, letting other units of work in between', async () => {
    const store = openEmbeddedReadStore(freshFile());
    await store.ensureIndexes('old_build', [
      { fields: ['worldId'], counted: true },
      { text: ['name'], newestBy: 'at' },
    ]);
    await store.transaction(async (unit) => {
      for (let i = 0; i < 5_000; i++) await unit.collection('old_build').insert({ _id: `d${i}`, worldId: `w${i % 7}`, name: `Name ${i}`, at: i });
      await unit.collection('kept').insert({ _id: 'k', worldId: 'w1' });
    });
    let dropped = false;
    let droppedBeforeOther: boolean | null = null;
    const dropping = store.dropCollection('old_build').then(() => (dropped = true));
    // A unit of work asked for while the drop runs gets its turn before the drop has finished.
    const other = store.transaction(async (unit) => {
      droppedBeforeOther = dropped;
      await unit.collection('kept').put({ _id: 'k2', worldId: 'w2' });
    });
    await Promise.all([dropping, other]);
    expect(droppedBeforeOther).toBe(false);
    expect(await store.collection('old_build').count()).toBe(0);
    expect(await store.listCollections()).toEqual(['kept']);
    expect(await store.collection('kept').count()).toBe(2);
    await store.close();
  });

  it('answers an indexed equality or $in find on a large collection through the index, not a scan', async () => {
    const store = openEmbeddedReadStore(freshFile());
    await store.transaction(async (unit) => {
      const places = unit.collection('places');
      for (let i = 0; i < 20_000; i++) await places.insert({ _id: `p${i}`, worldId: `w${i % 500}`, order: i });
    });
    await store.ensureIndexes('places', [{ fields: ['worldId'] }]);

    const plan = (await store.queryPlan('places', { worldId: 'w42', order: { $gt: 100 } })).join(' | ');
    expect(plan).toMatch(/SEARCH rs_docs_\d+ USING INDEX "?rs:places:worldId"? \(<expr>=\?\)/);
    expect(plan).not.toMatch(/SCAN rs_docs/);
    expect((await store.queryPlan('places', { worldId: { $in: ['w1', 'w2'] } })).join(' | ')).toMatch(/USING INDEX "?rs:places:worldId/);
    expect((await store.queryPlan('places', { _id: 'p9' })).join(' | ')).toMatch(/USING INDEX sqlite_autoindex_rs_docs_\d+_1 \(id=\?\)/);
    // Without an index on the field, the same kind of filter has to scan the collection.
    expect((await store.queryPlan('places', { order: 5 })).join(' | ')).not.toMatch(/<expr>/);

    const found = await store.collection('places').find({ worldId: 'w42', order: { $gt: 100 } }, { sort: { order: 1 } });
    expect(found.map((doc) => doc.order)).toEqual(Array.from({ length: 39 }, (_, i) => 542 + i * 500));
    await store.close();
  });

  it('walks an index in sort order and pages in SQL, so a deep page of a large list sorts nothing', async () => {
    const uncovered: string[] = [];
    const store = openEmbeddedReadStore(freshFile(), { onUncoveredQuery: (query) => uncovered.push(`${query.collection}: ${query.reason}`) });
    await store.ensureIndexes('worlds', [{ fields: ['visibility', '-lastUpdated', '_id'] }, { fields: ['visibility'], counted: true }]);
    await store.transaction(async (unit) => {
      for (let i = 0; i < 5_000; i++) {
        await unit.collection('worlds').insert({ _id: `w${i}`, visibility: i % 4 ? 'public' : 'private', lastUpdated: new Date(i * 1000).toISOString() });
      }
    });
    const newestFirst = { sort: { lastUpdated: -1, _id: 1 }, skip: 3_000, limit: 20 } as const;
    const plan = (await store.queryPlan('worlds', { visibility: 'public' }, newestFirst)).join(' | ');
    expect(plan).toMatch(/USING INDEX "?rs:worlds:visibility,-lastUpdated,_id/);
    expect(plan).not.toMatch(/TEMP B-TREE/);
    const page = await store.collection('worlds').find({ visibility: 'public' }, newestFirst);
    expect(page.map((doc) => doc._id)).toEqual(
      Array.from({ length: 5_000 }, (_, i) => 4_999 - i)
        .filter((i) => i % 4)
        .slice(3_000, 3_020)
        .map((i) => `w${i}`),
    );
    expect(await store.collection('worlds').count({ visibility: 'public' })).toBe(3_750);
    expect(uncovered).toEqual([]);
    // A sort no index serves is still answered, and reported once.
    for (let i = 0; i < 2; i++) await store.collection('worlds').find({}, { sort: { name: 1 }, limit: 1 });
    expect(uncovered).toEqual(['worlds: sort in JavaScript']);
    await store.close();
  });

  it('learns which existing indexes hold irregular values when it opens a store made before it tracked them', async () => {
    const file = freshFile();
    const first = openEmbeddedReadStore(file);
    await first.ensureIndexes('worlds', [{ fields: ['visibility', 'lastUpdated'] }]);
    await first.transaction(async (unit) => {
      await unit.collection('worlds').insert({ _id: 'a', visibility: 'public', lastUpdated: '2026-01-02' });
      await unit.collection('worlds').insert({ _id: 'b', visibility: 'public' });
    });
    await first.close();
    const old = new Database(file);
    old.exec('UPDATE document_indexes SET mixed = NULL');
    old.close();

    const second = openEmbeddedReadStore(file);
    // Missing sorts first ascending, as in MongoDB: the sort stays with mingo.
    expect((await second.collection('worlds').find({ visibility: 'public' }, { sort: { lastUpdated: 1 } })).map((doc) => doc._id)).toEqual(['b', 'a']);
    await second.close();
  });
});
