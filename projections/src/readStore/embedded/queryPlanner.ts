import type { Filter, FindOptions } from '../readStore';
import { exactFieldsOf, singleKeyFieldsOf, type IndexCatalog } from './indexCatalog';
import { isCountableKey } from './indexCounts';
import { collectConditions, whereOf } from './prefilter';
import { indexKey } from './sqlText';

// How the embedded store answers find and count. SQL takes as much as it can do exactly as
// MongoDB would:
// - the filter's equalities on _id and indexed paths select the candidate rows (prefilter.ts);
// - a sort whose every field is _id or an exact path (all values strings or numbers, which SQL
//   orders as MongoDB does: numbers before strings, strings by their bytes) becomes ORDER BY,
//   so an index on [equalities…, sort fields…] returns rows already in order;
// - when those equalities are the whole filter, skip, limit and count run in SQL too, so a
//   page of 100,000 public worlds reads its 20 rows and nothing else.
// Whatever SQL cannot do exactly (other operators, booleans, paths that held arrays, nulls or
// objects) mingo does on the parsed rows, as before.
export interface FindPlan {
  sql: string;
  params: unknown[];
  // Rows come in the sort's order (or no sort was asked).
  ordered: boolean;
  // Rows are exactly the matches, already skipped and limited: nothing is left to mingo.
  exact: boolean;
}

export interface CountPlan {
  // Counted index and key, when the filter is an equality on exactly its fields.
  counter?: { index: Parameters<IndexCatalog['countOf']>[1]; values: unknown[] };
  sql: string;
  params: unknown[];
  exact: boolean;
}

export const planFind = (catalog: IndexCatalog, table: string, collection: string, filter: Filter, { sort, skip = 0, limit = 0 }: FindOptions): FindPlan => {
  // One read of the catalog per query: a reader's catalog asks SQLite each time.
  const indexes = catalog.list(collection);
  const exactFields = exactFieldsOf(indexes);
  const conditions = collectConditions(filter, singleKeyFieldsOf(indexes), exactFields);
  const orderBy = sort ? sqlOrderBy(sort, exactFields) : '';
  const ordered = orderBy !== undefined;
  const exact = conditions.exact && ordered;
  let sql = `SELECT doc FROM ${table}${whereOf(conditions)}${orderBy ? ` ORDER BY ${orderBy}` : ''}`;
  const params = [...conditions.params];
  if (exact && (skip > 0 || limit > 0)) {
    sql += ' LIMIT ? OFFSET ?';
    params.push(limit > 0 ? limit : -1, skip);
  }
  return { sql, params, ordered, exact };
};

export const planCount = (catalog: IndexCatalog, table: string, collection: string, filter: Filter): CountPlan => {
  const indexes = catalog.list(collection);
  const conditions = collectConditions(filter, singleKeyFieldsOf(indexes), exactFieldsOf(indexes));
  const plan: CountPlan = { sql: `SELECT count(*) FROM ${table}${whereOf(conditions)}`, params: conditions.params, exact: conditions.exact };
  if (!conditions.exact || conditions.pinned.size !== conditions.where.length) return plan;
  const { pinned } = conditions;
  const index = indexes.find(
    (candidate) => candidate.counted && candidate.fields.length === pinned.size && candidate.fields.every((field) => pinned.has(field)),
  );
  const values = index?.fields.map((field) => pinned.get(field));
  if (index && values?.every(isCountableKey)) plan.counter = { index, values };
  return plan;
};

// undefined when SQL would order some field unlike MongoDB. Ties end in _id order.
const sqlOrderBy = (sort: Record<string, 1 | -1>, exactFields: ReadonlySet<string>): string | undefined => {
  const entries = Object.entries(sort);
  if (!entries.every(([path]) => exactFields.has(path))) return undefined;
  const terms = entries.map(([path, direction]) => `${indexKey(path)} ${direction === -1 ? 'DESC' : 'ASC'}`);
  if (!Object.hasOwn(sort, '_id')) terms.push('id ASC');
  return terms.join(', ');
};
