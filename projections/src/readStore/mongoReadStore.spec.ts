import { describe } from 'vitest';
import { openMongoReadStore } from './mongoReadStore';
import { readStoreContract } from './readStore.contract';

// Runs against a real replica set only; this suite never starts one (no Docker engine here).
// Example: MONGODB_URL='mongodb://localhost:27017/?replicaSet=rs0'
const url = process.env.MONGODB_URL;
if (!url) console.log('[skip] MongoDB contract: MONGODB_URL is not set and no Docker engine is reachable');

describe.skipIf(!url)('MongoDB', () => {
  // A shared server: the contract writes only to collections of its own and drops them.
  readStoreContract('mongodb', () => openMongoReadStore(url!, 'lorewright_contract'));
});
