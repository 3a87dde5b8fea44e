import { MongoClient, type TransactionOptions } from 'mongodb';
import { AsyncMutex } from './asyncMutex';
import { MongoCollection, asDuplicateKeyError } from './mongo/mongoCollection';
import { readOnly } from './readOnly';
import type { Document, IndexSpec, ReadStore } from './readStore';
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
export const openMongoReadStore = async (url: string, dbName?: string): Promise<ReadStore> => {
  // ignoreUndefined: an undefined field is left out, as in the embedded store's JSON.
  const client = new MongoClient(url, { ignoreUndefined: true });
  await client.connect();
  const db = client.db(dbName);
  const collection = (name: string) => db.collection<Document>(name);
  // The port runs one transaction at a time per process; MongoDB would cope with more (write
  // conflicts are retried) but callers may rely on the order.
  const lock = new AsyncMutex('MongoDB read store');

  return {
    collection: (name) => readOnly(new MongoCollection(collection(name))),
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
          return await session.withTransaction(() => fn({ collection: (name) => new MongoCollection(collection(name), session, assertUsable) }), TRANSACTION);
        } finally {
          open = false;
          await session.endSession();
        }
      }),
    ensureIndexes: async (name: string, indexes: readonly IndexSpec[]) => {
      for (const index of indexes) {
        const keys = Object.fromEntries(index.fields.map((field) => [field, 1 as const]));
        await collection(name)
          .createIndex(keys, { unique: index.unique === true })
          .catch((error: unknown) => {
            throw asDuplicateKeyError(name, error);
          });
      }
    },
    listCollections: async () => {
      const found = await db.listCollections({}, { nameOnly: true }).toArray();
      return found
        .map((c) => c.name)
        .filter((name) => !name.startsWith('system.'))
        .sort();
    },
    dropCollection: async (name) => {
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
