import { beforeAll, describe, expect, it } from 'vitest';
import type { Filter } from '../readStore';
import { type ContractContext, ids, sortedIds } from './contractContext';

// Every filter operator of the port's subset, sort, skip, limit and count, on one small collection.
export const queriesContract = (ctx: ContractContext) => {
  const { fresh, seed } = ctx;

  describe('queries', () => {
    const people = fresh('people');
    beforeAll(() =>
      seed(people, [
        { _id: 'a', name: 'Alice', kind: 'hero', rank: 3, tags: ['brave', 'tall'], meta: { color: 'red', size: 1 }, born: 100 },
        { _id: 'b', name: 'bob', kind: 'villain', rank: 1, tags: ['sly'], meta: { color: 'blue', size: 2 } },
        { _id: 'c', name: 'Carol', kind: 'hero', rank: 5, tags: [], meta: { color: 'red', size: 3 }, born: null },
        { _id: 'd', name: 'Dave', kind: 'extra', rank: 2, meta: { color: 'green' } },
        { _id: 'e', name: 'Eve', kind: 'villain', rank: 4, tags: ['sly', 'brave'], meta: { color: 'blue', size: 5 }, born: 250 },
      ]),
    );

    const cases: Array<[string, Filter, string[]]> = [
      ['equality', { kind: 'hero' }, ['a', 'c']],
      ['a nested path', { 'meta.color': 'blue' }, ['b', 'e']],
      ['an array element', { tags: 'brave' }, ['a', 'e']],
      ['$eq', { rank: { $eq: 2 } }, ['d']],
      ['$ne', { kind: { $ne: 'hero' } }, ['b', 'd', 'e']],
      ['$ne on a field some documents lack', { 'meta.size': { $ne: 2 } }, ['a', 'c', 'd', 'e']],
      ['$in', { kind: { $in: ['hero', 'extra'] } }, ['a', 'c', 'd']],
      ['$in on an array field', { tags: { $in: ['tall', 'sly'] } }, ['a', 'b', 'e']],
      ['$nin', { rank: { $nin: [1, 2] } }, ['a', 'c', 'e']],
      ['$nin on a field some documents lack', { born: { $nin: [100] } }, ['b', 'c', 'd', 'e']],
      ['$gt', { rank: { $gt: 3 } }, ['c', 'e']],
      ['$gte', { rank: { $gte: 3 } }, ['a', 'c', 'e']],
      ['$lt', { rank: { $lt: 2 } }, ['b']],
      ['$lte', { rank: { $lte: 2 } }, ['b', 'd']],
      ['a range', { rank: { $gt: 1, $lt: 4 } }, ['a', 'd']],
      ['$regex with $options', { name: { $regex: '^[a-c]', $options: 'i' } }, ['a', 'b', 'c']],
      ['a RegExp', { name: /e$/ }, ['a', 'd', 'e']],
      ['$and', { $and: [{ kind: 'hero' }, { 'meta.size': { $gt: 1 } }] }, ['c']],
      ['$or', { $or: [{ kind: 'extra' }, { rank: { $gte: 5 } }] }, ['c', 'd']],
      ['$exists: true (null exists)', { born: { $exists: true } }, ['a', 'c', 'e']],
      ['$exists: false', { tags: { $exists: false } }, ['d']],
      ['$not', { rank: { $not: { $gt: 2 } } }, ['b', 'd']],
      ['null (matches missing too)', { born: null }, ['b', 'c', 'd']],
      ['an empty filter', {}, ['a', 'b', 'c', 'd', 'e']],
      ['no match', { kind: 'nobody' }, []],
    ];

    it.each(cases)('find and count with %s', async (_label, filter, expected) => {
      expect(sortedIds(await ctx.store.collection(people).find(filter))).toEqual(expected);
      expect(await ctx.store.collection(people).count(filter)).toBe(expected.length);
    });

    it('sorts by several keys, ascending and descending', async () => {
      const found = await ctx.store.collection(people).find({}, { sort: { kind: 1, rank: -1 } });
      expect(ids(found)).toEqual(['d', 'c', 'a', 'e', 'b']);
    });

    it('sorts a missing field lowest', async () => {
      expect(ids(await ctx.store.collection(people).find({}, { sort: { 'meta.size': -1 } }))).toEqual(['e', 'c', 'b', 'a', 'd']);
      expect(ids(await ctx.store.collection(people).find({}, { sort: { born: 1, _id: 1 } }))).toEqual(['b', 'c', 'd', 'a', 'e']);
    });

    it('applies skip and limit after the sort', async () => {
      expect(ids(await ctx.store.collection(people).find({}, { sort: { rank: 1 }, skip: 1, limit: 2 }))).toEqual(['d', 'a']);
      expect(ids(await ctx.store.collection(people).find({ kind: 'villain' }, { sort: { _id: 1 }, limit: 1 }))).toEqual(['b']);
      expect(await ctx.store.collection(people).find({}, { limit: 3 })).toHaveLength(3);
      expect(await ctx.store.collection(people).find({}, { sort: { _id: 1 }, skip: 4 })).toHaveLength(1);
    });
  });
};
