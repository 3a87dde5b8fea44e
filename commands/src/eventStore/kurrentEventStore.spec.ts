import { describe } from 'vitest';
import { eventStoreContract } from './eventStore.contract';
import { openKurrentEventStore } from './kurrentEventStore';

// Runs against a real server only; this suite never starts one (no Docker engine here).
// Example: KURRENTDB_URL='kurrentdb://localhost:2113?tls=false'
const url = process.env.KURRENTDB_URL;
if (!url) console.log('[skip] KurrentDB contract: KURRENTDB_URL is not set and no Docker engine is reachable');

describe.skipIf(!url)('KurrentDB', () => {
  // A shared server: other data may be in the log, and repeated event ids are idempotent retries there.
  eventStoreContract('kurrentdb', () => openKurrentEventStore(url!), { opensEmpty: false, rejectsDuplicateEventIds: false });
});
