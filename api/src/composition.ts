import fs from 'node:fs';
import path from 'node:path';
import { createAccessCommands } from '@lorewright/commands/access/accessCommands';
import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import { openKurrentEventStore } from '@lorewright/commands/eventStore/kurrentEventStore';
import { openSqliteEventStore } from '@lorewright/commands/eventStore/sqliteEventStore';
import { createCommandHandler } from '@lorewright/commands/pipeline/handleCommand';
import { systemClock, uuidGenerator } from '@lorewright/commands/shared/clock';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { allProjections, allReactors } from '@lorewright/projections/allProjections';
import { openEmbeddedReadStore } from '@lorewright/projections/readStore/embeddedReadStore';
import { openMongoReadStore } from '@lorewright/projections/readStore/mongoReadStore';
import type { ReadStore } from '@lorewright/projections/readStore/readStore';
import { ProjectionRunner } from '@lorewright/projections/runner/projectionRunner';
import { ProjectionViews } from '@lorewright/projections/runner/projectionViews';
import { ReactorRunner } from '@lorewright/projections/runner/reactorRunner';
import type { RunnerLogger } from '@lorewright/projections/runner/workerDeps';
import type { Config } from './config';

export interface Stores {
  eventStore: EventStore;
  readStore: ReadStore;
  // Which adapters were chosen, for the start-up log and the ops CLI.
  describe: { eventStore: string; readStore: string };
}

// Embedded SQLite files under DATA_DIR unless a production server is configured.
export const openStores = async (config: Config): Promise<Stores> => {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const eventStore = config.KURRENTDB_URL ? openKurrentEventStore(config.KURRENTDB_URL) : openSqliteEventStore(path.join(config.dataDir, 'events.db'));
  const readStore = config.MONGODB_URL
    ? await openMongoReadStore(config.MONGODB_URL, config.MONGODB_DB)
    : openEmbeddedReadStore(path.join(config.dataDir, 'read.db'));
  return {
    eventStore,
    readStore,
    describe: {
      eventStore: config.KURRENTDB_URL ? 'kurrentdb' : `sqlite (${path.join(config.dataDir, 'events.db')})`,
      readStore: config.MONGODB_URL ? `mongodb (${config.MONGODB_DB})` : `embedded (${path.join(config.dataDir, 'read.db')})`,
    },
  };
};

// The composition root: every adapter, handler, projection and reactor of one server process.
export const createStack = async (config: Config, logger?: RunnerLogger) => {
  const stores = await openStores(config);
  const { eventStore, readStore } = stores;
  const registry = eventRegistry;
  const views = new ProjectionViews(readStore, allProjections);
  const runner = new ProjectionRunner({ eventStore, readStore, registry, projections: allProjections, logger, onSwitch: (name) => views.invalidate(name) });
  const reactors = new ReactorRunner({ eventStore, readStore, registry, reactors: allReactors, logger });
  const handle = createCommandHandler({ eventStore, registry, clock: systemClock, ids: uuidGenerator });

  return {
    config,
    stores,
    eventStore,
    readStore,
    registry,
    runner,
    reactors,
    views,
    commands: {
      access: createAccessCommands(handle, uuidGenerator),
    },
    // Read-your-writes: a command route answers once the projections it reads have caught up.
    waitForViews: (position: number | null, projections?: readonly string[]) =>
      runner.waitFor(position, { timeoutMs: config.READ_YOUR_WRITES_TIMEOUT_MS, projections }),
    start: () => {
      runner.start();
      reactors.start();
    },
    // Projectors finish their batch and checkpoint before the stores close.
    close: async () => {
      await reactors.stop();
      await runner.stop();
      await eventStore.close();
      await readStore.close();
    },
  };
};

export type Stack = Awaited<ReturnType<typeof createStack>>;
