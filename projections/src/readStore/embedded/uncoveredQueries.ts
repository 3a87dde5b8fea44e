import type { StatementCache } from './statementCache';

export interface UncoveredQuery {
  collection: string;
  // What walks more than it returns: the whole collection, or every match to sort it.
  reason: 'collection scan' | 'sort without an index' | 'sort in JavaScript';
  sql: string;
}

export type UncoveredQueryListener = (query: UncoveredQuery) => void;

// Reports each query shape that no index covers, once per process, so slow lists can be found
// (the composition root logs them at debug level). Still answered, as before.
export class UncoveredQueries {
  readonly #seen = new Set<string>();

  constructor(private readonly listener: UncoveredQueryListener | undefined) {}

  // After a find or count: asks SQLite for its plan the first time a statement is seen.
  check(statements: StatementCache, collection: string, sql: string, params: readonly unknown[], sortedInJs: boolean): void {
    if (!this.listener || this.#seen.has(sql)) return;
    this.#seen.add(sql);
    const plan = statements.db
      .prepare<unknown[], { detail: string }>(`EXPLAIN QUERY PLAN ${sql}`)
      .all(...params)
      .map((row) => row.detail)
      .join(' | ');
    const reason = sortedInJs
      ? 'sort in JavaScript'
      : /TEMP B-TREE FOR ORDER BY/.test(plan)
        ? 'sort without an index'
        : /SCAN rs_docs_\d+/.test(plan)
          ? 'collection scan'
          : undefined;
    if (reason) this.listener({ collection, reason, sql });
  }
}
