import type Database from 'better-sqlite3';
import { createDocumentTable } from './documentTables';
import { sqlIdentifier } from './sqlText';

// Stores made before each collection had a table of its own kept every document in one table,
// `documents` (collection, id, doc), with partial indexes and triggers per collection. On open
// such a store moves each collection's rows into its own table in one transaction and forgets
// its indexes: every projection declares its indexes again as it starts (ensureIndexes), which
// builds them on the new tables.
export const moveOutOfSharedTable = (db: Database.Database): void => {
  const hasSharedTable = db.prepare("SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'documents'").get() !== undefined;
  if (!hasSharedTable) return;
  db.transaction(() => {
    const namesOn = (type: string, table: string) =>
      db.prepare<[string, string], string>('SELECT name FROM sqlite_schema WHERE type = ? AND tbl_name = ? AND sql IS NOT NULL').pluck().all(type, table);
    for (const trigger of namesOn('trigger', 'documents')) db.exec(`DROP TRIGGER ${sqlIdentifier(trigger)}`);
    for (const index of namesOn('index', 'documents')) db.exec(`DROP INDEX ${sqlIdentifier(index)}`);
    const textIndexed = db.prepare<[], string>('SELECT collection FROM document_text_indexes').pluck().all();
    for (const collection of textIndexed) db.exec(`DROP TABLE IF EXISTS ${sqlIdentifier(`rs_text:${collection}`)}`);
    db.exec('DELETE FROM document_indexes; DELETE FROM document_counts; DELETE FROM document_text_indexes; DELETE FROM document_text_rows');

    const collections = db.prepare<[], string>(SHARED_COLLECTIONS).pluck().all();
    const add = db.prepare<[string], string>('INSERT INTO document_tables (collection) VALUES (?) RETURNING tbl').pluck();
    for (const collection of collections) {
      const table = add.get(collection) as string;
      db.exec(createDocumentTable(table));
      db.prepare(`INSERT INTO ${table} (id, doc) SELECT id, doc FROM documents WHERE collection = ?`).run(collection);
    }
    db.exec('DROP TABLE documents');
  }).immediate();
};

// A skip scan over the primary key: one probe per collection, not one per document.
const SHARED_COLLECTIONS = `
  WITH RECURSIVE names(name) AS (
    SELECT min(collection) FROM documents
    UNION ALL
    SELECT (SELECT min(collection) FROM documents WHERE collection > names.name) FROM names WHERE name IS NOT NULL
  )
  SELECT name FROM names WHERE name IS NOT NULL`;
