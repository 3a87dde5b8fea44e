import { describe, expect, it } from 'vitest';
import { DuplicateKeyError } from '../readStoreErrors';
import { type ContractContext, ids, sortedIds } from './contractContext';

// insert, get, put, update (each update operator), upsert, updateMany, delete, deleteMany.
export const documentsContract = (ctx: ContractContext) => {
  const { fresh, seed, write } = ctx;

  describe('documents', () => {
    it('insert stores a document that get returns as a copy; an unknown id reads as null', async () => {
      const c = fresh('docs');
      const doc = { _id: 'a', title: 'Atlas', meta: { pages: 3 }, tags: ['x'] };
      await seed(c, [doc]);
      const read = await ctx.store.collection(c).get('a');
      expect(read).toEqual(doc);
      read!.title = 'changed';
      expect(await ctx.store.collection(c).get('a')).toEqual(doc);
      expect(await ctx.store.collection(c).get('missing')).toBeNull();
    });

    it('get with fields returns those top-level fields and _id only, as a copy, committed or pending', async () => {
      const c = fresh('docs');
      await seed(c, [{ _id: 'a', title: 'Atlas', meta: { pages: 3 }, keys: { k1: { rune: 'r' } } }]);
      const read = await ctx.store.collection(c).get('a', { fields: ['meta', 'missing'] });
      expect(read).toEqual({ _id: 'a', meta: { pages: 3 } });
      const inWork = await write(c, async (docs) => {
        await docs.update('a', { $set: { 'meta.pages': 4 } });
        const picked = await docs.get('a', { fields: ['meta'] });
        (picked!.meta as { pages: number }).pages = 99;
        return docs.get('a', { fields: ['meta', 'title'] });
      });
      expect(inWork).toEqual({ _id: 'a', title: 'Atlas', meta: { pages: 4 } });
      expect(await ctx.store.collection(c).get('a')).toEqual({ _id: 'a', title: 'Atlas', meta: { pages: 4 }, keys: { k1: { rune: 'r' } } });
    });

    it('get with fields gives each value as stored: strings, numbers, booleans, null, objects and arrays', async () => {
      const c = fresh('docs');
      const doc = { _id: 'a', s: 'é "quoted"\n', n: 1.5, i: -2, t: true, f: false, z: null, o: { k: [1, { a: 'b' }], e: {} }, l: [], big: 2 ** 53 - 1 };
      await seed(c, [doc]);
      const fields = ['s', 'n', 'i', 't', 'f', 'z', 'o', 'l', 'big', 'missing'];
      expect(await ctx.store.collection(c).get('a', { fields })).toEqual(doc);
      expect(await ctx.store.collection(c).get('a', { fields: ['missing'] })).toEqual({ _id: 'a' });
      expect(await ctx.store.collection(c).get('b', { fields })).toBeNull();
    });

    it('get with dotted fields returns those fields inside their objects, committed or pending', async () => {
      const c = fresh('docs');
      await seed(c, [{ _id: 'a', title: 'Atlas', keys: { k1: { rune: 'r', order: 1 }, 'k-2': { rune: 's', order: 2 } } }]);
      const read = await ctx.store.collection(c).get('a', { fields: ['keys.k-2', 'keys.missing', 'title.length', 'gone.x'] });
      expect(read).toEqual({ _id: 'a', keys: { 'k-2': { rune: 's', order: 2 } } });
      const inWork = await write(c, async (docs) => {
        await docs.update('a', { $set: { 'keys.k1.order': 5 } });
        const picked = await docs.get('a', { fields: ['keys.k1'] });
        (picked!.keys as Record<string, { order: number }>).k1.order = 99;
        return docs.get('a', { fields: ['keys.k1.order', 'keys.k3'] });
      });
      expect(inWork).toEqual({ _id: 'a', keys: { k1: { order: 5 } } });
    });

    it('insert of an existing _id throws DuplicateKeyError and keeps the first document', async () => {
      const c = fresh('docs');
      await seed(c, [{ _id: 'a', v: 1 }]);
      await expect(write(c, (docs) => docs.insert({ _id: 'a', v: 2 }))).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await ctx.store.collection(c).get('a')).toEqual({ _id: 'a', v: 1 });
    });

    it('put inserts, then replaces the whole document', async () => {
      const c = fresh('docs');
      await write(c, (docs) => docs.put({ _id: 'p', a: 1, b: 2 }));
      await write(c, (docs) => docs.put({ _id: 'p', c: 3 }));
      expect(await ctx.store.collection(c).get('p')).toEqual({ _id: 'p', c: 3 });
      expect(await ctx.store.collection(c).count()).toBe(1);
    });

    it('update applies $set (nested paths too), $unset, $inc, $push, $pull and $addToSet', async () => {
      const c = fresh('docs');
      await seed(c, [{ _id: 'd', title: 'A', meta: { color: 'red' }, n: 1, tags: ['a', 'b', 'a'], draft: true }]);
      const changes = await write(c, async (docs) => [
        await docs.update('d', {
          $set: { title: 'B', 'meta.size': 3, 'deep.x.y': 1 },
          $unset: { draft: '' },
          $inc: { n: 2, views: 5 },
          $push: { log: 'one' },
        }),
        await docs.update('d', { $pull: { tags: 'a' } }),
        await docs.update('d', { $addToSet: { tags: 'b' } }),
        await docs.update('d', { $addToSet: { tags: 'c' } }),
        await docs.update('d', { $push: { log: 'two' } }),
      ]);
      expect(changes).toEqual([true, true, false, true, true]);
      expect(await ctx.store.collection(c).get('d')).toEqual({
        _id: 'd',
        title: 'B',
        meta: { color: 'red', size: 3 },
        deep: { x: { y: 1 } },
        n: 3,
        views: 5,
        tags: ['b', 'c'],
        log: ['one', 'two'],
      });
    });

    it('update answers false and writes nothing for an unknown id or when nothing changes', async () => {
      const c = fresh('docs');
      await seed(c, [{ _id: 's', a: 1 }]);
      expect(await write(c, (docs) => docs.update('nope', { $set: { a: 1 } }))).toBe(false);
      expect(await write(c, (docs) => docs.update('s', { $set: { a: 1 } }))).toBe(false);
      expect(await ctx.store.collection(c).get('nope')).toBeNull();
      expect(await ctx.store.collection(c).count()).toBe(1);
    });

    it('update with upsert creates the document from its _id, then updates it', async () => {
      const c = fresh('docs');
      const bump = () => write(c, (docs) => docs.update('u', { $inc: { n: 1 }, $set: { 'a.b': 'x' } }, { upsert: true }));
      expect(await bump()).toBe(true);
      expect(await ctx.store.collection(c).get('u')).toEqual({ _id: 'u', n: 1, a: { b: 'x' } });
      expect(await bump()).toBe(true);
      expect(await ctx.store.collection(c).get('u')).toEqual({ _id: 'u', n: 2, a: { b: 'x' } });
    });

    it('updateMany updates every match and counts the documents it changed', async () => {
      const c = fresh('docs');
      await seed(c, [
        { _id: '1', kind: 'a' },
        { _id: '2', kind: 'a' },
        { _id: '3', kind: 'a', done: true },
        { _id: '4', kind: 'b' },
      ]);
      expect(await write(c, (docs) => docs.updateMany({ kind: 'a' }, { $set: { done: true } }))).toBe(2);
      expect(sortedIds(await ctx.store.collection(c).find({ done: true }))).toEqual(['1', '2', '3']);
    });

    it('delete and deleteMany report what they removed', async () => {
      const c = fresh('docs');
      await seed(c, [
        { _id: 'a', kind: 'x' },
        { _id: 'b', kind: 'x' },
        { _id: 'c', kind: 'x' },
        { _id: 'd', kind: 'y' },
      ]);
      expect(await write(c, (docs) => docs.delete('a'))).toBe(true);
      expect(await write(c, (docs) => docs.delete('a'))).toBe(false);
      expect(await write(c, (docs) => docs.deleteMany({ kind: 'x' }))).toBe(2);
      expect(await write(c, (docs) => docs.deleteMany({ kind: 'none' }))).toBe(0);
      expect(ids(await ctx.store.collection(c).find())).toEqual(['d']);
      expect(await write(c, (docs) => docs.deleteMany({}))).toBe(1);
      expect(await ctx.store.collection(c).count()).toBe(0);
    });
  });
};
