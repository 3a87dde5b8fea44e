import { describe, expect, it } from 'vitest';
import type { UnitOfWork } from '../readStore';
import { UnitOfWorkFinishedError } from '../readStoreErrors';
import { type ContractContext, ids } from './contractContext';

// All-or-nothing units of work (the projection checkpoint with the model), isolation, one at
// a time per process, no lost updates.
export const transactionsContract = (ctx: ContractContext) => {
  const { fresh, seed, write } = ctx;

  describe('transactions', () => {
    it('repeated updates in one unit of work are seen by its own get, find and count, and commit together', async () => {
      const counters = fresh('counters');
      const unitOfWork = ctx.store.transaction(async (unit) => {
        const docs = unit.collection(counters);
        for (let i = 0; i < 5; i++) await docs.update('a', { $inc: { n: 1 }, $push: { seen: i } }, { upsert: true });
        const copy = await docs.get('a');
        expect(copy).toEqual({ _id: 'a', n: 5, seen: [0, 1, 2, 3, 4] });
        copy!.n = 99; // changing what get returned must not change what is written
        expect(await docs.find({ n: 5 })).toHaveLength(1);
        expect(await docs.count({ n: { $gt: 4 } })).toBe(1);
        await docs.update('a', { $inc: { n: 1 } });
        await docs.insert({ _id: 'a' }); // a duplicate of a document only updated so far
      });
      await expect(unitOfWork).rejects.toThrow();
      // The failed insert rolled the whole unit back.
      expect(await ctx.store.collection(counters).get('a')).toBeNull();
      await ctx.store.transaction(async (unit) => {
        const docs = unit.collection(counters);
        for (let i = 0; i < 3; i++) await docs.update('b', { $inc: { n: 1 } }, { upsert: true });
      });
      expect(await ctx.store.collection(counters).get('b')).toEqual({ _id: 'b', n: 3 });
    });

    it('a unit of work commits or rolls back as a whole, the projection checkpoint included', async () => {
      const worlds = fresh('worlds');
      const checkpoints = fresh('_projections');
      await ctx.store.transaction(async (unit) => {
        await unit.collection(worlds).insert({ _id: 'w1', name: 'Atlas', edits: 0 });
        await unit.collection(worlds).insert({ _id: 'doomed', name: 'Doomed' });
        await unit.collection(checkpoints).put({ _id: 'worlds', position: 10 });
      });
      const before = await ctx.store.collection(worlds).find({}, { sort: { _id: 1 } });
      // What a projector does for one event, then the runner's checkpoint, in one unit of work.
      const project = (unit: UnitOfWork, fail: boolean) =>
        (async () => {
          const docs = unit.collection(worlds);
          await docs.update('w1', { $set: { name: 'Atlas II' }, $inc: { edits: 1 } });
          await docs.insert({ _id: 'w2', name: 'Borea', edits: 0 });
          await docs.delete('doomed');
          await docs.updateMany({}, { $set: { touched: true } });
          await unit.collection(checkpoints).update('worlds', { $set: { position: 20 } });
          expect(await unit.collection(checkpoints).get('worlds')).toEqual({ _id: 'worlds', position: 20 });
          if (fail) throw new Error('projector failed');
          return 20;
        })();

      await expect(ctx.store.transaction((unit) => project(unit, true))).rejects.toThrow('projector failed');
      expect(await ctx.store.collection(checkpoints).get('worlds')).toEqual({ _id: 'worlds', position: 10 });
      expect(await ctx.store.collection(worlds).find({}, { sort: { _id: 1 } })).toEqual(before);

      await expect(ctx.store.transaction((unit) => project(unit, false))).resolves.toBe(20);
      expect(await ctx.store.collection(checkpoints).get('worlds')).toEqual({ _id: 'worlds', position: 20 });
      expect(await ctx.store.collection(worlds).find({}, { sort: { _id: 1 } })).toEqual([
        { _id: 'w1', name: 'Atlas II', edits: 1, touched: true },
        { _id: 'w2', name: 'Borea', edits: 0, touched: true },
      ]);
    });

    it('reads outside a unit of work see only committed state; reads through it see its own writes', async () => {
      const c = fresh('isolation');
      await seed(c, [{ _id: 'x', v: 1 }]);
      let wrote!: () => void;
      const written = new Promise<void>((resolve) => (wrote = resolve));
      let finish!: () => void;
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const unitOfWork = write(c, async (docs) => {
        try {
          await docs.update('x', { $set: { v: 2 } });
          await docs.insert({ _id: 'y', v: 1 });
          expect(await docs.get('x')).toEqual({ _id: 'x', v: 2 });
          expect(ids(await docs.find({}, { sort: { _id: 1 } }))).toEqual(['x', 'y']);
          expect(await docs.count({ v: 1 })).toBe(1);
        } finally {
          wrote();
        }
        await finished;
      });
      await written;
      const committed = ctx.store.collection(c);
      expect(await committed.get('x')).toEqual({ _id: 'x', v: 1 });
      expect(await committed.get('y')).toBeNull();
      expect(ids(await committed.find({}, { sort: { _id: 1 } }))).toEqual(['x']);
      expect(await committed.count({ v: 1 })).toBe(1);
      finish();
      await unitOfWork;
      expect(await committed.get('x')).toEqual({ _id: 'x', v: 2 });
      expect(ids(await committed.find({}, { sort: { _id: 1 } }))).toEqual(['x', 'y']);
    });

    it('concurrent units of work run one at a time and lose no update', async () => {
      const c = fresh('counter');
      await write(c, (docs) => docs.put({ _id: 'n', value: 0 }));
      let running = 0;
      let most = 0;
      const increment = () =>
        write(c, async (docs) => {
          most = Math.max(most, ++running);
          try {
            const counter = await docs.get('n');
            await new Promise((resolve) => setImmediate(resolve)); // let the others try to interleave
            await docs.put({ _id: 'n', value: (counter!.value as number) + 1 });
          } finally {
            running--;
          }
        });
      await Promise.all(Array.from({ length: 50 }, increment));
      expect(await ctx.store.collection(c).get('n')).toEqual({ _id: 'n', value: 50 });
      expect(most).toBe(1);
    });

    it('a unit of work cannot be used after its transaction ended', async () => {
      const c = fresh('late');
      let leaked!: UnitOfWork;
      await ctx.store.transaction(async (unit) => {
        leaked = unit;
      });
      await expect(leaked.collection(c).insert({ _id: 'late' })).rejects.toBeInstanceOf(UnitOfWorkFinishedError);
      await expect(leaked.collection(c).get('late')).rejects.toBeInstanceOf(UnitOfWorkFinishedError);
      expect(await ctx.store.collection(c).get('late')).toBeNull();
    });

    it('a transaction started inside a unit of work is refused instead of deadlocking', async () => {
      await expect(ctx.store.transaction(() => ctx.store.transaction(async () => 1))).rejects.toThrow(/nested/);
    });
  });
};
