import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openEmbeddedReadStore } from '../embeddedReadStore';

const dir = mkdtempSync(join(tmpdir(), 'lorewright-tables-'));
let files = 0;
const freshFile = () => join(dir, `store-${++files}.sqlite`);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const tablesIn = (file: string): string[] => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare<[], string>("SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name").pluck().all();
  } finally {
    db.close();
  }
};

describe('a table per collection', () => {
  it('gives each written collection its own table and removes it with the collection', async () => {
    const file = freshFile();
    const store = openEmbeddedReadStore(file);
    await store.transaction(async (unit) => {
      await unit.collection('worlds').insert({ _id: 'w1' });
      await unit.collection('users').insert({ _id: 'u1' });
    });
    expect(tablesIn(file).filter((name) => name.startsWith('rs_docs_'))).toHaveLength(2);
    await store.dropCollection('worlds');
    expect(tablesIn(file).filter((name) => name.startsWith('rs_docs_'))).toHaveLength(1);
    expect(await store.listCollections()).toEqual(['users']);
    await store.close();
  });

  it('leaves no table behind when the unit of work that made it rolls back', async () => {
    const store = openEmbeddedReadStore(freshFile());
    const failing = store.transaction(async (unit) => {
      await unit.collection('drafts').insert({ _id: 'd1' });
      throw new Error('stop');
    });
    await expect(failing).rejects.toThrow('stop');
    expect(await store.listCollections()).toEqual([]);
    expect(await store.collection('drafts').get('d1')).toBeNull();
    await store.transaction((unit) => unit.collection('drafts').insert({ _id: 'd2' }));
    expect(await store.collection('drafts').find()).toEqual([{ _id: 'd2' }]);
    await store.close();
  });

  it('reads a collection dropped and written again since the reader last looked', async () => {
    const store = openEmbeddedReadStore(freshFile());
    await store.transaction((unit) => unit.collection('builds').insert({ _id: 'old' }));
    expect(await store.collection('builds').get('old')).toEqual({ _id: 'old' });
    await store.dropCollection('builds');
    await store.transaction((unit) => unit.collection('builds').insert({ _id: 'new' }));
    expect(await store.collection('builds').get('old')).toBeNull();
    expect(await store.collection('builds').find()).toEqual([{ _id: 'new' }]);
    expect(await store.collection('builds').count()).toBe(1);
    await store.close();
  });

  it('moves a store made with one shared table into a table per collection, keeping every document', async () => {
    const file = freshFile();
    const old = new Database(file);
    old.exec(`
      CREATE TABLE documents (collection TEXT NOT NULL, id TEXT NOT NULL, doc TEXT NOT NULL, PRIMARY KEY (collection, id));
      CREATE TABLE document_indexes (collection TEXT NOT NULL, name TEXT NOT NULL, fields TEXT NOT NULL, is_unique INTEGER NOT NULL,
        multikey INTEGER NOT NULL DEFAULT 0, mixed INTEGER, counted INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (collection, name));
      CREATE TABLE document_counts (collection TEXT NOT NULL, name TEXT NOT NULL, key TEXT NOT NULL, n INTEGER NOT NULL,
        PRIMARY KEY (collection, name, key)) WITHOUT ROWID;
      CREATE UNIQUE INDEX "rs:users:email" ON documents (coalesce(json_extract(doc, '$.email'), x'00')) WHERE collection = 'users';
      INSERT INTO document_indexes (collection, name, fields, is_unique, mixed) VALUES ('users', 'rs:users:email', '["email"]', 1, 0);
      CREATE TRIGGER "rs:users:email:count:insert" AFTER INSERT ON documents WHEN new.collection = 'users' BEGIN SELECT 1; END;
      INSERT INTO documents VALUES ('users', 'u1', '{"_id":"u1","email":"a@x"}'), ('users', 'u2', '{"_id":"u2","email":"b@x"}'),
        ('_projections', 'users', '{"_id":"users","position":7}');
    `);
    old.close();

    const store = openEmbeddedReadStore(file);
    expect(tablesIn(file)).not.toContain('documents');
    expect(await store.listCollections()).toEqual(['_projections', 'users']);
    expect(await store.collection('users').find({}, { sort: { _id: 1 } })).toEqual([
      { _id: 'u1', email: 'a@x' },
      { _id: 'u2', email: 'b@x' },
    ]);
    expect(await store.collection('_projections').get('users')).toEqual({ _id: 'users', position: 7 });
    // The projection declares its index again as it starts; it then holds on the new table.
    await store.ensureIndexes('users', [{ fields: ['email'], unique: true }]);
    await expect(store.transaction((unit) => unit.collection('users').insert({ _id: 'u3', email: 'a@x' }))).rejects.toThrow(/unique index on email/);
    await store.close();
  });
});
