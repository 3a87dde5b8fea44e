import type Database from 'better-sqlite3';

type Statement = Database.Statement<unknown[], unknown>;

// Prepared statements by SQL text. Query shapes are few (one per collection and filter shape),
// so the cache stays small; the bound only guards against a caller building endless shapes.
export class StatementCache {
  readonly #statements = new Map<string, Statement>();

  constructor(readonly db: Database.Database) {}

  prepare(sql: string): Statement {
    return this.#get(sql, false);
  }

  // A query whose rows are its first column's values.
  pluck(sql: string): Statement {
    return this.#get(sql, true);
  }

  #get(sql: string, pluck: boolean): Statement {
    const key = `${pluck ? 'v' : 'r'}:${sql}`;
    let statement = this.#statements.get(key);
    if (!statement) {
      if (this.#statements.size >= 2_000) this.#statements.clear();
      statement = this.db.prepare<unknown[], unknown>(sql);
      if (pluck) statement.pluck();
      this.#statements.set(key, statement);
    }
    return statement;
  }
}
