import type Database from 'better-sqlite3';
import { sqlIdentifier, sqlString } from './sqlText';

// Counted indexes: document_counts holds the number of documents per key, kept by triggers on
// the collection's table, so every way of writing (insert, put, update, delete, dropping the
// collection) keeps it in the same transaction as the rows, and count() of an equality on the
// index's fields is one lookup instead of a walk over every match (100,000 public worlds).

export const countKeysOf = 'SELECT n FROM document_counts WHERE collection = ? AND name = ? AND key = ?';

// The key as JSON text: json_array of the values, which a caller rebuilds with
// JSON.stringify([...values]) for strings and whole numbers.
const keyOf = (row: 'new' | 'old', fields: readonly string[]): string =>
  `json_array(${fields.map((field) => `json_extract(${row}.doc, ${sqlString(`$.${field}`)})`).join(', ')})`;

const triggerName = (indexName: string, event: string): string => sqlIdentifier(`${indexName}:count:${event}`);

export const startCounting = (db: Database.Database, table: string, collection: string, indexName: string, fields: readonly string[]): void => {
  const c = sqlString(collection);
  const n = sqlString(indexName);
  const add = (row: 'new' | 'old') =>
    `INSERT INTO document_counts (collection, name, key, n) VALUES (${c}, ${n}, ${keyOf(row, fields)}, 1)
     ON CONFLICT (collection, name, key) DO UPDATE SET n = n + 1;`;
  const remove = (row: 'new' | 'old') => `UPDATE document_counts SET n = n - 1 WHERE collection = ${c} AND name = ${n} AND key = ${keyOf(row, fields)};`;
  db.exec(`
    CREATE TRIGGER ${triggerName(indexName, 'insert')} AFTER INSERT ON ${table}
    BEGIN ${add('new')} END;
    CREATE TRIGGER ${triggerName(indexName, 'delete')} AFTER DELETE ON ${table}
    BEGIN ${remove('old')} END;
    CREATE TRIGGER ${triggerName(indexName, 'update')} AFTER UPDATE OF doc ON ${table}
      WHEN ${keyOf('old', fields)} IS NOT ${keyOf('new', fields)}
    BEGIN ${remove('old')} ${add('new')} END;
    INSERT INTO document_counts (collection, name, key, n)
      SELECT ${c}, ${n}, ${keyOf('new', fields).replaceAll('new.doc', 'doc')}, count(*) FROM ${table} GROUP BY 3;
  `);
};

export const dropCounting = (db: Database.Database, collection: string, indexName: string): void => {
  for (const event of ['insert', 'delete', 'update']) db.exec(`DROP TRIGGER IF EXISTS ${triggerName(indexName, event)}`);
  db.prepare('DELETE FROM document_counts WHERE collection = ? AND name = ?').run(collection, indexName);
};

// Values a count can look up: what JSON.stringify writes as SQLite's json_array does.
export const isCountableKey = (value: unknown): boolean => typeof value === 'string' || Number.isSafeInteger(value);
