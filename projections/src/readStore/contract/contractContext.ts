import type { CollectionWriter, Document, ReadStore } from '../readStore';

// What the contract's sections share: the store under test and helpers that keep each test in
// collections of its own (dropped at the end), so the suite can run against a shared server.
export interface ContractContext {
  readonly store: ReadStore;
  // A collection name no other test (or earlier run) uses.
  fresh(label: string): string;
  seed(collection: string, docs: readonly Document[]): Promise<void>;
  // One unit of work on one collection.
  write<T>(collection: string, work: (docs: CollectionWriter) => Promise<T>): Promise<T>;
}

export const contractContext = (getStore: () => ReadStore, created: string[]): ContractContext => {
  const run = Math.random().toString(36).slice(2, 8);
  const ctx: ContractContext = {
    get store() {
      return getStore();
    },
    fresh: (label) => {
      const collection = `${label}_${run}_${created.length}`;
      created.push(collection);
      return collection;
    },
    seed: (collection, docs) =>
      ctx.store.transaction(async (unit) => {
        for (const doc of docs) await unit.collection(collection).insert(doc);
      }),
    write: (collection, work) => ctx.store.transaction((unit) => work(unit.collection(collection))),
  };
  return ctx;
};

export const ids = (docs: readonly Document[]): string[] => docs.map((doc) => doc._id);
export const sortedIds = (docs: readonly Document[]): string[] => ids(docs).sort();
