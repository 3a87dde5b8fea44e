// The ReadStore port: named collections of JSON documents that projections write and queries
// read. Adapters: embedded (SQLite + mingo, default) and mongodb. Both pass
// readStore.contract.ts. Collections are created on first write.

export type Document = { _id: string } & Record<string, unknown>;

// A MongoDB filter subset: equality (also on nested paths 'a.b'), $eq $ne $in $nin
// $gt $gte $lt $lte $exists $regex, $and $or $not, and array element equality.
export type Filter = Record<string, unknown>;

// A MongoDB update subset: $set $unset $inc $push $pull $addToSet.
export type Update = Record<string, Record<string, unknown>>;

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  skip?: number;
  limit?: number;
}

export interface IndexSpec {
  // Field paths, e.g. ['worldId'] or ['worldId', 'createdAt'].
  fields: string[];
  unique?: boolean;
}

export interface CollectionReader {
  get(id: string): Promise<Document | null>;
  find(filter?: Filter, options?: FindOptions): Promise<Document[]>;
  count(filter?: Filter): Promise<number>;
}

export interface CollectionWriter extends CollectionReader {
  // Fails if a document with that _id exists.
  insert(doc: Document): Promise<void>;
  // Inserts or replaces the whole document.
  put(doc: Document): Promise<void>;
  // Applies an update to one document; with upsert creates { _id } first. Returns whether a
  // document was changed or created.
  update(id: string, update: Update, options?: { upsert?: boolean }): Promise<boolean>;
  updateMany(filter: Filter, update: Update): Promise<number>;
  delete(id: string): Promise<boolean>;
  deleteMany(filter: Filter): Promise<number>;
}

// Everything written through one unit of work commits together or not at all. Reads through it
// see its own uncommitted writes.
export interface UnitOfWork {
  collection(name: string): CollectionWriter;
}

export interface ReadStore {
  // Reads the last committed state.
  collection(name: string): CollectionReader;
  // Runs fn in one transaction: all of its writes commit together when it resolves and none do
  // if it throws. Transactions in one process run one at a time.
  transaction<T>(fn: (unit: UnitOfWork) => Promise<T>): Promise<T>;
  ensureIndexes(collection: string, indexes: readonly IndexSpec[]): Promise<void>;
  listCollections(): Promise<string[]>;
  dropCollection(name: string): Promise<void>;
  // Cheap round trip used by the readiness probe.
  ping(): Promise<void>;
  close(): Promise<void>;
}
