import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionWriter, Document, Filter, ReadStore, UnitOfWork } from './readStore';
import { DuplicateKeyError, UnitOfWorkFinishedError } from './readStoreErrors';

const ids = (docs: readonly Document[]): string[] => docs.map((doc) => doc._id);
const sortedIds = (docs: readonly Document[]): string[] => ids(docs).sort();

// What every ReadStore adapter must do. Each test writes to collections of its own (dropped at
// the end), so the suite can run against a shared server.
export const readStoreContract = (name: string, open: () => Promise<ReadStore>) =>
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore;
    const run = Math.random().toString(36).slice(2, 8);
    const created: string[] = [];
    const fresh = (label: string): string => {
      const collection = `${label}_${run}_${created.length}`;
      created.push(collection);
      return collection;
    };
    const seed = (collection: string, docs: readonly Document[]) =>
      store.transaction(async (unit) => {
        for (const doc of docs) await unit.collection(collection).insert(doc);
      });
    const write = <T>(collection: string, work: (docs: CollectionWriter) => Promise<T>) =>
      store.transaction((unit) => work(unit.collection(collection)));

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      if (!store) return;
      for (const collection of created) await store.dropCollection(collection);
      await store.close();
    });

    describe('documents', () => {
      it('insert stores a document that get returns as a copy; an unknown id reads as null', async () => {
        const c = fresh('docs');
        const doc = { _id: 'a', title: 'Atlas', meta: { pages: 3 }, tags: ['x'] };
        await seed(c, [doc]);
        const read = await store.collection(c).get('a');
        expect(read).toEqual(doc);
        read!.title = 'changed';
        expect(await store.collection(c).get('a')).toEqual(doc);
        expect(await store.collection(c).get('missing')).toBeNull();
      });

      it('insert of an existing _id throws DuplicateKeyError and keeps the first document', async () => {
        const c = fresh('docs');
        await seed(c, [{ _id: 'a', v: 1 }]);
        await expect(write(c, (docs) => docs.insert({ _id: 'a', v: 2 }))).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await store.collection(c).get('a')).toEqual({ _id: 'a', v: 1 });
      });

      it('put inserts, then replaces the whole document', async () => {
        const c = fresh('docs');
        await write(c, (docs) => docs.put({ _id: 'p', a: 1, b: 2 }));
        await write(c, (docs) => docs.put({ _id: 'p', c: 3 }));
        expect(await store.collection(c).get('p')).toEqual({ _id: 'p', c: 3 });
        expect(await store.collection(c).count()).toBe(1);
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
        expect(await store.collection(c).get('d')).toEqual({
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
        expect(await store.collection(c).get('nope')).toBeNull();
        expect(await store.collection(c).count()).toBe(1);
      });

      it('update with upsert creates the document from its _id, then updates it', async () => {
        const c = fresh('docs');
        const bump = () => write(c, (docs) => docs.update('u', { $inc: { n: 1 }, $set: { 'a.b': 'x' } }, { upsert: true }));
        expect(await bump()).toBe(true);
        expect(await store.collection(c).get('u')).toEqual({ _id: 'u', n: 1, a: { b: 'x' } });
        expect(await bump()).toBe(true);
        expect(await store.collection(c).get('u')).toEqual({ _id: 'u', n: 2, a: { b: 'x' } });
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
        expect(sortedIds(await store.collection(c).find({ done: true }))).toEqual(['1', '2', '3']);
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
        expect(ids(await store.collection(c).find())).toEqual(['d']);
        expect(await write(c, (docs) => docs.deleteMany({}))).toBe(1);
        expect(await store.collection(c).count()).toBe(0);
      });
    });

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
        expect(sortedIds(await store.collection(people).find(filter))).toEqual(expected);
        expect(await store.collection(people).count(filter)).toBe(expected.length);
      });

      it('sorts by several keys, ascending and descending', async () => {
        const found = await store.collection(people).find({}, { sort: { kind: 1, rank: -1 } });
        expect(ids(found)).toEqual(['d', 'c', 'a', 'e', 'b']);
      });

      it('sorts a missing field lowest', async () => {
        expect(ids(await store.collection(people).find({}, { sort: { 'meta.size': -1 } }))).toEqual(['e', 'c', 'b', 'a', 'd']);
        expect(ids(await store.collection(people).find({}, { sort: { born: 1, _id: 1 } }))).toEqual(['b', 'c', 'd', 'a', 'e']);
      });

      it('applies skip and limit after the sort', async () => {
        expect(ids(await store.collection(people).find({}, { sort: { rank: 1 }, skip: 1, limit: 2 }))).toEqual(['d', 'a']);
        expect(ids(await store.collection(people).find({ kind: 'villain' }, { sort: { _id: 1 }, limit: 1 }))).toEqual(['b']);
        expect(await store.collection(people).find({}, { limit: 3 })).toHaveLength(3);
        expect(await store.collection(people).find({}, { sort: { _id: 1 }, skip: 4 })).toHaveLength(1);
      });
    });

    describe('indexes', () => {
      it('indexed and unindexed finds return the same documents, arrays in indexed fields included', async () => {
        const plain = fresh('plain');
        const indexed = fresh('indexed');
        await store.ensureIndexes(indexed, [{ fields: ['worldId'] }, { fields: ['worldId', 'order'] }]);
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
        await store.ensureIndexes(indexed, [{ fields: ['owner.id'] }, { fields: ['labels'] }, { fields: ['flag'] }]);

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
            const expected = ids(await store.collection(plain).find(filter, { sort: { _id: 1 } }));
            const label = JSON.stringify(filter);
            expect(ids(await store.collection(indexed).find(filter, { sort: { _id: 1 } })), label).toEqual(expected);
            expect(await store.collection(indexed).count(filter), label).toBe(expected.length);
          }
        };
        await expectSameResults();
        expect(await store.collection(indexed).count({ worldId: 'w3' })).toBeGreaterThan(20);

        // Arrays written after the index exists: MongoDB matches their elements.
        for (const c of [plain, indexed]) {
          await write(c, async (docs) => {
            await docs.update('d7', { $set: { worldId: ['w3', 'w9'] } });
            await docs.put({ _id: 'd8', worldId: 'w9', owner: [{ id: 'u9' }], labels: 'z', flag: false });
          });
        }
        await expectSameResults();
        expect(sortedIds(await store.collection(indexed).find({ worldId: 'w9' }))).toEqual(['d7', 'd8']);
        expect(ids(await store.collection(indexed).find({ 'owner.id': 'u9' }))).toEqual(['d8']);
      });

      it('a unique index rejects duplicate keys from insert, put and update, and the unit of work stores nothing', async () => {
        const c = fresh('users');
        await store.ensureIndexes(c, [{ fields: ['email'], unique: true }]);
        await store.ensureIndexes(c, [{ fields: ['email'], unique: true }]);
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
        expect(await store.collection(c).find()).toEqual([{ _id: 'u1', email: 'a@x' }]);
        await write(c, (docs) => docs.put({ _id: 'u1', email: 'a@x', name: 'Ann' })); // its own key is no conflict
        expect(await store.collection(c).get('u1')).toEqual({ _id: 'u1', email: 'a@x', name: 'Ann' });
      });

      it('a unique index keys a missing field as null, so only one document may lack it', async () => {
        const c = fresh('users');
        await store.ensureIndexes(c, [{ fields: ['email'], unique: true }]);
        await seed(c, [{ _id: 'n1' }]);
        await expect(write(c, (docs) => docs.insert({ _id: 'n2' }))).rejects.toBeInstanceOf(DuplicateKeyError);
        await expect(write(c, (docs) => docs.insert({ _id: 'n3', email: null }))).rejects.toBeInstanceOf(DuplicateKeyError);
        expect(await store.collection(c).count()).toBe(1);
      });

      it('building a unique index over duplicate keys fails with DuplicateKeyError and leaves no index', async () => {
        const c = fresh('codes');
        await seed(c, [
          { _id: '1', code: 'A' },
          { _id: '2', code: 'A' },
        ]);
        await expect(store.ensureIndexes(c, [{ fields: ['code'], unique: true }])).rejects.toBeInstanceOf(DuplicateKeyError);
        await write(c, (docs) => docs.insert({ _id: '3', code: 'A' }));
        expect(await store.collection(c).count({ code: 'A' })).toBe(3);
      });
    });

    describe('transactions', () => {
      it('a unit of work commits or rolls back as a whole, the projection checkpoint included', async () => {
        const worlds = fresh('worlds');
        const checkpoints = fresh('_projections');
        await store.transaction(async (unit) => {
          await unit.collection(worlds).insert({ _id: 'w1', name: 'Atlas', edits: 0 });
          await unit.collection(worlds).insert({ _id: 'doomed', name: 'Doomed' });
          await unit.collection(checkpoints).put({ _id: 'worlds', position: 10 });
        });
        const before = await store.collection(worlds).find({}, { sort: { _id: 1 } });
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

        await expect(store.transaction((unit) => project(unit, true))).rejects.toThrow('projector failed');
        expect(await store.collection(checkpoints).get('worlds')).toEqual({ _id: 'worlds', position: 10 });
        expect(await store.collection(worlds).find({}, { sort: { _id: 1 } })).toEqual(before);

        await expect(store.transaction((unit) => project(unit, false))).resolves.toBe(20);
        expect(await store.collection(checkpoints).get('worlds')).toEqual({ _id: 'worlds', position: 20 });
        expect(await store.collection(worlds).find({}, { sort: { _id: 1 } })).toEqual([
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
        const committed = store.collection(c);
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
        expect(await store.collection(c).get('n')).toEqual({ _id: 'n', value: 50 });
        expect(most).toBe(1);
      });

      it('a unit of work cannot be used after its transaction ended', async () => {
        const c = fresh('late');
        let leaked!: UnitOfWork;
        await store.transaction(async (unit) => {
          leaked = unit;
        });
        await expect(leaked.collection(c).insert({ _id: 'late' })).rejects.toBeInstanceOf(UnitOfWorkFinishedError);
        await expect(leaked.collection(c).get('late')).rejects.toBeInstanceOf(UnitOfWorkFinishedError);
        expect(await store.collection(c).get('late')).toBeNull();
      });

      it('a transaction started inside a unit of work is refused instead of deadlocking', async () => {
        await expect(store.transaction(() => store.transaction(async () => 1))).rejects.toThrow(/nested/);
      });
    });

    describe('collections', () => {
      it('listCollections names written collections; dropCollection removes documents and indexes', async () => {
        const kept = fresh('kept');
        const dropped = fresh('dropped');
        await store.ensureIndexes(dropped, [{ fields: ['email'], unique: true }]);
        await store.transaction(async (unit) => {
          await unit.collection(kept).insert({ _id: 'k' });
          await unit.collection(dropped).insert({ _id: 'a', email: 'x' });
        });
        expect(await store.listCollections()).toEqual(expect.arrayContaining([kept, dropped]));

        await store.dropCollection(dropped);
        const names = await store.listCollections();
        expect(names).toContain(kept);
        expect(names).not.toContain(dropped);
        expect(await store.collection(dropped).find()).toEqual([]);
        expect(await store.collection(dropped).get('a')).toBeNull();
        // The unique index went with the collection.
        await write(dropped, async (docs) => {
          await docs.insert({ _id: 'b', email: 'x' });
          await docs.insert({ _id: 'c', email: 'x' });
        });
        expect(await store.collection(dropped).count({ email: 'x' })).toBe(2);
        await expect(store.dropCollection(fresh('never_written'))).resolves.toBeUndefined();
      });

      it('ping answers', async () => {
        await expect(store.ping()).resolves.toBeUndefined();
      });
    });
  });
