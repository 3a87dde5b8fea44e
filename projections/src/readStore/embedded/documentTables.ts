import type { StatementCache } from './statementCache';

// Each collection lives in a table of its own (id, doc), named rs_docs_<n> by document_tables.
// One shared table cost every write the index checks and triggers of every collection: with
// the full set of projections, 65 partial indexes and 51 triggers made a row write 3× slower
// than into a table of its own. Numbers never repeat (AUTOINCREMENT), so a name remembered for
// a collection that was dropped since can only fail with "no such table", never find another
// collection's rows (see SqliteCollection's reads).

const FIND = 'SELECT tbl FROM document_tables WHERE collection = ?';
const ADD = `INSERT INTO document_tables (collection) VALUES (?) RETURNING tbl`;

export const DOCUMENT_TABLES_SCHEMA = `
  CREATE TABLE IF NOT EXISTS document_tables (
    n INTEGER PRIMARY KEY AUTOINCREMENT,
    collection TEXT NOT NULL UNIQUE,
    tbl TEXT GENERATED ALWAYS AS ('rs_docs_' || n) VIRTUAL
  )`;

export const createDocumentTable = (table: string): string => `CREATE TABLE ${table} (id TEXT PRIMARY KEY, doc TEXT NOT NULL)`;

export class DocumentTables {
  readonly #known = new Map<string, string>();

  constructor(private readonly statements: StatementCache) {}

  // The collection's table, or undefined while no document or index made one.
  find(collection: string): string | undefined {
    const known = this.#known.get(collection);
    if (known) return known;
    const table = this.statements.pluck(FIND).get(collection) as string | undefined;
    if (table) this.#known.set(collection, table);
    return table;
  }

  // Writer only, inside a unit of work: the table, made on the collection's first write.
  ensure(collection: string): string {
    const existing = this.find(collection);
    if (existing) return existing;
    const table = this.statements.pluck(ADD).get(collection) as string;
    this.statements.db.exec(createDocumentTable(table));
    this.#known.set(collection, table);
    return table;
  }

  // Writer only, inside a unit of work.
  drop(collection: string): void {
    const table = this.find(collection);
    if (!table) return;
    this.statements.db.exec(`DROP TABLE IF EXISTS ${table}`);
    this.statements.prepare('DELETE FROM document_tables WHERE collection = ?').run(collection);
    this.#known.delete(collection);
  }

  // After "no such table": the remembered name belonged to a dropped collection.
  forget(collection: string): void {
    this.#known.delete(collection);
  }
}

export const isNoSuchTable = (error: unknown): boolean => error instanceof Error && /^no such table: rs_docs_\d+$/.test(error.message);
