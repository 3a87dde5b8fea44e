import { describeWithProductionServer } from '@lorewright/commands/testing/productionServer';
import { mongoServer } from '@lorewright/commands/testing/mongoServer';
import { openMongoReadStore } from './mongoReadStore';
import { readStoreContract } from './readStore.contract';

await describeWithProductionServer(mongoServer('MongoDB'), (url) => {
  // Possibly a shared server: the contract writes only to collections of its own and drops them.
  readStoreContract('mongodb', () => openMongoReadStore(url(), 'lorewright_contract'));
});
