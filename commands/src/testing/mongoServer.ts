import { GenericContainer, Wait } from 'testcontainers';
import { composeImage, type ProductionServer } from './productionServer';

// A one-member MongoDB replica set in a container when Docker is reachable (transactions need a
// replica set), else the server at MONGODB_URL (e.g. 'mongodb://localhost:27017/?replicaSet=rs0').
// The container runs docker-compose.yml's image with its command. Shared by every suite that
// runs against MongoDB (the read store, the key vault).
const MONGODB_IMAGE = composeImage('mongo');
const MONGODB_PORT = 27017;
const INITIATE = `rs.initiate({ _id: 'rs0', members: [{ _id: 0, host: 'localhost:${MONGODB_PORT}' }] }); while (!db.hello().isWritablePrimary) sleep(100);`;

export const mongoServer = (name: string): ProductionServer => ({
  name,
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
});
