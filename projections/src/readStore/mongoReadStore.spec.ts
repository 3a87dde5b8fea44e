import { composeImage, describeWithProductionServer } from '@lorewright/commands/testing/productionServer';
import { GenericContainer, Wait } from 'testcontainers';
import { openMongoReadStore } from './mongoReadStore';
import { readStoreContract } from './readStore.contract';

// Against a one-member MongoDB replica set in a container when Docker is reachable (transactions
// need a replica set), else the server at MONGODB_URL (e.g.
// 'mongodb://localhost:27017/?replicaSet=rs0'), else skipped with one line. The container runs
// docker-compose.yml's image with its command.
const MONGODB_IMAGE = composeImage('mongo');
const MONGODB_PORT = 27017;
const INITIATE = `rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'localhost:${MONGODB_PORT}' }] }); while (!db.hello().isWritablePrimary) sleep(100);`;

await describeWithProductionServer(
  {
    name: 'MongoDB',
    envVar: 'MONGODB_URL',
    container: () =>
      new GenericContainer(MONGODB_IMAGE)
        .withCommand(['--replSet', 'rs0', '--bind_ip_all'])
        .withExposedPorts(MONGODB_PORT)
        .withWaitStrategy(Wait.forLogMessage(/waiting for connections/i)),
    prepare: async (started) => {
      const { exitCode, output } = await started.exec(['mongosh', '--quiet', '--eval', INITIATE]);
      if (exitCode !== 0) throw new Error(`rs.initiate() failed: ${output}`);
    },
    // The member's name is the container's own; connect to it directly, not through discovery.
    url: (started) => `mongodb://${started.getHost()}:${started.getMappedPort(MONGODB_PORT)}/?directConnection=true`,
  },
  (url) => {
    // Possibly a shared server: the contract writes only to collections of its own and drops them.
    readStoreContract('mongodb', () => openMongoReadStore(url(), 'lorewright_contract'));
  },
);
