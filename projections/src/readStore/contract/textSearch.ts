import { describe, expect, it } from 'vitest';
import type { Document } from '../readStore';
import { type ContractContext, ids } from './contractContext';

// Full-text search: substrings in any case, name matches before description matches, each
// group newest first, the filter applied, skip and limit, kept up to date by every write.
export const textSearchContract = (ctx: ContractContext) => {
  const { fresh, seed, write } = ctx;
  const day = (d: number) => `2026-03-${String(d).padStart(2, '0')}T00:00:00.000Z`;
  const world = (id: string, name: string, description: string, d: number, visibility = 'public'): Document => ({
    _id: id,
    name,
    description,
    visibility,
    lastUpdated: day(d),
  });
  const worldsIndex = { text: ['name', 'description'], newestBy: 'lastUpdated' };

  describe('text search', () => {
    it('finds substrings in any case: name matches first, then description matches, each newest first', async () => {
      const c = fresh('searched');
      await ctx.store.ensureIndexes(c, [worldsIndex]);
      await seed(c, [
        world('a', 'Ashvale', 'A valley of cinders', 3),
        world('b', 'The Ashen Court', 'Nobles and ASH', 9),
        world('c', 'Brightmoor', 'Once the ash fell, nothing grew', 5),
        world('d', 'Dashing Seas', 'Pirates', 1),
        world('e', 'Hidden ash', 'Private', 12, 'private'),
        world('f', 'Greenhollow', 'Full of trees', 20),
        world('g', 'Cinder', 'Sashes and ribbons', 7),
      ]);
      const search = (text: string, skip = 0, limit = 50) => ctx.store.collection(c).search(text, { visibility: 'public' }, { skip, limit });
      expect(ids(await search('ash'))).toEqual(['b', 'a', 'd', 'g', 'c']);
      expect(ids(await search('ASH', 1, 3))).toEqual(['a', 'd', 'g']);
      expect(ids(await search('  cinder '))).toEqual(['g', 'a']);
      expect(ids(await search('as'))).toEqual(['b', 'a', 'd', 'g', 'c']); // shorter than a trigram
      expect(ids(await search('s'))).toEqual(['b', 'a', 'd', 'f', 'g', 'c']);
      expect(await search('   ')).toEqual([]);
      expect(await search('zebra')).toEqual([]);
      expect((await search('ash'))[0]).toEqual(world('b', 'The Ashen Court', 'Nobles and ASH', 9));
    });

    it('takes the text literally and folds case beyond ASCII', async () => {
      const c = fresh('literal');
      await ctx.store.ensureIndexes(c, [worldsIndex]);
      await seed(c, [world('a', 'a.b (c)*', '', 1), world('b', 'axb c', '', 2), world('c', 'ÆRØSKØBING', 'Quote " and 100%_ done', 3)]);
      const search = (text: string) => ctx.store.collection(c).search(text, {}, { limit: 10 });
      expect(ids(await search('a.b (c)*'))).toEqual(['a']);
      expect(ids(await search('ærø'))).toEqual(['c']);
      expect(ids(await search('" and 100%_'))).toEqual(['c']);
      expect(ids(await search('%'))).toEqual(['c']);
    });

    it('follows every write: new, changed, renamed, reordered and deleted documents', async () => {
      const c = fresh('changing');
      await ctx.store.ensureIndexes(c, [worldsIndex]);
      await seed(c, [world('a', 'Ashvale', '', 1), world('b', 'Ashfall', '', 2), world('c', 'Brine', 'ash coast', 3)]);
      const search = () => ctx.store.collection(c).search('ash', {}, { limit: 10 });
      await write(c, async (docs) => {
        await docs.update('a', { $set: { lastUpdated: day(10) } }); // most recently updated now
        await docs.put(world('d', 'Cashmere', '', 4));
        await docs.update('b', { $set: { name: 'Fallow', description: 'once Ashfall', lastUpdated: day(11) } });
        await docs.insert(world('e', 'Ember', 'ASH', 5));
        // Inside the unit of work, the search sees its writes.
        expect(ids(await docs.search('ash', {}, { limit: 10 }))).toEqual(['a', 'd', 'b', 'e', 'c']);
      });
      expect(ids(await search())).toEqual(['a', 'd', 'b', 'e', 'c']);
      await write(c, async (docs) => {
        await docs.delete('a');
        await docs.deleteMany({ name: 'Ember' });
        await docs.updateMany({ _id: 'c' }, { $set: { description: 'salt coast' } });
      });
      expect(ids(await search())).toEqual(['d', 'b']);
    });

    it('builds over documents written before the index, and a scoped index searches one scope', async () => {
      const c = fresh('scoped');
      await seed(c, [
        { _id: 'a', worldID: 'w1', title: 'Ash tree', lastUpdated: day(1) },
        { _id: 'b', worldID: 'w2', title: 'Ash tree', lastUpdated: day(2) },
        { _id: 'c', worldID: 'w1', title: 'Dashboard', lastUpdated: day(3) },
        { _id: 'd', worldID: 'w10', title: 'Ash', lastUpdated: day(4) },
      ]);
      await ctx.store.ensureIndexes(c, [{ text: ['title'], newestBy: 'lastUpdated', scope: 'worldID' }]);
      expect(ids(await ctx.store.collection(c).search('ash', { worldID: 'w1' }, { limit: 10 }))).toEqual(['c', 'a']);
      expect(ids(await ctx.store.collection(c).search('as', { worldID: 'w1' }, { limit: 10 }))).toEqual(['c', 'a']);
      expect(ids(await ctx.store.collection(c).search('ash', { worldID: 'w2' }, { limit: 1 }))).toEqual(['b']);
      await expect(ctx.store.collection(c).search('ash', {}, { limit: 10 })).rejects.toThrow(/worldID/);
    });

    it('refuses a collection without a text index, also after the collection is dropped', async () => {
      const c = fresh('unsearched');
      await seed(c, [world('a', 'Ashvale', '', 1)]);
      await expect(ctx.store.collection(c).search('ash', {}, { limit: 10 })).rejects.toThrow(/text index/);
      await ctx.store.ensureIndexes(c, [worldsIndex]);
      expect(ids(await ctx.store.collection(c).search('ash', {}, { limit: 10 }))).toEqual(['a']);
      await ctx.store.dropCollection(c);
      await seed(c, [world('a', 'Ashvale', '', 1)]);
      await expect(ctx.store.collection(c).search('ash', {}, { limit: 10 })).rejects.toThrow(/text index/);
    });
  });
};
