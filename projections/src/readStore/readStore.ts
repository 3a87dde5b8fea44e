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

// An index, declared beside the projection that writes the collection. An index serves
// equality on its leading fields and a sort on the fields after them, so
// { fields: ['visibility', '-lastUpdated', '_id'] } answers
// find({ visibility }, { sort: { lastUpdated: -1, _id: 1 }, skip, limit }) without reading
// past the page. A leading '-' orders that field descending.
export interface IndexSpec {
  // Field paths, e.g. ['worldId'] or ['worldId', '-createdAt'].
  fields: string[];
  unique?: boolean;
  // Keeps a count per key, so count() of an equality on exactly these fields is one lookup
  // rather than a walk over every match.
  counted?: boolean;
}

// A full-text index: search(text) finds the documents whose `text` fields contain the text,
// in any case and at any position ('ash' finds 'Ashvale'). Results come in groups by the first
// field that contains the text (a name match before a description match), each group newest
// first by `newestBy`, a timestamp that only grows as the document changes.
export interface TextIndexSpec {
  text: string[];
  newestBy: string;
  // A field every search pins by equality (e.g. worldID), kept in the text index so a search
  // inside one world never walks the matches of every other world.
  scope?: string;
}

export type IndexDeclaration = IndexSpec | TextIndexSpec;

export const isTextIndex = (index: IndexDeclaration): index is TextIndexSpec => 'text' in index;

export interface SearchOptions {
  skip?: number;
  limit: number;
}

// `fields`: only these fields (and _id) of the document, as MongoDB's projection gives them: a
// handler reading two counters of a large row need not copy all of it. A dotted field
// (`keys.k1`) goes through objects only (no arrays on its path): the object on the way is given
// with that field alone, or empty when it lacks it.
// A key that may be one step of a field path (`keys.<step>`) in a get's fields and an update's
// paths on every adapter: letters, digits, `_` and `-` (what part ids are made of), and never a
// name every object has (`__proto__`, `constructor`).
const INHERITED = new Set(Object.getOwnPropertyNames(Object.prototype));
export const isFieldStep = (key: string): boolean => /^[\w-]+$/.test(key) && !INHERITED.has(key);

export interface GetOptions {
  fields?: readonly string[];
}

export interface CollectionReader {
  get(id: string, options?: GetOptions): Promise<Document | null>;
  find(filter?: Filter, options?: FindOptions): Promise<Document[]>;
  count(filter?: Filter): Promise<number>;
  // Documents matching filter whose text index fields contain text (see TextIndexSpec); the
  // collection must have a text index. Blank text finds nothing.
  search(text: string, filter: Filter, options: SearchOptions): Promise<Document[]>;
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
  ensureIndexes(collection: string, indexes: readonly IndexDeclaration[]): Promise<void>;
  listCollections(): Promise<string[]>;
  dropCollection(name: string): Promise<void>;
  // Cheap round trip used by the readiness probe.
  ping(): Promise<void>;
  close(): Promise<void>;
}
