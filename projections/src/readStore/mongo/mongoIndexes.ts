import type { Db, IndexSpecification } from 'mongodb';
import { isTextIndex, type IndexDeclaration, type TextIndexSpec } from '../readStore';
import { asDuplicateKeyError } from './mongoCollection';

// Where the text index declarations live, so any process can search a collection whose
// projection runs elsewhere.
export const TEXT_INDEXES = '_text_indexes';

// The port's declarations as MongoDB indexes: '-field' is descending; a text index becomes a
// MongoDB text index (for tools and future use) plus the { scope, newestBy } index that
// search() walks, and its declaration is recorded for search().
export const createMongoIndexes = async (db: Db, name: string, indexes: readonly IndexDeclaration[]): Promise<void> => {
  const collection = db.collection(name);
  for (const index of indexes) {
    if (isTextIndex(index)) {
      await createTextIndex(db, name, index);
      continue;
    }
    const keys: IndexSpecification = Object.fromEntries(index.fields.map((field) => (field.startsWith('-') ? [field.slice(1), -1] : [field, 1])));
    await collection.createIndex(keys, { unique: index.unique === true }).catch((error: unknown) => {
      throw asDuplicateKeyError(name, error);
    });
  }
};

const createTextIndex = async (db: Db, name: string, index: TextIndexSpec): Promise<void> => {
  const collection = db.collection(name);
  const scope = index.scope ? { [index.scope]: 1 } : {};
  await collection.createIndex({ ...scope, ...Object.fromEntries(index.text.map((field) => [field, 'text'])) }, { name: 'search_text' });
  await collection.createIndex({ ...scope, [index.newestBy]: -1, _id: 1 }, { name: 'search_newest' });
  const declaration: TextIndexSpec = { text: [...index.text], newestBy: index.newestBy, ...(index.scope ? { scope: index.scope } : {}) };
  await db.collection<{ _id: string; index: TextIndexSpec }>(TEXT_INDEXES).replaceOne({ _id: name }, { index: declaration }, { upsert: true });
};
