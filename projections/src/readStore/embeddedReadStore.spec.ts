import { mkdtempSync, rmSync } from 'node:fs';
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

  it('answers an indexed equality or $in find on a large collection through the index, not a scan', async () => {
    const store = openEmbeddedReadStore(freshFile());
    await store.transaction(async (unit) => {
      const places = unit.collection('places');
      for (let i = 0; i < 20_000; i++) await places.insert({ _id: `p${i}`, worldId: `w${i % 500}`, order: i });
    });
    await store.ensureIndexes('places', [{ fields: ['worldId'] }]);

    const plan = (await store.queryPlan('places', { worldId: 'w42', order: { $gt: 100 } })).join(' | ');
    expect(plan).toMatch(/SEARCH documents USING INDEX "?rs:places:worldId"? \(<expr>=\?\)/);
    expect(plan).not.toMatch(/SCAN documents/);
    expect((await store.queryPlan('places', { worldId: { $in: ['w1', 'w2'] } })).join(' | ')).toMatch(/USING INDEX "?rs:places:worldId/);
    expect((await store.queryPlan('places', { _id: 'p9' })).join(' | ')).toMatch(/USING INDEX sqlite_autoindex_documents_1 \(collection=\? AND id=\?\)/);
    // Without an index on the field, the same kind of filter has to scan the collection.
    expect((await store.queryPlan('places', { order: 5 })).join(' | ')).not.toMatch(/<expr>/);

    const found = await store.collection('places').find({ worldId: 'w42', order: { $gt: 100 } }, { sort: { order: 1 } });
    expect(found.map((doc) => doc.order)).toEqual(Array.from({ length: 39 }, (_, i) => 542 + i * 500));
    await store.close();
  });
});
