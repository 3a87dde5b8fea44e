import { Query } from 'mingo';
import { update as applyUpdate, type Modifier } from 'mingo/updater';
import { stringifyReusing } from '@lorewright/domain/shared/frozenJson';
import type { CollectionWriter, Document, Filter, FindOptions, GetOptions, SearchOptions, Update } from '../readStore';
import { type DocumentTables, isNoSuchTable } from './documentTables';
import { rejectingDuplicates } from './duplicateKeys';
import { isPlainObject, tryFastUpdate } from './fastUpdate';
import type { IndexCatalog } from './indexCatalog';
import type { PendingUpdates } from './pendingUpdates';
import { planCount, planFind } from './queryPlanner';
import type { StatementCache } from './statementCache';
import { readTextIndex } from './textIndex';
import { searchText } from './textSearch';
import type { UncoveredQueries } from './uncoveredQueries';

// What a collection runs on: the reader (committed state) or the writer inside a unit of work.
export interface SqliteScope {
  statements: StatementCache;
  tables: DocumentTables;
  catalog: IndexCatalog;
  // Runs several statements against one snapshot of the database.
  snapshot<T>(read: () => T): T;
  // Throws once the scope may no longer be used (a finished unit of work).
  assertUsable(): void;
  // Only inside a unit of work: updates not yet written (see pendingUpdates.ts).
  pending?: PendingUpdates;
  uncovered?: UncoveredQueries;
}

// SQL on the collection's table (see documentTables.ts).
const GET = (table: string) => `SELECT doc FROM ${table} WHERE id = ?`;
// The document's top-level fields named in a JSON array, each value as it is stored (json_each
// gives JSON's true, false and null as SQL values, which json() makes JSON again).
const FIELD_VALUE = `CASE type WHEN 'true' THEN json('true') WHEN 'false' THEN json('false') WHEN 'null' THEN json('null') WHEN 'object' THEN json(value) WHEN 'array' THEN json(value) ELSE value END`;
const GET_FIELDS = (table: string) =>
  `SELECT (SELECT json_group_object(key, ${FIELD_VALUE}) FROM json_each(doc) WHERE key IN (SELECT value FROM json_each(?))) FROM ${table} WHERE id = ?`;
const INSERT = (table: string) => `INSERT INTO ${table} (id, doc) VALUES (?, ?)`;
const PUT = (table: string) => `${INSERT(table)} ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`;
const DELETE = (table: string) => `DELETE FROM ${table} WHERE id = ?`;
const DELETE_ALL = (table: string) => `DELETE FROM ${table}`;
const DELETE_IDS = (table: string) => `DELETE FROM ${table} WHERE id IN (SELECT value FROM json_each(?))`;

// One collection of the embedded store: SQL finds the candidate rows (by primary key or
// through an index, see prefilter.ts), mingo applies MongoDB's filter, sort and update rules.
export class SqliteCollection implements CollectionWriter {
  // The write statements this collection used last, by SQL and table: a save of 10,000 parts
  // built and hashed each statement's text 10,000 times to find it in the statement cache.
  readonly #writes = new Map<(table: string) => string, { table: string; statement: ReturnType<StatementCache['prepare']> }>();

  constructor(
    private readonly scope: SqliteScope,
    private readonly name: string,
  ) {
    assertCollectionName(name);
  }

  async get(id: string, { fields }: GetOptions = {}): Promise<Document | null> {
    this.scope.assertUsable();
    // A copy, so a caller changing it cannot change what the unit of work will write; of the
    // fields asked only, so reading two counters of a large pending row copies two numbers.
    const pending = this.scope.pending?.get(this.name, id);
    if (!pending && fields?.every((field) => !field.includes('.'))) return this.#getFields(id, fields);
    const doc = pending ? (fields ? pending : structuredClone(pending)) : this.#get(id);
    return doc && fields ? structuredClone(pickFields(doc, fields)) : doc;
  }

  async find(filter: Filter = {}, options: FindOptions = {}): Promise<Document[]> {
    this.scope.assertUsable();
    this.scope.pending?.flush(this.name);
    return this.scope.snapshot(() => this.#find(filter, options));
  }

  async count(filter: Filter = {}): Promise<number> {
    this.scope.assertUsable();
    this.scope.pending?.flush(this.name);
    return this.scope.snapshot(() => this.#count(filter));
  }

  async search(text: string, filter: Filter, options: SearchOptions): Promise<Document[]> {
    this.scope.assertUsable();
    this.scope.pending?.flush(this.name);
    return this.scope.snapshot(() => {
      const index = readTextIndex(this.scope.statements, this.name);
      if (!index) throw new Error(`Collection "${this.name}" has no text index to search.`);
      return this.#read([], (table) => searchText(this.scope.statements, table, this.name, index, text, filter, options));
    });
  }

  async insert(doc: Document): Promise<void> {
    this.scope.assertUsable();
    this.scope.pending?.flush(this.name);
    this.#write(INSERT, doc);
  }

  async put(doc: Document): Promise<void> {
    this.scope.assertUsable();
    this.scope.pending?.flush(this.name);
    this.#write(PUT, doc);
  }

  async update(id: string, update: Update, options: { upsert?: boolean } = {}): Promise<boolean> {
    this.scope.assertUsable();
    assertUpdate(update);
    const { pending, catalog } = this.scope;
    const current = pending?.get(this.name, id) ?? this.#get(id);
    if (!current && !options.upsert) return false;
    const doc = current ?? { _id: id };
    if (!this.#apply(doc, update) && current) return false;
    // A unique index must refuse a duplicate at the call, so those collections write at once.
    if (pending && !catalog.list(this.name).some((index) => index.unique)) pending.set(this.name, doc);
    else this.#write(PUT, doc);
    return true;
  }

  // Writes a pending document (see pendingUpdates.ts).
  writePending(doc: Document): void {
    this.#write(PUT, doc);
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    this.scope.assertUsable();
    this.scope.pending?.flush(this.name);
    assertUpdate(update);
    let changed = 0;
    for (const doc of this.#find(filter, {})) {
      if (!this.#apply(doc, update)) continue;
      this.#write(PUT, doc);
      changed++;
    }
    return changed;
  }

  async delete(id: string): Promise<boolean> {
    this.scope.assertUsable();
    this.scope.pending?.flush(this.name);
    return this.#read(false, (table) => this.scope.statements.prepare(DELETE(table)).run(id).changes > 0);
  }

  async deleteMany(filter: Filter): Promise<number> {
    this.scope.assertUsable();
    this.scope.pending?.flush(this.name);
    const { statements } = this.scope;
    return this.#read(0, (table) => {
      if (Object.keys(filter).length === 0) return statements.prepare(DELETE_ALL(table)).run().changes;
      const ids = this.#findIn(table, filter, {}).map((doc) => doc._id);
      return ids.length === 0 ? 0 : statements.prepare(DELETE_IDS(table)).run(JSON.stringify(ids)).changes;
    });
  }

  // Runs read on the collection's table; none when it has no table (nothing was ever written).
  // A reader's remembered table name may belong to a collection dropped since: it then asks
  // again, once.
  #read<T>(none: T, read: (table: string) => T): T {
    const { tables } = this.scope;
    for (let attempt = 0; ; attempt++) {
      const table = tables.find(this.name);
      if (!table) return none;
      try {
        return read(table);
      } catch (error) {
        if (attempt > 0 || !isNoSuchTable(error)) throw error;
        tables.forget(this.name);
      }
    }
  }

  #get(id: string): Document | null {
    return this.#read(null, (table) => {
      const text = this.scope.statements.pluck(GET(table)).get(id) as string | undefined;
      return text === undefined ? null : (JSON.parse(text) as Document);
    });
  }

  // Top-level fields picked by SQLite, so only they are parsed here (a language's head without
  // its 300 keys).
  #getFields(id: string, fields: readonly string[]): Document | null {
    return this.#read(null, (table) => {
      const text = this.scope.statements.pluck(GET_FIELDS(table)).get(JSON.stringify(['_id', ...fields]), id) as string | undefined;
      return text === undefined ? null : (JSON.parse(text) as Document);
    });
  }

  #find(filter: Filter, options: FindOptions): Document[] {
    return this.#read([], (table) => this.#findIn(table, filter, options));
  }

  #findIn(table: string, filter: Filter, options: FindOptions): Document[] {
    const { sort, skip = 0, limit = 0 } = options;
    const { statements, catalog } = this.scope;
    const plan = planFind(catalog, table, this.name, filter, options);
    this.scope.uncovered?.check(statements, this.name, plan.sql, plan.params, !plan.ordered);
    // Exact rows are all wanted: read at once (stepping a cursor row by row costs a third more).
    if (plan.exact) return (statements.pluck(plan.sql).all(...plan.params) as string[]).map((text) => JSON.parse(text) as Document);
    const docs = parseRows(statements.pluck(plan.sql), plan.params);
    try {
      const query = new Query(filter);
      if (plan.ordered || !sort) return firstMatches(docs, query, skip, limit);
      let cursor = query.find<Document>(docs).sort(sort);
      if (skip) cursor = cursor.skip(skip);
      if (limit) cursor = cursor.limit(limit); // 0 means no limit, as in MongoDB
      return cursor.all();
    } finally {
      docs.return(undefined); // after an early stop the SQLite cursor must still be released
    }
  }

  #count(filter: Filter): number {
    return this.#read(0, (table) => {
      const { statements, catalog } = this.scope;
      const plan = planCount(catalog, table, this.name, filter);
      if (plan.counter) return catalog.countOf(this.name, plan.counter.index, plan.counter.values);
      this.scope.uncovered?.check(statements, this.name, plan.sql, plan.params, false);
      if (plan.exact) return statements.pluck(plan.sql).get(...plan.params) as number;
      return this.#findIn(table, filter, {}).length;
    });
  }

  #apply(doc: Document, update: Update): boolean {
    const id = doc._id;
    const changed = tryFastUpdate(doc, update) ?? applyUpdate(doc, update as Modifier<Document>).length > 0;
    if (doc._id !== id) throw new Error(`Collection "${this.name}": an update may not change _id (${JSON.stringify(id)}).`);
    return changed;
  }

  #write(sql: (table: string) => string, doc: Document): void {
    if (typeof doc?._id !== 'string') throw new Error(`Collection "${this.name}": a document needs a string _id.`);
    const table = this.scope.tables.ensure(this.name);
    this.scope.catalog.noteWrite(this.name, doc);
    const statement = this.#writeStatement(sql, table);
    rejectingDuplicates(this.name, doc._id, () => statement.run(doc._id, stringifyReusing(doc)));
  }

  #writeStatement(sql: (table: string) => string, table: string) {
    const kept = this.#writes.get(sql);
    if (kept?.table === table) return kept.statement;
    const statement = this.scope.statements.prepare(sql(table));
    this.#writes.set(sql, { table, statement });
    return statement;
  }
}

type Fields = Record<string, unknown>;

// The fields asked for, by reference (the caller copies): a dotted one through its objects.
const pickFields = (doc: Document, fields: readonly string[]): Document => {
  const picked: Document = { _id: doc._id };
  for (const field of fields) {
    const steps = field.split('.');
    let from: Fields = doc;
    let to: Fields = picked;
    for (let i = 0; i < steps.length && Object.hasOwn(from, steps[i]); i++) {
      const step = steps[i];
      const value = from[step];
      if (i === steps.length - 1) to[step] = value;
      else if (!isPlainObject(value)) break;
      else {
        if (!isPlainObject(to[step])) to[step] = {};
        to = to[step] as Fields;
        from = value;
      }
    }
  }
  return picked;
};

// Without a sort, reading stops once the page is full (mingo's own limit would drain the rows).
const firstMatches = (docs: Iterable<Document>, query: Query, skip: number, limit: number): Document[] => {
  const page: Document[] = [];
  let skipping = skip;
  for (const doc of docs) {
    if (!query.test(doc)) continue;
    if (skipping > 0) skipping--;
    else if (page.push(doc) === limit) break; // limit 0 never equals a length ≥ 1: no limit
  }
  return page;
};

// Lazily, so rows after an early stop are never parsed.
function* parseRows(statement: ReturnType<StatementCache['pluck']>, params: unknown[]): Generator<Document, void, undefined> {
  for (const text of statement.iterate(...params) as IterableIterator<string>) yield JSON.parse(text) as Document;
}

export const assertCollectionName = (name: string): void => {
  if (typeof name !== 'string' || !/^[^$\0]+$/.test(name)) throw new Error(`Invalid collection name ${JSON.stringify(name)}.`);
};

const assertUpdate = (update: Update): void => {
  const operators = Object.keys(update ?? {});
  if (operators.length === 0 || !operators.every((op) => op.startsWith('$'))) {
    throw new Error(`An update needs update operators such as $set, got ${JSON.stringify(update)}.`);
  }
};
