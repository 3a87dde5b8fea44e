// Where a production adapter's contract suite finds its server (architecture.md §3), decided once when
// the spec file loads: a throwaway container when a Docker engine is reachable (testcontainers
// 11.x; 12.x does not run on Node 20), else the URL in the environment, else nowhere, and then
// the suite says so in one line and its tests are reported as skipped. No test needs Docker.
// Test support only: specs import it (projections' too), product code never does.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe } from 'vitest';
import { getContainerRuntimeClient, type GenericContainer, type StartedTestContainer } from 'testcontainers';

export interface ProductionServer {
  // As people say it: 'KurrentDB'. Also the describe block's name.
  name: string;
  // The variable that points the suite at a running server: 'KURRENTDB_URL'.
  envVar: string;
  // The container to start when Docker is reachable, with its wait strategy.
  container: () => GenericContainer;
  // Whatever must happen after the wait strategy and before the first test (e.g. rs.initiate()).
  prepare?: (started: StartedTestContainer) => Promise<void>;
  // The connection string of a started container.
  url: (started: StartedTestContainer) => string;
}

// Pulling an image on a fresh machine takes a while; the wait strategies have their own limits.
const STARTUP_TIMEOUT_MS = 300_000;
// With no engine the probe rejects in milliseconds; this only guards against one that hangs.
const PROBE_TIMEOUT_MS = 3_000;

// Whether a Docker engine answers, never waiting longer than the timeout.
const probeDocker = async (): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), PROBE_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      getContainerRuntimeClient().then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
};

// Asked once per test file (Vitest loads each file in its own module graph).
let dockerProbe: Promise<boolean> | undefined;
const dockerReachable = () => (dockerProbe ??= probeDocker());

// The image a service of the repository's docker-compose.yml runs, so tests use production's
// version. Specs call it when they load, so a compose file this no longer reads fails without
// Docker too.
export const composeImage = (service: string): string => {
  const compose = readFileSync(new URL('../../../docker-compose.yml', import.meta.url), 'utf8');
  const block = compose.split(/^ {2}(?=\S)/m).find((section) => section.startsWith(`${service}:`));
  const image = block?.match(/^ +image: (\S+)$/m)?.[1];
  if (!image) throw new Error(`docker-compose.yml names no image for the ${service} service.`);
  return image;
};

// Declares `body`'s suite against the server. `url()` is valid from the first test on.
export const describeWithProductionServer = async (server: ProductionServer, body: (url: () => string) => void) => {
  const fromEnv = process.env[server.envVar];
  const source = (await dockerReachable()) ? 'docker' : fromEnv ? 'env' : undefined;
  if (!source) console.log(`[skip] ${server.name} contract: ${server.envVar} is not set and no Docker engine is reachable`);

  describe.skipIf(!source)(server.name, () => {
    let started: StartedTestContainer | undefined;
    let url = fromEnv;
    beforeAll(async () => {
      if (source !== 'docker') return;
      started = await server.container().start();
      await server.prepare?.(started);
      url = server.url(started);
    }, STARTUP_TIMEOUT_MS);
    afterAll(async () => {
      await started?.stop();
    });
    body(() => {
      if (!url) throw new Error(`${server.name}: no server (its container did not start).`);
      return url;
    });
  });
};
