import { randomBytes } from 'node:crypto';
import { Binary, MongoClient } from 'mongodb';
import { KEY_BYTES, type KeyVault } from './keyVault';

interface KeyDocument {
  _id: string; // subject
  key: Binary | null;
  createdAt: Date;
  erasedAt: Date | null;
}

// The production vault: a collection of the MongoDB database that no projection owns (a
// rebuild never drops it). Majority writes, so an acknowledged key or erasure survives a
// failover. The oplog keeps a key's insert until it rolls over: see the README's runbook.
export const openMongoKeyVault = async (url: string, database: string, collectionName = 'personal_keys'): Promise<KeyVault> => {
  const client = new MongoClient(url, { ignoreUndefined: true });
  await client.connect();
  const keys = client.db(database).collection<KeyDocument>(collectionName, { writeConcern: { w: 'majority' }, readConcern: { level: 'majority' } });
  const bufferOf = (key: Binary | null | undefined) => (key ? Buffer.from(key.buffer) : null);

  return {
    keyFor: async (subject) => {
      // $setOnInsert: two servers asking at once both read the one key that won.
      const found = await keys.findOneAndUpdate(
        { _id: subject },
        { $setOnInsert: { key: new Binary(randomBytes(KEY_BYTES)), createdAt: new Date(), erasedAt: null } },
        { upsert: true, returnDocument: 'after' },
      );
      return bufferOf(found?.key);
    },
    keysOf: async (subjects) => {
      const found = await keys.find({ _id: { $in: [...new Set(subjects)] }, key: { $ne: null } }).toArray();
      return new Map(found.map((doc) => [doc._id, bufferOf(doc.key)!]));
    },
    erase: async (subjects) => {
      let existed = 0;
      for (const subject of subjects) {
        const before = await keys.findOneAndUpdate(
          { _id: subject },
          { $set: { key: null }, $min: { erasedAt: new Date() }, $setOnInsert: { createdAt: new Date() } },
          { upsert: true, returnDocument: 'before' },
        );
        if (before?.key) existed++;
      }
      return existed;
    },
    close: () => client.close(),
  };
};
