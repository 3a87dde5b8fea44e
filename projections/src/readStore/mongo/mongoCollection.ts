import type { ClientSession, Collection, FindOptions as MongoFindOptions, Filter as MongoFilter, UpdateFilter } from 'mongodb';
import type { CollectionWriter, Document, Filter, FindOptions, GetOptions, SearchOptions, TextIndexSpec, Update } from '../readStore';
import { DuplicateKeyError } from '../readStoreErrors';
import { searchMongo } from './mongoTextSearch';

// The text index declared for a collection (see mongoIndexes.ts), if any.
export type TextIndexLookup = (collection: string) => Promise<TextIndexSpec | undefined>;

// One MongoDB collection; inside a unit of work every operation carries its session, so it
// reads the transaction's snapshot and its own writes, and writes into the transaction.
export class MongoCollection implements CollectionWriter {
  constructor(
    private readonly collection: Collection<Document>,
    private readonly textIndexOf: TextIndexLookup,
    private readonly session?: ClientSession,
    private readonly assertUsable: () => void = () => {},
  ) {}

  async get(id: string, { fields }: GetOptions = {}): Promise<Document | null> {
    const options = this.#options();
    return this.collection.findOne({ _id: id }, fields ? { ...options, projection: Object.fromEntries(fields.map((field) => [field, 1])) } : options);
  }

  async find(filter: Filter = {}, { sort, skip, limit }: FindOptions = {}): Promise<Document[]> {
    const options: MongoFindOptions = this.#options();
    if (sort) options.sort = sort;
    if (skip) options.skip = skip;
    if (limit) options.limit = limit;
    return this.collection.find(filter as MongoFilter<Document>, options).toArray();
  }

  async count(filter: Filter = {}): Promise<number> {
    return this.collection.countDocuments(filter, this.#options());
  }

  async search(text: string, filter: Filter, options: SearchOptions): Promise<Document[]> {
    const index = await this.textIndexOf(this.collection.collectionName);
    if (!index) throw new Error(`Collection "${this.collection.collectionName}" has no text index to search.`);
    return searchMongo(this.collection, this.#options().session, index, text, filter, options);
  }

  async insert(doc: Document): Promise<void> {
    await this.#write(() => this.collection.insertOne(doc, this.#options()));
  }

  async put(doc: Document): Promise<void> {
    await this.#write(() => this.collection.replaceOne({ _id: doc._id }, doc, { ...this.#options(), upsert: true }));
  }

  async update(id: string, update: Update, options: { upsert?: boolean } = {}): Promise<boolean> {
    const result = await this.#write(() =>
      this.collection.updateOne({ _id: id }, update as UpdateFilter<Document>, { ...this.#options(), upsert: options.upsert === true }),
    );
    return result.modifiedCount + result.upsertedCount > 0;
  }

  async updateMany(filter: Filter, update: Update): Promise<number> {
    const result = await this.#write(() => this.collection.updateMany(filter as MongoFilter<Document>, update as UpdateFilter<Document>, this.#options()));
    return result.modifiedCount;
  }

  async delete(id: string): Promise<boolean> {
    return (await this.collection.deleteOne({ _id: id }, this.#options())).deletedCount > 0;
  }

  async deleteMany(filter: Filter): Promise<number> {
    return (await this.collection.deleteMany(filter, this.#options())).deletedCount;
  }

  #options(): { session?: ClientSession } {
    this.assertUsable();
    return this.session ? { session: this.session } : {};
  }

  async #write<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      throw asDuplicateKeyError(this.collection.collectionName, error);
    }
  }
}

// E11000 (and its legacy twin 11001) becomes the port's DuplicateKeyError. Nothing else is
// wrapped: withTransaction must still see the labels of transient errors to retry them.
export const asDuplicateKeyError = (collection: string, error: unknown): unknown => {
  const code = (error as { code?: unknown }).code;
  return code === 11000 || code === 11001 ? new DuplicateKeyError(collection, (error as Error).message, { cause: error }) : error;
};
