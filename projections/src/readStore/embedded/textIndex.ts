import type Database from 'better-sqlite3';
import type { TextIndexSpec } from '../readStore';
import type { DocumentTables } from './documentTables';
import type { StatementCache } from './statementCache';
import { assertIndexField, sqlIdentifier, sqlString } from './sqlText';

// A collection's full-text index: an FTS5 table with the trigram tokenizer (any substring of
// three or more characters, any case), kept by triggers on the collection's table so it changes
// in the same transaction as the rows, whatever wrote them.
//
// Order: a text row's rowid is its document's newestBy time in milliseconds × 2^20 plus a free
// slot among rows of the same millisecond (document_text_rows maps document id → rowid), so
// FTS5 walks matches newest first by itself (ORDER BY rowid DESC) and a search stops after its
// page instead of ranking every match: a common word among 100,000 worlds costs what a rare
// one does. 2^20 slots per millisecond keep rowids inside 64 bits until the year 2250.

export interface TextIndexInfo extends TextIndexSpec {
  table: string;
}

const tableName = (collection: string): string => `rs_text:${collection}`;
const triggerName = (collection: string, event: string): string => sqlIdentifier(`rs_text:${collection}:${event}`);

const textOf = (row: string, field: string): string =>
  `CASE json_type(${row}, ${sqlString(`$.${field}`)}) WHEN 'text' THEN json_extract(${row}, ${sqlString(`$.${field}`)}) END`;

// The scope value between two U+0001, so a phrase search for it matches the whole value only.
const scopeOf = (row: string, field: string | undefined): string => (field ? `char(1) || json_extract(${row}, ${sqlString(`$.${field}`)}) || char(1)` : 'NULL');

export const SCOPE_MARK = '\u0001';

const SLOTS = 1_048_576;

// newestBy as whole milliseconds: a number as it is, an ISO-8601 date converted, else 0.
const millisOf = (doc: string, field: string): string => {
  const path = sqlString(`$.${field}`);
  return `coalesce(CASE json_type(${doc}, ${path})
    WHEN 'integer' THEN json_extract(${doc}, ${path})
    WHEN 'real' THEN CAST(json_extract(${doc}, ${path}) AS INTEGER)
    WHEN 'text' THEN CAST(round((julianday(json_extract(${doc}, ${path})) - 2440587.5) * 86400000) AS INTEGER) END, 0)`;
};

// The first free rowid of the document's millisecond.
const rowOf = (collection: string, doc: string, newestBy: string): string => {
  const base = `(${millisOf(doc, newestBy)} * ${SLOTS})`;
  return `(SELECT coalesce(max(text_row) + 1, ${base}) FROM document_text_rows
    WHERE collection = ${sqlString(collection)} AND text_row BETWEEN ${base} AND ${base} + ${SLOTS - 1})`;
};

export const readTextIndex = (statements: StatementCache, collection: string): TextIndexInfo | undefined => {
  const row = statements.prepare('SELECT fields, newest_by, scope FROM document_text_indexes WHERE collection = ?').get(collection) as
    { fields: string; newest_by: string; scope: string | null } | undefined;
  if (!row) return undefined;
  const spec: TextIndexInfo = { table: tableName(collection), text: JSON.parse(row.fields) as string[], newestBy: row.newest_by };
  if (row.scope) spec.scope = row.scope;
  return spec;
};

const sameSpec = (a: TextIndexSpec, b: TextIndexSpec): boolean =>
  JSON.stringify(a.text) === JSON.stringify(b.text) && a.newestBy === b.newestBy && (a.scope ?? null) === (b.scope ?? null);

// DDL: call inside a write transaction. A collection has at most one text index; declaring
// another replaces it.
export const ensureTextIndex = (statements: StatementCache, tables: DocumentTables, collection: string, spec: TextIndexSpec): void => {
  if (spec.text.length === 0) throw new Error(`Collection "${collection}": a text index needs at least one field.`);
  [...spec.text, spec.newestBy, ...(spec.scope ? [spec.scope] : [])].forEach(assertIndexField);
  const existing = readTextIndex(statements, collection);
  if (existing && sameSpec(existing, spec)) return;
  if (existing) dropTextIndex(statements.db, collection);
  createTextIndex(statements.db, tables.ensure(collection), collection, spec);
};

const createTextIndex = (db: Database.Database, documents: string, collection: string, spec: TextIndexSpec): void => {
  const c = sqlString(collection);
  const table = sqlIdentifier(tableName(collection));
  const columns = spec.text.map((_, i) => `c${i}`);
  const values = (row: string) => [scopeOf(row, spec.scope), ...spec.text.map((field) => textOf(row, field))].join(', ');
  const watched = [...spec.text, spec.newestBy, ...(spec.scope ? [spec.scope] : [])];
  const changed = watched.map((field) => `json_extract(old.doc, ${sqlString(`$.${field}`)}) IS NOT json_extract(new.doc, ${sqlString(`$.${field}`)})`);
  const add = (row: 'new') => `
    INSERT INTO ${table} (rowid, id, s, ${columns.join(', ')}) VALUES (${rowOf(collection, `${row}.doc`, spec.newestBy)}, ${row}.id, ${values(`${row}.doc`)});
    INSERT INTO document_text_rows (collection, id, text_row) VALUES (${c}, ${row}.id, ${rowOf(collection, `${row}.doc`, spec.newestBy)});`;
  const remove = (row: 'old') => `
    DELETE FROM ${table} WHERE rowid = (SELECT text_row FROM document_text_rows WHERE collection = ${c} AND id = ${row}.id);
    DELETE FROM document_text_rows WHERE collection = ${c} AND id = ${row}.id;`;
  db.exec(`
    CREATE VIRTUAL TABLE ${table} USING fts5(id UNINDEXED, s, ${columns.join(', ')}, tokenize = 'trigram', columnsize = 0);
    CREATE TRIGGER ${triggerName(collection, 'insert')} AFTER INSERT ON ${documents}
    BEGIN ${add('new')} END;
    CREATE TRIGGER ${triggerName(collection, 'delete')} AFTER DELETE ON ${documents}
    BEGIN ${remove('old')} END;
    CREATE TRIGGER ${triggerName(collection, 'update')} AFTER UPDATE OF doc ON ${documents}
      WHEN ${changed.join(' OR ')}
    BEGIN ${remove('old')} ${add('new')} END;
    INSERT INTO document_text_rows (collection, id, text_row)
      SELECT ${c}, id, ${millisOf('doc', spec.newestBy)} * ${SLOTS} + row_number() OVER (PARTITION BY ${millisOf('doc', spec.newestBy)} ORDER BY id) - 1
      FROM ${documents};
    INSERT INTO ${table} (rowid, id, s, ${columns.join(', ')})
      SELECT r.text_row, d.id, ${values('d.doc')} FROM document_text_rows r JOIN ${documents} d ON d.id = r.id
      WHERE r.collection = ${c};
  `);
  db.prepare('INSERT INTO document_text_indexes (collection, fields, newest_by, scope) VALUES (?, ?, ?, ?)').run(
    collection,
    JSON.stringify(spec.text),
    spec.newestBy,
    spec.scope ?? null,
  );
};

// DDL: call inside a write transaction.
export const dropTextIndex = (db: Database.Database, collection: string): void => {
  for (const event of ['insert', 'delete', 'update']) db.exec(`DROP TRIGGER IF EXISTS ${triggerName(collection, event)}`);
  db.exec(`DROP TABLE IF EXISTS ${sqlIdentifier(tableName(collection))}`);
  db.prepare('DELETE FROM document_text_rows WHERE collection = ?').run(collection);
  db.prepare('DELETE FROM document_text_indexes WHERE collection = ?').run(collection);
};
