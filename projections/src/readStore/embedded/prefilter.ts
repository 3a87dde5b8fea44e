import type { Filter } from '../readStore';
import { NULL_KEY, indexKey, sqlString } from './sqlText';

// The SQL that selects a find's candidate rows: the collection plus conditions that every match
// of the filter satisfies, on _id and on single-key indexed paths only, so SQLite narrows the
// candidates through an index and mingo, which runs the full filter afterwards, parses only
// those. Anything not understood here is left to mingo: the conditions may let extra rows
// through, never drop a match.
export interface CandidateQuery {
  sql: string;
  params: unknown[];
}

interface Prefilter {
  where: string[];
  params: unknown[];
}

type Key = string | number | boolean | null;

export const planCandidates = (collection: string, filter: Filter, singleKeyFields: ReadonlySet<string>): CandidateQuery => {
  const plan: Prefilter = { where: [], params: [] };
  collect(filter, singleKeyFields, plan);
  // The collection as a literal: SQLite only uses a partial index when the query repeats its
  // WHERE term, and a bound parameter would re-prepare the statement for every collection.
  // likely(): without ANALYZE statistics SQLite takes `collection = …` for a selective primary
  // key prefix and would scan the whole collection rather than search an expression index.
  const where = [`likely(collection = ${sqlString(collection)})`, ...plan.where].join(' AND ');
  return { sql: `SELECT doc FROM documents WHERE ${where}`, params: plan.params };
};

const collect = (filter: Filter, fields: ReadonlySet<string>, plan: Prefilter): void => {
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainObject(part)) collect(part, fields, plan);
      continue;
    }
    const keys = path === '_id' || fields.has(path) ? equalityKeys(condition) : undefined;
    if (!keys) continue;
    if (path === '_id') {
      if (!keys.every((key) => typeof key === 'string')) continue; // _id is always a string here
      add(plan, 'id', keys);
    } else {
      add(plan, indexKey(path), keys);
    }
  }
};

const add = (plan: Prefilter, column: string, keys: Key[]): void => {
  if (keys.length === 1) {
    plan.where.push(`${column} = ?`);
    plan.params.push(sqlKey(keys[0]));
  } else {
    // One parameter whatever the list's length, so one cached statement serves every $in.
    plan.where.push(`${column} IN (SELECT coalesce(value, x'00') FROM json_each(?))`);
    plan.params.push(JSON.stringify(keys));
  }
};

// The values a field must equal for { field: v }, { $eq: v } or { $in: [...] } to match.
const equalityKeys = (condition: unknown): Key[] | undefined => {
  if (isKey(condition)) return [condition];
  if (!isPlainObject(condition) || !Object.keys(condition).every((op) => op.startsWith('$'))) return undefined;
  if (isKey(condition.$eq)) return [condition.$eq];
  const list = condition.$in;
  return Array.isArray(list) && list.every(isKey) ? list : undefined;
};

const isKey = (value: unknown): value is Key =>
  value === null || typeof value === 'string' || typeof value === 'boolean' || (typeof value === 'number' && Number.isFinite(value));

// json_extract gives JSON true/false as 1/0 (so { f: true } also lets f: 1 through; mingo
// drops it) and null or a missing field as SQL NULL, which the index key turns into NULL_KEY.
const sqlKey = (key: Key): unknown => {
  if (key === null) return NULL_KEY;
  if (typeof key === 'boolean') return key ? 1 : 0;
  return key;
};

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
