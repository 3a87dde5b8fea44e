import { MongoClient, type TransactionOptions } from 'mongodb';
import { AsyncMutex } from './asyncMutex';
import { MongoCollection } from './mongo/mongoCollection';
import { TEXT_INDEXES, createMongoIndexes } from './mongo/mongoIndexes';
import { readOnly } from './readOnly';
import type { Document, IndexDeclaration, ReadStore, TextIndexSpec } from './readStore';
import { UnitOfWorkFinishedError } from './readStoreErrors';

// Snapshot reads inside a unit of work; majority commit so an acknowledged checkpoint survives a
// primary failover together with its read-model changes.
const TRANSACTION: TransactionOptions = {
  readConcern: { level: 'snapshot' },
  writeConcern: { w: 'majority' },
  readPreference: 'primary',
};

const NAMESPACE_NOT_FOUND = 26;

// The production ReadStore. Transactions need a replica set (a single-node one is enough,
// e.g. `mongod --replSet rs0` + rs.initiate()); a standalone server rejects them.
// dbName defaults to the database named in the URL.
export const openMongoReadStore = async (url: string, dbName?: string, { detectNestedUnits = true } = {}): Promise<ReadStore> => {
  // ignoreUndefined: an undefined field is left out, as in the embedded store's JSON.
  const client = new MongoClient(url, { ignoreUndefined: true });
  await client.connect();
  const db = client.db(dbName);
  const collection = (name: string) => db.collection<Document>(name);
  // The port runs one transaction at a time per process; MongoDB would cope with more (write
  // conflicts are retried) but callers may rely on the order.
  const lock = new AsyncMutex('MongoDB read store', { detectNesting: detectNestedUnits });
  // Declarations change only when a projection's version does, so one read per collection.
  const textIndexes = new Map<string, Promise<TextIndexSpec | undefined>>();
  const textIndexOf = (name: string) => {
    let found = textIndexes.get(name);
    if (!found) {
      found = db
        .collection<{ _id: string; index: TextIndexSpec }>(TEXT_INDEXES)
        .findOne({ _id: name })
        .then((row) => row?.index);
      textIndexes.set(name, found);
      found.catch(() => textIndexes.delete(name));
    }
    return found;
  };

  return {
    collection: (name) => readOnly(new MongoCollection(collection(name), textIndexOf)),
    transaction: (fn) =>
      lock.run(async () => {
        const session = client.startSession();
        let open = true;
        const assertUsable = () => {
          if (!open) throw new UnitOfWorkFinishedError();
        };
        try {
          // withTransaction commits, aborts when fn throws, and re-runs fn on transient errors
          // (write conflicts, failover), so fn must only write through the unit it is given.
          return await session.withTransaction(
            () => fn({ collection: (name) => new MongoCollection(collection(name), textIndexOf, session, assertUsable) }),
            TRANSACTION,
          );
        } finally {
          open = false;
          await session.endSession();
        }
      }),
    ensureIndexes: async (name: string, indexes: readonly IndexDeclaration[]) => {
      await createMongoIndexes(db, name, indexes);
      textIndexes.delete(name);
    },
    listCollections: async () => {
      const found = await db.listCollections({}, { nameOnly: true }).toArray();
      return found
        .map((c) => c.name)
        .filter((name) => !name.startsWith('system.') && name !== TEXT_INDEXES)
        .sort();
    },
    dropCollection: async (name) => {
      await db.collection<{ _id: string }>(TEXT_INDEXES).deleteOne({ _id: name });
      textIndexes.delete(name);
      await db.dropCollection(name).catch((error: unknown) => {
        if ((error as { code?: unknown }).code !== NAMESPACE_NOT_FOUND) throw error;
      });
    },
    ping: async () => {
      await db.command({ ping: 1 });
    },
    close: () => lock.run(() => client.close()),
  };
};
