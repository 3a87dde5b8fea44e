import { describe, expect, it } from 'vitest';
import { update as mingoUpdate, type Modifier } from 'mingo/updater';
import type { Document, Update } from '../readStore';
import { tryFastUpdate } from './fastUpdate';

// The fast path must agree with mingo wherever it answers, and step aside everywhere else.
const both = (doc: Document, update: Update) => {
  const fast = structuredClone(doc);
  const slow = structuredClone(doc);
  const changed = tryFastUpdate(fast, update);
  const slowChanged = mingoUpdate(slow, update as Modifier<Document>).length > 0;
  return { fast, slow, changed, slowChanged };
};

describe('fast update path', () => {
  it.each<[string, Document, Update]>([
    ['$set of a top-level field', { _id: 'a', n: 1 }, { $set: { n: 2, m: 'x' } }],
    ['$set creating nested objects', { _id: 'a' }, { $set: { 'a.b.c': 1 } }],
    ['$set of an unchanged value', { _id: 'a', n: { x: [1] } }, { $set: { n: { x: [1] } } }],
    ['$inc of a missing field', { _id: 'a' }, { $inc: { n: 3 } }],
    ['$inc by zero of an existing field', { _id: 'a', n: 1 }, { $inc: { n: 0 } }],
    ['$unset of present and missing fields', { _id: 'a', n: 1, o: { p: 1 } }, { $unset: { n: '', 'o.p': '', 'x.y': '' } }],
    ['$set and $inc together', { _id: 'a', n: 1 }, { $set: { last: '/p' }, $inc: { n: 1 } }],
    [
      '$set and $unset of part ids',
      { _id: 'a', keys: { 'k-0': 1 } },
      { $set: { 'keys.k-1': { r: 1 }, 'keys.0a': 2, 'keys.7': 3 }, $unset: { 'keys.k-0': '' } },
    ],
  ])('agrees with mingo: %s', (_name, doc, update) => {
    const { fast, slow, changed, slowChanged } = both(doc, update);
    expect(changed).not.toBeNull();
    expect(fast).toEqual(slow);
    expect(changed).toBe(slowChanged);
  });

  it.each<[string, Document, Update]>([
    ['other operators', { _id: 'a', l: [] }, { $push: { l: 1 } }],
    ['an array on the path', { _id: 'a', l: [{ n: 1 }] }, { $set: { 'l.0.n': 2 } }],
    ['$inc of a non-number', { _id: 'a', n: 'x' }, { $inc: { n: 1 } }],
    ['a path named twice', { _id: 'a' }, { $set: { n: 1 }, $inc: { n: 1 } }],
    ['overlapping paths', { _id: 'a' }, { $set: { a: {}, 'a.b': 1 } }],
    ['_id', { _id: 'a' }, { $set: { _id: 'b' } }],
    ['positional operators', { _id: 'a', l: [1] }, { $set: { 'l.$': 2 } }],
    ['a __proto__ step', { _id: 'a' }, { $set: { '__proto__.polluted': 1 } }],
    ['a __proto__ leaf', { _id: 'a', o: {} }, { $set: { 'o.__proto__': { polluted: 1 } } }],
    ['a constructor step', { _id: 'a' }, { $set: { 'constructor.prototype.polluted': 1 } }],
    ['a toString leaf', { _id: 'a' }, { $inc: { toString: 1 } }],
    ['an $unset of hasOwnProperty', { _id: 'a' }, { $unset: { hasOwnProperty: '' } }],
  ])('leaves %s to mingo, unchanged', (_name, doc, update) => {
    const copy = structuredClone(doc);
    expect(tryFastUpdate(copy, update)).toBeNull();
    expect(copy).toEqual(doc);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
