import type { Filter } from '../readStore';
import { NULL_KEY, indexKey } from './sqlText';

// The SQL that selects a find's candidate rows from the collection's table: conditions that every match
// of the filter satisfies, on _id and on single-key indexed paths only, so SQLite narrows the
// candidates through an index and mingo, which runs the full filter afterwards, parses only
// those. Anything not understood here is left to mingo: the conditions may let extra rows
// through, never drop a match.
export interface CandidateQuery {
  sql: string;
  params: unknown[];
}

export interface Prefilter {
  where: string[];
  params: unknown[];
  // The conditions are the whole filter: every row they select matches it (see queryPlanner.ts).
  exact: boolean;
  // Paths the filter pins to one value, and that value.
  pinned: Map<string, Key>;
}

type Key = string | number | boolean | null;

export const planCandidates = (table: string, filter: Filter, singleKeyFields: ReadonlySet<string>): CandidateQuery => {
  const plan = collectConditions(filter, singleKeyFields, new Set());
  return { sql: `SELECT doc FROM ${table}${whereOf(plan)}`, params: plan.params };
};

// The conditions as a WHERE clause, or nothing when there are none.
export const whereOf = (plan: Prefilter): string => (plan.where.length === 0 ? '' : ` WHERE ${plan.where.join(' AND ')}`);

// exactFields: paths whose values are all single strings or numbers, where an equality in SQL
// selects exactly MongoDB's matches (see IndexCatalog.exactFields).
export const collectConditions = (filter: Filter, singleKeyFields: ReadonlySet<string>, exactFields: ReadonlySet<string>): Prefilter => {
  const plan: Prefilter = { where: [], params: [], exact: true, pinned: new Map() };
  collect(filter, singleKeyFields, exactFields, plan);
  return plan;
};

const collect = (filter: Filter, fields: ReadonlySet<string>, exactFields: ReadonlySet<string>, plan: Prefilter): void => {
  for (const [path, condition] of Object.entries(filter)) {
    if (path === '$and' && Array.isArray(condition)) {
      for (const part of condition) {
        if (isPlainObject(part)) collect(part, fields, exactFields, plan);
        else plan.exact = false;
      }
      continue;
    }
    const range = exactFields.has(path) ? rangeOf(condition) : undefined;
    if (range) {
      addRange(plan, indexKey(path), range);
      continue;
    }
    const keys = path === '_id' || fields.has(path) ? equalityKeys(condition) : undefined;
    if (!keys || (path === '_id' && !keys.every((key) => typeof key === 'string'))) {
      plan.exact = false; // _id is always a string here; anything else is left to mingo
      continue;
    }
    // JSON true and false compare in SQL as 1 and 0, so only strings, numbers and null are exact.
    const alone = !isPlainObject(condition) || Object.keys(condition).length === 1; // { $eq: 3, $ne: 4 } says more
    if (!alone || !exactFields.has(path) || keys.some((key) => typeof key === 'boolean')) plan.exact = false;
    if (keys.length === 1) plan.pinned.set(path, keys[0]);
    add(plan, indexKey(path), keys);
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

// A range ({ $gt, $gte, $lt, $lte }, each bound of one type: all numbers or all strings) on a
// path whose values are all strings or numbers. MongoDB compares a bound only with values of its
// type (a number bound never matches a string), so the SQL also keeps the value to that type:
// SQLite orders every number before every string, and every string before a blob (NULL_KEY).
type Range = { ops: [string, number | string][]; numbers: boolean };
const RANGE_OPS: Record<string, string> = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' };

const rangeOf = (condition: unknown): Range | undefined => {
  if (!isPlainObject(condition)) return undefined;
  const ops = Object.entries(condition);
  if (ops.length === 0 || !ops.every(([op]) => Object.hasOwn(RANGE_OPS, op))) return undefined;
  const numbers = ops.every(([, bound]) => typeof bound === 'number' && Number.isFinite(bound));
  if (!numbers && !ops.every(([, bound]) => typeof bound === 'string')) return undefined;
  return { ops: ops as [string, number | string][], numbers };
};

const addRange = (plan: Prefilter, column: string, range: Range): void => {
  for (const [op, bound] of range.ops) {
    plan.where.push(`${column} ${RANGE_OPS[op]} ?`);
    plan.params.push(bound);
  }
  plan.where.push(...(range.numbers ? [`${column} < ''`] : [`${column} >= ''`, `${column} < x''`]));
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
