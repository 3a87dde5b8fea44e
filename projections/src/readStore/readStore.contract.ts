import { afterAll, beforeAll, describe } from 'vitest';
import { collectionsContract } from './contract/collections';
import { contractContext } from './contract/contractContext';
import { documentsContract } from './contract/documents';
import { indexesContract } from './contract/indexes';
import { orderedQueriesContract } from './contract/orderedQueries';
import { queriesContract } from './contract/queries';
import { textSearchContract } from './contract/textSearch';
import { transactionsContract } from './contract/transactions';
import type { ReadStore } from './readStore';

// What every ReadStore adapter must do; each adapter's spec runs it with its own opener.
export const readStoreContract = (name: string, open: () => Promise<ReadStore>) =>
  describe(`ReadStore contract: ${name}`, () => {
    let store: ReadStore | undefined;
    const created: string[] = [];
    const ctx = contractContext(() => {
      if (!store) throw new Error('The read store did not open.');
      return store;
    }, created);

    beforeAll(async () => {
      store = await open();
    });
    afterAll(async () => {
      if (!store) return;
      for (const collection of created) await store.dropCollection(collection);
      await store.close();
    });

    documentsContract(ctx);
    queriesContract(ctx);
    indexesContract(ctx);
    orderedQueriesContract(ctx);
    textSearchContract(ctx);
    transactionsContract(ctx);
    collectionsContract(ctx);
  });
