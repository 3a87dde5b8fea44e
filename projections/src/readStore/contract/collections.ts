import { describe, expect, it } from 'vitest';
import type { ContractContext } from './contractContext';

// Collections listed and dropped, and the readiness probe.
export const collectionsContract = (ctx: ContractContext) => {
  const { fresh, write } = ctx;

  describe('collections', () => {
    it('listCollections names written collections; dropCollection removes documents and indexes', async () => {
      const kept = fresh('kept');
      const dropped = fresh('dropped');
      await ctx.store.ensureIndexes(dropped, [{ fields: ['email'], unique: true }]);
      await ctx.store.transaction(async (unit) => {
        await unit.collection(kept).insert({ _id: 'k' });
        await unit.collection(dropped).insert({ _id: 'a', email: 'x' });
      });
      expect(await ctx.store.listCollections()).toEqual(expect.arrayContaining([kept, dropped]));

      await ctx.store.dropCollection(dropped);
      const names = await ctx.store.listCollections();
      expect(names).toContain(kept);
      expect(names).not.toContain(dropped);
      expect(await ctx.store.collection(dropped).find()).toEqual([]);
      expect(await ctx.store.collection(dropped).get('a')).toBeNull();
      // The unique index went with the collection.
      await write(dropped, async (docs) => {
        await docs.insert({ _id: 'b', email: 'x' });
        await docs.insert({ _id: 'c', email: 'x' });
      });
      expect(await ctx.store.collection(dropped).count({ email: 'x' })).toBe(2);
      await expect(ctx.store.dropCollection(fresh('never_written'))).resolves.toBeUndefined();
    });

    it('ping answers', async () => {
      await expect(ctx.store.ping()).resolves.toBeUndefined();
    });
  });
};
