import { GenericContainer, Wait } from 'testcontainers';
import { composeImage, describeWithProductionServer } from '../testing/productionServer';
import { eventStoreContract } from './eventStore.contract';
import { openKurrentEventStore } from './kurrentEventStore';

// Against a KurrentDB container when Docker is reachable, else the server at KURRENTDB_URL
// (e.g. 'kurrentdb://localhost:2113?tls=false'), else skipped with one line. The container runs
// docker-compose.yml's image with its settings.
const KURRENTDB_IMAGE = composeImage('kurrentdb');
const KURRENTDB_PORT = 2113;

await describeWithProductionServer(
  {
    name: 'KurrentDB',
    envVar: 'KURRENTDB_URL',
    container: () =>
      new GenericContainer(KURRENTDB_IMAGE)
        .withEnvironment({ KURRENTDB_CLUSTER_SIZE: '1', KURRENTDB_RUN_PROJECTIONS: 'None', KURRENTDB_INSECURE: 'true' })
        .withExposedPorts(KURRENTDB_PORT)
        .withWaitStrategy(Wait.forHttp('/health/live', KURRENTDB_PORT)),
    url: (started) => `kurrentdb://${started.getHost()}:${started.getMappedPort(KURRENTDB_PORT)}?tls=false`,
  },
  (url) => {
    // Possibly a shared server: other data may be in the log (a fresh one holds system events
    // too), and repeated event ids are idempotent retries there.
    eventStoreContract('kurrentdb', () => openKurrentEventStore(url()), { opensEmpty: false, rejectsDuplicateEventIds: false });
  },
);
