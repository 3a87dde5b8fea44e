import type { Document, IndexSpec } from '../readStore';
import type { DocumentTables } from './documentTables';
import { rejectingDuplicates } from './duplicateKeys';
import { countKeysOf, dropCounting, startCounting } from './indexCounts';
import type { StatementCache } from './statementCache';
import { assertIndexField, type IndexKeyPart, indexKey, indexName, parseIndexField, sqlIdentifier, sqlString } from './sqlText';

export interface IndexInfo {
  name: string;
  // The paths, in order, without the '-' of descending ones (see keys).
  fields: string[];
  keys: IndexKeyPart[];
  unique: boolean;
  // Some document held an array on one of the paths (MongoDB's "multikey").
  multikey: boolean;
  // Some document held something other than a string or a number on one of the paths.
  mixed: boolean;
  counted: boolean;
}

interface IndexRow {
  name: string;
  fields: string;
  is_unique: number;
  multikey: number;
  mixed: number | null;
  counted: number;
}

const LIST = 'SELECT name, fields, is_unique, multikey, mixed, counted FROM document_indexes WHERE collection = ?';
const MARK_MULTIKEY = 'UPDATE document_indexes SET multikey = 1 WHERE collection = ? AND name = ?';
const MARK_MIXED = 'UPDATE document_indexes SET mixed = ? WHERE collection = ? AND name = ?';

// The expression indexes of each collection. A catalog made for one unit of work memoizes:
// while the unit holds the write lock no other connection can change the catalog. A reader's
// catalog reads the table each time, inside the same snapshot as its query.
export class IndexCatalog {
  readonly #memo: Map<string, IndexInfo[]> | undefined;

  // The writer's catalog (memoizing, inside a unit of work) also records what it learns.
  constructor(
    private readonly statements: StatementCache,
    private readonly tables: DocumentTables,
    memoize: boolean,
  ) {
    this.#memo = memoize ? new Map() : undefined;
  }

  list(collection: string): IndexInfo[] {
    const known = this.#memo?.get(collection);
    if (known) return known;
    const rows = this.statements.prepare(LIST).all(collection) as IndexRow[];
    const indexes = rows.map((row) => {
      const keys = (JSON.parse(row.fields) as string[]).map(parseIndexField);
      const fields = keys.map((key) => key.path);
      // Indexes made before the mixed flag existed learn it once, from their documents.
      const mixed = row.mixed ?? this.#learnMixed(collection, row.name, fields);
      return { name: row.name, fields, keys, unique: row.is_unique === 1, multikey: row.multikey === 1, mixed: mixed === 1, counted: row.counted === 1 };
    });
    this.#memo?.set(collection, indexes);
    return indexes;
  }

  // Before a document is written: an array on an indexed path makes that index multikey, any
  // other value than a string or a number makes it mixed.
  noteWrite(collection: string, doc: Document): void {
    for (const index of this.list(collection)) {
      if (!index.multikey && index.fields.some((field) => holdsArray(doc, field))) {
        if (index.unique) throw uniqueArrayError(collection, index.fields, doc._id);
        this.statements.prepare(MARK_MULTIKEY).run(collection, index.name);
        index.multikey = true;
      }
      if (!index.mixed && index.fields.some((field) => !holdsStringOrNumber(doc, field))) {
        this.statements.prepare(MARK_MIXED).run(1, collection, index.name);
        index.mixed = true;
      }
    }
  }

  #learnMixed(collection: string, name: string, fields: readonly string[]): number {
    const table = this.tables.find(collection);
    const mixed = table && anyIrregular(this.statements, table, fields) ? 1 : 0;
    if (this.#memo) this.statements.prepare(MARK_MIXED).run(mixed, collection, name);
    return mixed;
  }

  // DDL: call inside a write transaction.
  ensure(collection: string, spec: IndexSpec): void {
    if (spec.fields.length === 0) throw new Error(`Collection "${collection}": an index needs at least one field.`);
    spec.fields.forEach(assertIndexField);
    if (spec.fields.length === 1 && spec.fields[0] === '_id') return; // the primary key already is one
    const name = indexName(collection, spec.fields);
    const unique = spec.unique === true;
    const existing = this.list(collection).find((index) => index.name === name);
    if (existing) {
      if (existing.unique !== unique) {
        throw new Error(`Collection "${collection}": index on ${spec.fields.join(', ')} exists with unique=${existing.unique}.`);
      }
      if (spec.counted && !existing.counted) this.#count(collection, existing);
      return;
    }
    const db = this.statements.db;
    const table = this.tables.ensure(collection);
    const parts = spec.fields.map(parseIndexField);
    const fields = parts.map((part) => part.path);
    const keys = parts.map((part) => `${indexKey(part.path)}${part.descending ? ' DESC' : ''}`).join(', ');
    rejectingDuplicates(collection, undefined, () =>
      db.exec(`CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${sqlIdentifier(name)} ON ${table} (${keys})`),
    );
    const multikey = anyArray(this.statements, table, fields);
    if (multikey && unique) throw uniqueArrayError(collection, fields);
    const mixed = anyIrregular(this.statements, table, fields);
    db.prepare('INSERT INTO document_indexes (collection, name, fields, is_unique, multikey, mixed) VALUES (?, ?, ?, ?, ?, ?)').run(
      collection,
      name,
      JSON.stringify(spec.fields),
      unique ? 1 : 0,
      multikey ? 1 : 0,
      mixed ? 1 : 0,
    );
    const index: IndexInfo = { name, fields, keys: parts, unique, multikey, mixed, counted: false };
    this.list(collection).push(index);
    if (spec.counted) this.#count(collection, index);
  }

  // The document count for the key of a counted index, e.g. ['public'] for ['visibility'].
  countOf(collection: string, index: IndexInfo, values: readonly unknown[]): number {
    return (this.statements.pluck(countKeysOf).get(collection, index.name, JSON.stringify(values)) as number | undefined) ?? 0;
  }

  #count(collection: string, index: IndexInfo): void {
    startCounting(this.statements.db, this.tables.ensure(collection), collection, index.name, index.fields);
    this.statements.prepare('UPDATE document_indexes SET counted = 1 WHERE collection = ? AND name = ?').run(collection, index.name);
    index.counted = true;
  }

  // DDL: call inside a write transaction.
  dropAll(collection: string): void {
    for (const index of this.list(collection)) {
      this.statements.db.exec(`DROP INDEX IF EXISTS ${sqlIdentifier(index.name)}`);
      if (index.counted) dropCounting(this.statements.db, collection, index.name);
    }
    this.statements.prepare('DELETE FROM document_indexes WHERE collection = ?').run(collection);
    this.#memo?.delete(collection);
  }
}

// An indexed path's steps, split once: every document written is checked against them.
const splitPaths = new Map<string, readonly string[]>();
const stepsOf = (field: string): readonly string[] => {
  let steps = splitPaths.get(field);
  if (!steps) splitPaths.set(field, (steps = field.split('.')));
  return steps;
};

// MongoDB follows a path through arrays at any step ('tags', or 'owners.id' over an array of
// owners), which a JSON path comparison does not.
const holdsArray = (doc: unknown, field: string): boolean => {
  let value = doc;
  for (const step of stepsOf(field)) {
    if (Array.isArray(value)) return true;
    if (value === null || typeof value !== 'object') return false;
    value = Object.hasOwn(value, step) ? (value as Record<string, unknown>)[step] : undefined;
  }
  return Array.isArray(value);
};

const holdsStringOrNumber = (doc: unknown, field: string): boolean => {
  if (field === '_id') return true;
  let value = doc;
  for (const step of stepsOf(field)) {
    if (value === null || typeof value !== 'object') return false;
    value = Object.hasOwn(value, step) ? (value as Record<string, unknown>)[step] : undefined;
  }
  return typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value));
};

// Missing, null, booleans, objects and arrays: anything a JSON comparison orders unlike MongoDB.
const anyIrregular = (statements: StatementCache, table: string, fields: readonly string[]): boolean => {
  const paths = fields.filter((field) => field !== '_id');
  if (paths.length === 0) return false;
  const test = paths.map((path) => `coalesce(json_type(doc, ${sqlString(`$.${path}`)}), 'null') NOT IN ('text', 'integer', 'real')`).join(' OR ');
  return statements.db.prepare(`SELECT 1 FROM ${table} WHERE ${test} LIMIT 1`).get() !== undefined;
};

const anyArray = (statements: StatementCache, table: string, fields: readonly string[]): boolean => {
  const paths = new Set(fields.flatMap((field) => field.split('.').map((_, i, steps) => steps.slice(0, i + 1).join('.'))));
  const test = [...paths].map((path) => `json_type(doc, ${sqlString(`$.${path}`)}) = 'array'`).join(' OR ');
  return statements.db.prepare(`SELECT 1 FROM ${table} WHERE ${test} LIMIT 1`).get() !== undefined;
};

// MongoDB keys a unique index on each array element; a JSON expression index can only key the
// whole array, which would enforce something else, so the embedded store refuses.
const uniqueArrayError = (collection: string, fields: readonly string[], id?: string): Error =>
  new Error(
    `Collection "${collection}": the unique index on ${fields.join(', ')} cannot hold arrays in the embedded read store` +
      (id === undefined ? '.' : ` (document ${JSON.stringify(id)}).`),
  );

// Paths a query may compare in SQL: indexed, and never seen holding an array.
export const singleKeyFieldsOf = (indexes: readonly IndexInfo[]): Set<string> => new Set(indexes.flatMap((index) => (index.multikey ? [] : index.fields)));

// Paths whose every value so far is one string or number, where SQL compares and orders
// exactly as MongoDB does, so it can apply the filter, the sort, skip and limit by itself.
export const exactFieldsOf = (indexes: readonly IndexInfo[]): Set<string> =>
  new Set(['_id', ...indexes.flatMap((index) => (index.multikey || index.mixed ? [] : index.fields))]);
