import type { Document, IndexSpec } from '../readStore';
import { rejectingDuplicates } from './duplicateKeys';
import type { StatementCache } from './statementCache';
import { assertIndexField, indexKey, indexName, sqlIdentifier, sqlString } from './sqlText';

export interface IndexInfo {
  name: string;
  fields: string[];
  unique: boolean;
  // Some document held an array on one of the paths (MongoDB's "multikey").
  multikey: boolean;
}

interface IndexRow {
  name: string;
  fields: string;
  is_unique: number;
  multikey: number;
}

const LIST = 'SELECT name, fields, is_unique, multikey FROM document_indexes WHERE collection = ?';
const MARK_MULTIKEY = 'UPDATE document_indexes SET multikey = 1 WHERE collection = ? AND name = ?';

// The expression indexes of each collection. A catalog made for one unit of work memoizes:
// while the unit holds the write lock no other connection can change the catalog. A reader's
// catalog reads the table each time, inside the same snapshot as its query.
export class IndexCatalog {
  readonly #memo: Map<string, IndexInfo[]> | undefined;

  constructor(
    private readonly statements: StatementCache,
    memoize: boolean,
  ) {
    this.#memo = memoize ? new Map() : undefined;
  }

  list(collection: string): IndexInfo[] {
    const known = this.#memo?.get(collection);
    if (known) return known;
    const rows = this.statements.prepare(LIST).all(collection) as IndexRow[];
    const indexes = rows.map((row) => ({
      name: row.name,
      fields: JSON.parse(row.fields) as string[],
      unique: row.is_unique === 1,
      multikey: row.multikey === 1,
    }));
    this.#memo?.set(collection, indexes);
    return indexes;
  }

  // Paths a query may compare in SQL: indexed, and never seen holding an array.
  singleKeyFields(collection: string): Set<string> {
    return new Set(this.list(collection).flatMap((index) => (index.multikey ? [] : index.fields)));
  }

  // Before a document is written: an array on an indexed path makes that index multikey.
  noteWrite(collection: string, doc: Document): void {
    for (const index of this.list(collection)) {
      if (index.multikey || !index.fields.some((field) => holdsArray(doc, field))) continue;
      if (index.unique) throw uniqueArrayError(collection, index.fields, doc._id);
      this.statements.prepare(MARK_MULTIKEY).run(collection, index.name);
      index.multikey = true;
    }
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
      if (existing.unique === unique) return;
      throw new Error(`Collection "${collection}": index on ${spec.fields.join(', ')} exists with unique=${existing.unique}.`);
    }
    const db = this.statements.db;
    const keys = spec.fields.map(indexKey).join(', ');
    rejectingDuplicates(collection, undefined, () =>
      db.exec(
        `CREATE ${unique ? 'UNIQUE ' : ''}INDEX IF NOT EXISTS ${sqlIdentifier(name)} ` + `ON documents (${keys}) WHERE collection = ${sqlString(collection)}`,
      ),
    );
    const multikey = anyArray(this.statements, collection, spec.fields);
    if (multikey && unique) throw uniqueArrayError(collection, spec.fields);
    db.prepare('INSERT INTO document_indexes (collection, name, fields, is_unique, multikey) VALUES (?, ?, ?, ?, ?)').run(
      collection,
      name,
      JSON.stringify(spec.fields),
      unique ? 1 : 0,
      multikey ? 1 : 0,
    );
    this.list(collection).push({ name, fields: [...spec.fields], unique, multikey });
  }

  // DDL: call inside a write transaction.
  dropAll(collection: string): void {
    for (const index of this.list(collection)) this.statements.db.exec(`DROP INDEX IF EXISTS ${sqlIdentifier(index.name)}`);
    this.statements.prepare('DELETE FROM document_indexes WHERE collection = ?').run(collection);
    this.#memo?.delete(collection);
  }
}

// MongoDB follows a path through arrays at any step ('tags', or 'owners.id' over an array of
// owners), which a JSON path comparison does not.
const holdsArray = (doc: unknown, field: string): boolean => {
  let value = doc;
  for (const step of field.split('.')) {
    if (Array.isArray(value)) return true;
    if (value === null || typeof value !== 'object') return false;
    value = Object.hasOwn(value, step) ? (value as Record<string, unknown>)[step] : undefined;
  }
  return Array.isArray(value);
};

const anyArray = (statements: StatementCache, collection: string, fields: readonly string[]): boolean => {
  const paths = new Set(fields.flatMap((field) => field.split('.').map((_, i, steps) => steps.slice(0, i + 1).join('.'))));
  const test = [...paths].map((path) => `json_type(doc, ${sqlString(`$.${path}`)}) = 'array'`).join(' OR ');
  return statements.db.prepare(`SELECT 1 FROM documents WHERE collection = ? AND (${test}) LIMIT 1`).get(collection) !== undefined;
};

// MongoDB keys a unique index on each array element; a JSON expression index can only key the
// whole array, which would enforce something else, so the embedded store refuses.
const uniqueArrayError = (collection: string, fields: readonly string[], id?: string): Error =>
  new Error(
    `Collection "${collection}": the unique index on ${fields.join(', ')} cannot hold arrays in the embedded read store` +
      (id === undefined ? '.' : ` (document ${JSON.stringify(id)}).`),
  );
