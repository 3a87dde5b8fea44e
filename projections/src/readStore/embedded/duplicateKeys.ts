import { DuplicateKeyError } from '../readStoreErrors';

// Runs a write and turns SQLite's primary-key / unique-index violations into the port's
// DuplicateKeyError; anything else passes through.
export const rejectingDuplicates = <T>(collection: string, id: string | undefined, write: () => T): T => {
  try {
    return write();
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
      throw new DuplicateKeyError(collection, `_id ${JSON.stringify(id)} already exists`, { cause: error });
    }
    if (code === 'SQLITE_CONSTRAINT_UNIQUE') {
      const fields = /index '.*:([^:']*)'/.exec((error as Error).message)?.[1] ?? '?';
      const which = id === undefined ? '' : ` (document ${JSON.stringify(id)})`;
      throw new DuplicateKeyError(collection, `unique index on ${fields} already has this key${which}`, { cause: error });
    }
    throw error;
  }
};
