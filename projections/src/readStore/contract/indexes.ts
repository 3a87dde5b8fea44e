import { describe, expect, it } from 'vitest';
import type { CollectionWriter, Filter } from '../readStore';
import { DuplicateKeyError } from '../readStoreErrors';
import { type ContractContext, ids, sortedIds } from './contractContext';

// Indexes change speed, never results; unique indexes reject duplicates like MongoDB's.
export const indexesContract = (ctx: ContractContext) => {
  const { fresh, seed, write } = ctx;

  describe('indexes', () => {
    it('indexed and unindexed finds return the same documents, arrays in indexed fields included', async () => {
      const plain = fresh('plain');
      const indexed = fresh('indexed');
      await ctx.store.ensureIndexes(indexed, [{ fields: ['worldId'] }, { fields: ['worldId', 'order'] }]);
      const docs = Array.from({ length: 240 }, (_, i) => ({
        _id: `d${i}`,
        order: i,
        ...(i % 11 === 0 ? {} : { worldId: `w${i % 7}` }),
        owner: i % 5 === 0 ? null : { id: `u${i % 4}` },
        labels: i % 4 === 0 ? ['x', `y${i % 3}`] : `y${i % 3}`,
        flag: i % 3 === 0,
      }));
      for (const c of [plain, indexed]) await seed(c, docs);
      // Built over existing documents, one of them over a field that already holds arrays.
      await ctx.store.ensureIndexes(indexed, [{ fields: ['owner.id'] }, { fields: ['labels'] }, { fields: ['flag'] }]);

      const filters: Filter[] = [
        { worldId: 'w3' },
        { worldId: { $in: ['w1', 'w2'] } },
        { worldId: null },
        { worldId: { $in: [null, 'w4'] } },
        { worldId: 'w9' },
        { worldId: 'w2', order: { $gte: 100 } },
        { worldId: 'w5', order: 40 },
        { worldId: { $eq: 'w0' }, flag: false },
        { worldId: { $in: [] } },
        { 'owner.id': 'u2' },
        { 'owner.id': null },
        { 'owner.id': 'u9' },
        { labels: 'x' },
        { labels: { $in: ['y1', 'nope'] } },
        { flag: true },
        { $and: [{ worldId: 'w6' }, { 'owner.id': { $ne: 'u1' } }] },
        { $or: [{ worldId: 'w1' }, { order: 3 }] },
        { _id: { $in: ['d1', 'd2', 'd8', 'nope'] } },
        { _id: 'd7' },
      ];
      const expectSameResults = async () => {
        for (const filter of filters) {
          const expected = ids(await ctx.store.collection(plain).find(filter, { sort: { _id: 1 } }));
          const label = JSON.stringify(filter);
          expect(ids(await ctx.store.collection(indexed).find(filter, { sort: { _id: 1 } })), label).toEqual(expected);
          expect(await ctx.store.collection(indexed).count(filter), label).toBe(expected.length);
        }
      };
      await expectSameResults();
      expect(await ctx.store.collection(indexed).count({ worldId: 'w3' })).toBeGreaterThan(20);

      // Arrays written after the index exists: MongoDB matches their elements.
      for (const c of [plain, indexed]) {
        await write(c, async (docs) => {
          await docs.update('d7', { $set: { worldId: ['w3', 'w9'] } });
          await docs.put({ _id: 'd8', worldId: 'w9', owner: [{ id: 'u9' }], labels: 'z', flag: false });
        });
      }
      await expectSameResults();
      expect(sortedIds(await ctx.store.collection(indexed).find({ worldId: 'w9' }))).toEqual(['d7', 'd8']);
      expect(ids(await ctx.store.collection(indexed).find({ 'owner.id': 'u9' }))).toEqual(['d8']);
    });

    it('a unique index rejects duplicate keys from insert, put and update, and the unit of work stores nothing', async () => {
      const c = fresh('users');
      await ctx.store.ensureIndexes(c, [{ fields: ['email'], unique: true }]);
      await ctx.store.ensureIndexes(c, [{ fields: ['email'], unique: true }]);
      await seed(c, [{ _id: 'u1', email: 'a@x' }]);
      const violations: Array<(docs: CollectionWriter) => Promise<unknown>> = [
        (docs) => docs.insert({ _id: 'u3', email: 'a@x' }),
        (docs) => docs.put({ _id: 'u3', email: 'a@x' }),
        async (docs) => {
          await docs.insert({ _id: 'u3', email: 'c@x' });
          await docs.update('u3', { $set: { email: 'a@x' } });
        },
      ];
      for (const violate of violations) {
        const unit = write(c, async (docs) => {
          await docs.insert({ _id: 'u2', email: 'b@x' });
          await violate(docs);
        });
        await expect(unit).rejects.toBeInstanceOf(DuplicateKeyError);
      }
      expect(await ctx.store.collection(c).find()).toEqual([{ _id: 'u1', email: 'a@x' }]);
      await write(c, (docs) => docs.put({ _id: 'u1', email: 'a@x', name: 'Ann' })); // its own key is no conflict
      expect(await ctx.store.collection(c).get('u1')).toEqual({ _id: 'u1', email: 'a@x', name: 'Ann' });
    });

    it('a unique index keys a missing field as null, so only one document may lack it', async () => {
      const c = fresh('users');
      await ctx.store.ensureIndexes(c, [{ fields: ['email'], unique: true }]);
      await seed(c, [{ _id: 'n1' }]);
      await expect(write(c, (docs) => docs.insert({ _id: 'n2' }))).rejects.toBeInstanceOf(DuplicateKeyError);
      await expect(write(c, (docs) => docs.insert({ _id: 'n3', email: null }))).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await ctx.store.collection(c).count()).toBe(1);
    });

    it('building a unique index over duplicate keys fails with DuplicateKeyError and leaves no index', async () => {
      const c = fresh('codes');
      await seed(c, [
        { _id: '1', code: 'A' },
        { _id: '2', code: 'A' },
      ]);
      await expect(ctx.store.ensureIndexes(c, [{ fields: ['code'], unique: true }])).rejects.toBeInstanceOf(DuplicateKeyError);
      await write(c, (docs) => docs.insert({ _id: '3', code: 'A' }));
      expect(await ctx.store.collection(c).count({ code: 'A' })).toBe(3);
    });
  });
};
