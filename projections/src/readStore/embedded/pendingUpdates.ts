import type { Document } from '../readStore';

// Documents changed by update() in a unit of work, kept parsed until they must be written. A
// projection batch often updates the same few documents many times (a counter per event);
// this makes that one JSON parse and one row write per document per batch instead of one per
// update. Pending documents are written before anything asks SQL (find, count, insert, put,
// delete, updateMany, deleteMany) and before COMMIT, so SQL is exact whenever it is asked.
export class PendingUpdates {
  readonly #byCollection = new Map<string, Map<string, Document>>();

  constructor(private readonly write: (collection: string, doc: Document) => void) {}

  get(collection: string, id: string): Document | undefined {
    return this.#byCollection.get(collection)?.get(id);
  }

  set(collection: string, doc: Document): void {
    let docs = this.#byCollection.get(collection);
    if (!docs) this.#byCollection.set(collection, (docs = new Map<string, Document>()));
    docs.set(doc._id, doc);
  }

  flush(collection: string): void {
    const docs = this.#byCollection.get(collection);
    if (!docs) return;
    this.#byCollection.delete(collection);
    for (const doc of docs.values()) this.write(collection, doc);
  }

  flushAll(): void {
    for (const collection of [...this.#byCollection.keys()]) this.flush(collection);
  }
}
