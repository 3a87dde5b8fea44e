import fs from 'node:fs';
import path from 'node:path';
import { createNotificationCommands } from '@lorewright/commands/notifications/notificationCommands';
import { createMailedCodes } from '@lorewright/commands/accounts/mailedCodes';
import { createPermissionCommands } from '@lorewright/commands/accounts/permissionCommands';
import { createMediaLibraryCommands } from '@lorewright/commands/media/mediaLibraryCommands';
import { createExportCommands } from '@lorewright/commands/exports/exportCommands';
import { argon2idHasher, type PasswordHasher } from '@lorewright/commands/accounts/passwordHasher';
import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import { openSqliteEventStore } from '@lorewright/commands/eventStore/sqliteEventStore';
import { withErasablePersonalData } from '@lorewright/commands/personalData/erasableEventStore';
import type { KeyVault } from '@lorewright/commands/personalData/keyVault';
import { openSqliteKeyVault } from '@lorewright/commands/personalData/sqliteKeyVault';
import { createCommandHandler } from '@lorewright/commands/pipeline/handleCommand';
import { systemClock, uuidGenerator, type Clock } from '@lorewright/commands/shared/clock';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { allProjections, type ViewName } from '@lorewright/projections/allProjections';
import { openEmbeddedReadStore } from '@lorewright/projections/readStore/embeddedReadStore';
import type { ReadStore } from '@lorewright/projections/readStore/readStore';
import { ProjectionRunner } from '@lorewright/projections/runner/projectionRunner';
import { ProjectionViews } from '@lorewright/projections/runner/projectionViews';
import { ReactorRunner } from '@lorewright/projections/runner/reactorRunner';
import { Precedence } from '@lorewright/projections/runner/precedence';
import type { RunnerLogger } from '@lorewright/projections/runner/workerDeps';
import { createAfterAnswer } from './afterAnswer';
import type { Config } from './config';
import { createMailer } from './mail/createMailer';
import { createGeoipLiteGeolocation } from './geo/geoipLiteGeolocation';
import type { Geolocation } from './geo/geolocation';
import { createMediaStorage } from './media/createMediaStorage';
import { createExportExpiryTimer } from './exports/exportExpiryTimer';
import { createExportFiles } from './exports/exportStorage';
import { createPayments } from './payments/createPayments';
import { createSubscriptionExpiryTimer } from './payments/subscriptionExpiryTimer';
import { detectImageType } from './media/imageTypeDetector';
import { loadServerKeys } from './plugins/serverKeys';
import { createReactors } from './reactors';
import { createStackCommands } from './stackCommands';
import { createStackQueries } from './stackQueries';
import { createWorkPool } from './workers/workPool';

export interface Stores {
  // Personal fields sealed under their owners' keys (closing it closes the vault too).
  eventStore: EventStore;
  readStore: ReadStore;
  // Those keys: erasing one is how `ops forget` erases a person from the log.
  keyVault: KeyVault;
  // Which adapters were chosen, for the start-up log and the ops CLI.
  describe: { eventStore: string; readStore: string; keyVault: string };
}

// Embedded SQLite files under DATA_DIR unless a production server is configured. The server
// adapters' client libraries load only when configured (about half a second of every start).
export const openStores = async (config: Config, logger?: RunnerLogger): Promise<Stores> => {
  fs.mkdirSync(config.dataDir, { recursive: true });
  const log = config.KURRENTDB_URL
    ? (await import('@lorewright/commands/eventStore/kurrentEventStore')).openKurrentEventStore(config.KURRENTDB_URL)
    : openSqliteEventStore(path.join(config.dataDir, 'events.db'));
  // A unit of work started inside another is refused outside production (asyncMutex.ts): the
  // check slows every await of the process.
  const detectNestedUnits = config.NODE_ENV !== 'production';
  // Beside the read models in production (a collection no projection owns), else its own file.
  const keyVault = config.MONGODB_URL
    ? await (await import('@lorewright/commands/personalData/mongoKeyVault')).openMongoKeyVault(config.MONGODB_URL, config.MONGODB_DB)
    : openSqliteKeyVault(path.join(config.dataDir, 'personal-keys.db'));
  const eventStore = withErasablePersonalData(log, keyVault, eventRegistry);
  const readStore = config.MONGODB_URL
    ? await (await import('@lorewright/projections/readStore/mongoReadStore')).openMongoReadStore(config.MONGODB_URL, config.MONGODB_DB, { detectNestedUnits })
    : openEmbeddedReadStore(path.join(config.dataDir, 'read.db'), {
        // Once per query shape, so a list that outgrew its indexes can be found.
        onUncoveredQuery: (query) => logger?.debug?.(query, 'read-store query not covered by an index'),
        detectNestedUnits,
        cacheMiB: config.READ_STORE_CACHE_MB,
      });
  return {
    eventStore,
    readStore,
    keyVault,
    describe: {
      keyVault: config.MONGODB_URL ? `mongodb (${config.MONGODB_DB}.personal_keys)` : `sqlite (${path.join(config.dataDir, 'personal-keys.db')})`,
      eventStore: config.KURRENTDB_URL ? 'kurrentdb' : `sqlite (${path.join(config.dataDir, 'events.db')})`,
      readStore: config.MONGODB_URL ? `mongodb (${config.MONGODB_DB})` : `embedded (${path.join(config.dataDir, 'read.db')})`,
    },
  };
};

// Ports a test may replace: a clock it moves forward, a cheaper hasher, a fixed geolocation.
export interface StackOptions {
  clock?: Clock;
  passwordHasher?: PasswordHasher;
  geolocation?: Geolocation;
}

// How long an unknown token waits for the sessions projection to reach the head at most.
const AUTH_CATCH_UP_MS = 5000;

// The composition root: every adapter, handler, projection and reactor of one server process.
export const createStack = async (config: Config, logger?: RunnerLogger, options: StackOptions = {}) => {
  const stores = await openStores(config, logger);
  const { eventStore, readStore } = stores;
  const registry = eventRegistry;
  const clock = options.clock ?? systemClock;
  // The projections a request waits on write before the other workers (precedence.ts).
  const precedence = new Precedence();
  const views = new ProjectionViews(readStore, allProjections, undefined, precedence);
  const runner = new ProjectionRunner({
    eventStore,
    readStore,
    registry,
    precedence,
    projections: allProjections,
    logger,
    onSwitch: (name) => views.invalidate(name),
  });
  const mail = createMailer({ smtpUrl: config.SMTP_URL, mailFrom: config.MAIL_FROM, dataDir: config.dataDir });
  const handle = createCommandHandler({ eventStore, registry, clock, ids: uuidGenerator, nextTurn: () => precedence.requestTurn() });
  const mailedCodes = createMailedCodes(stores.keyVault);
  const mediaStorage = createMediaStorage(config);
  // Stripe or the built-in sandbox; the billing routes use `payments`, buildApp serves the sandbox's pages.
  const payments = createPayments(config, logger);
  const media = createMediaLibraryCommands({ handle, eventStore, registry, clock, ids: uuidGenerator, files: mediaStorage, detectImageType });
  const notifications = createNotificationCommands(handle);
  // Export jobs (domain/src/exports); finished ZIPs beside the media, private to their owners.
  const exports = createExportCommands({ handle, eventStore, registry, clock, ids: uuidGenerator });
  const exportFiles = createExportFiles(config);
  // The worker threads that import and export work runs on (workers/workPool.ts), off the event loop.
  // A server in production keeps one thread, loaded at start; specs start theirs on demand.
  const work = createWorkPool(config.NODE_ENV === 'production' ? { minThreads: 1 } : {});
  const afterAnswer = createAfterAnswer();
  const queries = createStackQueries(views);
  const commands = createStackCommands({
    config,
    handle,
    eventStore,
    registry,
    clock,
    keyVault: stores.keyVault,
    hasher: options.passwordHasher ?? argon2idHasher,
    codes: mailedCodes,
    mediaStorage,
    payments: payments.payments,
    media,
    notifications,
    exports,
    queries,
  });
  // Built once the commands are, which some reactors send; started only by start().
  const reactors = new ReactorRunner({
    eventStore,
    readStore,
    registry,
    precedence,
    logger,
    reactors: createReactors({
      eventStore,
      registry,
      readStore,
      mailer: mail.mailer,
      publicUrl: config.publicUrl,
      codes: mailedCodes,
      sendNotification: notifications.send,
      media,
      grantPermission: createPermissionCommands(handle).grantPermission,
      supportEmail: config.SUPPORT_EMAIL,
      mediaFiles: mediaStorage,
      exports,
      exportFiles,
      work,
      waitForViews: (position, projections) => runner.waitFor(position, { timeoutMs: config.READ_YOUR_WRITES_TIMEOUT_MS, projections }),
      followDatePoint: {
        wiki: commands.wikis.followDatePoint,
        relations: commands.relations.followDatePoint,
        map: commands.maps.followDatePoint,
        writing: commands.writings.followDatePoint,
      },
      logger,
    }),
  });
  const subscriptionExpiry = createSubscriptionExpiryTimer({ queries: queries.subscriptions, commands: commands.subscriptions, clock, logger });
  const exportExpiry = createExportExpiryTimer({ files: exportFiles, exports, clock, logger });

  return {
    config,
    stores,
    eventStore,
    readStore,
    registry,
    runner,
    reactors,
    views,
    clock,
    mail,
    mediaStorage,
    exportFiles,
    work,
    payments: payments.payments,
    sandboxPayments: payments.sandbox,
    geolocation: options.geolocation ?? createGeoipLiteGeolocation(),
    serverKeys: loadServerKeys(config.dataDir, config.SERVER_PRIVATE_KEY),
    commands,
    queries,
    // Read-your-writes: a command route answers once the projections it reads have caught up.
    waitForViews: (position: number | null, projections?: readonly ViewName[]) =>
      runner.waitFor(position, { timeoutMs: config.READ_YOUR_WRITES_TIMEOUT_MS, projections }),
    // Everything written so far, for a token whose login answer outran its session.
    catchUpSessions: async () =>
      runner.waitFor(await eventStore.headPosition(), {
        timeoutMs: Math.max(config.READ_YOUR_WRITES_TIMEOUT_MS, AUTH_CATCH_UP_MS),
        projections: ['sessions', 'users'],
      }),
    // Ends plans whose cancel date or unpaid grace passed without the provider saying so.
    subscriptionExpiry,
    // Deletes export ZIPs older than EXPORT_KEEP_DAYS.
    exportExpiry,
    start: () => {
      runner.start();
      reactors.start();
      subscriptionExpiry.start();
      exportExpiry.start();
      void work.warm();
    },
    afterAnswer,
    // Projectors finish their batch and checkpoint before the stores close.
    close: async () => {
      subscriptionExpiry.stop();
      exportExpiry.stop();
      await afterAnswer.idle();
      await reactors.stop();
      await work.close();
      await runner.stop();
      await eventStore.close();
      await readStore.close();
      await mediaStorage.close();
      await exportFiles.close();
    },
  };
};

export type Stack = Awaited<ReturnType<typeof createStack>>;
