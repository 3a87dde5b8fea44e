import { isDeepStrictEqual } from 'node:util';
import { isFieldStep, type Document, type Update } from '../readStore';

// mingo's updater rebuilds its operator tables on every call, which made it most of the cost of
// a projection rebuild. The updates projections send most ($set, $unset, $inc on plain dotted
// paths through objects) are applied here directly; anything else — other operators, arrays
// on the path, a path named twice, $inc of a non-number — returns null and goes to mingo, so
// MongoDB semantics stay mingo's. The read store contract runs both paths.

const FAST_OPERATORS = new Set(['$set', '$unset', '$inc']);
export const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

// The object holding a path's last key, creating missing objects only when `create`; null when
// the path crosses an array or a scalar (mingo's business).
const locate = (doc: Record<string, unknown>, keys: readonly string[], create: boolean): Record<string, unknown> | null | undefined => {
  let node = doc;
  for (let i = 0; i < keys.length - 1; i++) {
    const key = keys[i];
    const next = Object.hasOwn(node, key) ? node[key] : undefined;
    if (next === undefined) {
      if (!create) return undefined; // nothing there: $unset has nothing to do
      node[key] = {};
    } else if (!isPlainObject(next)) return null;
    node = node[key] as Record<string, unknown>;
  }
  return node;
};

// A step named like something every object inherits (`__proto__`, `constructor`, `toString`)
// goes to mingo, which refuses `__proto__`: read naively, `$set: {'__proto__.x': 1}` would
// write to Object.prototype itself. A digit step on an array is mingo's too (locate steps
// aside); on an object it is a field like any other, as in MongoDB.
const plainPath = (path: string) => path !== '_id' && !path.startsWith('_id.') && path.split('.').every(isFieldStep);

// A path's keys when it is plain, else null. Projections update the same few paths millions of
// times in a rebuild: each is checked and split once (the map is emptied should it ever grow).
const KNOWN_PATHS_MAX = 10_000;
const knownPaths = new Map<string, readonly string[] | null>();
const plainKeys = (path: string): readonly string[] | null => {
  let keys = knownPaths.get(path);
  if (keys !== undefined) return keys;
  keys = plainPath(path) ? path.split('.') : null;
  if (knownPaths.size >= KNOWN_PATHS_MAX) knownPaths.clear();
  knownPaths.set(path, keys);
  return keys;
};

// Whether `path` lies inside `outer` (`a.b` inside `a`).
const isWithin = (path: string, outer: string) => path.length > outer.length && path.charCodeAt(outer.length) === 46 && path.startsWith(outer);

const isScalar = (value: unknown) => value === null || typeof value !== 'object';

// Returns whether the document changed, or null when the update is not one this handles.
// Projections call it millions of times in a rebuild: it allocates nothing on the usual path.
export const tryFastUpdate = (doc: Document, update: Update): boolean | null => {
  // Check the whole update can be done here before changing anything.
  const checked = checkedPaths;
  checked.length = 0;
  for (const operator in update) {
    const fields = update[operator];
    if (!FAST_OPERATORS.has(operator) || !isPlainObject(fields)) return null;
    for (const path in fields) {
      const keys = plainKeys(path);
      if (!keys) return null;
      for (const other of checked) if (other === path || isWithin(path, other) || isWithin(other, path)) return null;
      checked.push(path);
      const value = fields[path];
      if (operator === '$inc' && typeof value !== 'number') return null;
      if (operator === '$set' && value === undefined) return null;
      const parent = locate(doc, keys, false); // create=false: only looks
      if (parent === null) return null;
      if (operator === '$inc' && parent && parent[keys[keys.length - 1]] !== undefined && typeof parent[keys[keys.length - 1]] !== 'number') return null;
    }
  }
  let changed = false;
  for (const operator in update) {
    const fields = update[operator];
    for (const path in fields) {
      const keys = plainKeys(path)!;
      const parent = locate(doc, keys, operator !== '$unset');
      if (!parent) continue;
      const key = keys[keys.length - 1];
      const value = fields[path];
      if (operator === '$unset') {
        if (Object.hasOwn(parent, key)) {
          delete parent[key];
          changed = true;
        }
      } else if (operator === '$inc') {
        const before = parent[key] as number | undefined;
        parent[key] = (before ?? 0) + (value as number);
        if (before === undefined || value !== 0) changed = true;
      } else if (isScalar(value)) {
        if (!Object.is(parent[key], value)) {
          parent[key] = value;
          changed = true;
        }
      } else if (!isDeepStrictEqual(parent[key], value)) {
        parent[key] = structuredClone(value);
        changed = true;
      }
    }
  }
  return changed;
};

// The paths of the update being checked (one update at a time: the calls are synchronous).
const checkedPaths: string[] = [];
