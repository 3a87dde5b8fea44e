import { describe, expect, it } from 'vitest';
import type { Document, Filter, FindOptions } from '../readStore';
import { type ContractContext, ids } from './contractContext';

// Index-backed lists: with an index on [equalities…, sort fields…] (and a counted one for the
// total), find with sort, skip and limit and count answer exactly what an unindexed collection
// answers, while documents change under them.
export const orderedQueriesContract = (ctx: ContractContext) => {
  const { fresh, seed, write } = ctx;

  describe('index-backed sort, skip, limit and count', () => {
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1) + (i % 97) * 60_000).toISOString(); // repeats: ties
    const docs: Document[] = Array.from({ length: 300 }, (_, i) => ({
      _id: `w${String(i).padStart(3, '0')}`,
      visibility: i % 3 === 0 ? 'private' : 'public',
      authorID: `u${i % 7}`,
      lastUpdated: at(i),
      rank: i % 5,
      flag: i % 2 === 0,
    }));
    const queries: Array<[Filter, FindOptions]> = [
      [{ visibility: 'public' }, { sort: { lastUpdated: -1, _id: 1 }, limit: 20 }],
      [{ visibility: 'public' }, { sort: { lastUpdated: -1, _id: 1 }, skip: 180, limit: 20 }],
      [{ visibility: 'public' }, { sort: { lastUpdated: -1, _id: 1 }, skip: 500, limit: 20 }],
      [{ visibility: 'public' }, { sort: { lastUpdated: 1, _id: -1 }, skip: 3, limit: 7 }],
      [{ visibility: 'public' }, { sort: { lastUpdated: -1 }, limit: 10 }],
      [{ visibility: 'private', authorID: 'u3' }, { sort: { lastUpdated: -1, _id: 1 } }],
      [{ visibility: { $in: ['public', 'private'] } }, { sort: { lastUpdated: -1, _id: 1 }, skip: 5, limit: 30 }],
      [
        { visibility: 'public', rank: { $gt: 2 } },
        { sort: { lastUpdated: -1, _id: 1 }, skip: 4, limit: 9 },
      ],
      [
        { visibility: 'public', flag: true },
        { sort: { lastUpdated: -1, _id: 1 }, limit: 12 },
      ],
      [{ visibility: 'public' }, { sort: { rank: 1, lastUpdated: -1, _id: 1 }, skip: 10, limit: 10 }],
      [{}, { sort: { _id: -1 }, skip: 290 }],
      // Ranges on indexed paths, as pages read after the last key seen are.
      [
        { visibility: 'public', lastUpdated: { $gte: at(50) } },
        { sort: { lastUpdated: 1, _id: 1 }, limit: 15 },
      ],
      [{ visibility: 'public', lastUpdated: { $gt: at(3), $lt: at(10) } }, { sort: { lastUpdated: -1, _id: 1 } }],
      [{ _id: { $gt: 'w150' } }, { sort: { _id: 1 }, limit: 10 }],
      [
        { authorID: 'u1', rank: { $gte: 2 } },
        { sort: { rank: 1 }, limit: 5 },
      ],
      [{ authorID: 'u1', rank: { $lte: 'z' } }, { sort: { rank: 1 } }],
      [{ authorID: 'u2' }, { skip: 2, limit: 5, sort: { _id: 1 } }],
    ];

    const expectSameAnswers = async (indexed: string, plain: string) => {
      for (const [filter, options] of queries) {
        const label = JSON.stringify([filter, options]);
        const expected = ids(await ctx.store.collection(plain).find(filter, options));
        expect(ids(await ctx.store.collection(indexed).find(filter, options)), label).toEqual(expected);
        expect(await ctx.store.collection(indexed).count(filter), label).toBe(await ctx.store.collection(plain).count(filter));
      }
    };

    it('answers pages and totals like an unindexed collection, before and after changes', async () => {
      const indexed = fresh('ordered');
      const plain = fresh('unordered');
      await ctx.store.ensureIndexes(indexed, [
        { fields: ['visibility', '-lastUpdated', '_id'] },
        { fields: ['visibility'], counted: true },
        { fields: ['authorID'] },
        { fields: ['authorID', 'rank'] },
      ]);
      for (const c of [indexed, plain]) await seed(c, docs);
      await expectSameAnswers(indexed, plain);
      expect(await ctx.store.collection(indexed).count({ visibility: 'public' })).toBe(200);

      for (const c of [indexed, plain]) {
        await write(c, async (docs) => {
          await docs.update('w001', { $set: { visibility: 'private', lastUpdated: '2027-01-01T00:00:00.000Z' } });
          await docs.update('w003', { $set: { visibility: 'public', lastUpdated: '2027-01-02T00:00:00.000Z' } });
          await docs.put({ _id: 'w004', visibility: 'public', authorID: 'u1', lastUpdated: '2025-01-01T00:00:00.000Z', rank: 1, flag: false });
          await docs.delete('w005');
          await docs.deleteMany({ authorID: 'u6', visibility: 'public' });
          await docs.updateMany({ authorID: 'u5' }, { $set: { visibility: 'public' } });
          await docs.insert({ _id: 'x1', visibility: 'public', authorID: 'u0', lastUpdated: '2027-02-01T00:00:00.000Z', rank: 0, flag: true });
        });
      }
      await expectSameAnswers(indexed, plain);
    });

    it('still answers rightly once an indexed field holds nulls, booleans or nothing', async () => {
      const indexed = fresh('ordered');
      const plain = fresh('unordered');
      await ctx.store.ensureIndexes(indexed, [{ fields: ['visibility', '-lastUpdated', '_id'] }, { fields: ['visibility'], counted: true }]);
      for (const c of [indexed, plain]) {
        await seed(c, docs.slice(0, 120));
        await write(c, async (docs) => {
          await docs.update('w001', { $unset: { lastUpdated: '' } });
          await docs.update('w002', { $set: { lastUpdated: null } });
          await docs.update('w004', { $set: { lastUpdated: true } });
          await docs.update('w007', { $set: { visibility: null } });
          await docs.update('w008', { $unset: { visibility: '' } });
        });
      }
      await expectSameAnswers(indexed, plain);
      expect(await ctx.store.collection(indexed).count({ visibility: null })).toBe(2);
    });

    it('builds counts over documents written before the index', async () => {
      const c = fresh('late');
      await seed(c, docs.slice(0, 30));
      await ctx.store.ensureIndexes(c, [{ fields: ['visibility', 'authorID'], counted: true }]);
      const expected = docs.slice(0, 30).filter((doc) => doc.visibility === 'public' && doc.authorID === 'u2').length;
      expect(await ctx.store.collection(c).count({ visibility: 'public', authorID: 'u2' })).toBe(expected);
      await write(c, (docs) => docs.insert({ _id: 'new', visibility: 'public', authorID: 'u2', lastUpdated: at(1) }));
      expect(await ctx.store.collection(c).count({ authorID: 'u2', visibility: 'public' })).toBe(expected + 1);
    });
  });
};
