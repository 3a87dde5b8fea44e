import { pino } from 'pino';
import { buildApp } from './buildApp';
import { createStack } from './composition';
import { ConfigError, loadConfig } from './config';
import { redactingLoggerOptions } from './plugins/logRedaction';

// `npm start`: one process serving the app and /api/v1, running projections and reactors.
const main = async () => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  // Request urls, messages and errors with codes and tokens redacted (plugins/logRedaction.ts).
  const logger = pino(redactingLoggerOptions(config.LOG_LEVEL));
  const stack = await createStack(config, logger);
  const app = await buildApp({ stack, logger });
  stack.start();
  await app.listen({ port: config.PORT, host: config.HOST });
  logger.info(
    {
      eventStore: stack.stores.describe.eventStore,
      readStore: stack.stores.describe.readStore,
      mediaStorage: stack.mediaStorage.description,
      payments: stack.payments.describe,
    },
    'Lorewright is running',
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: no new requests, projections checkpoint');
    const force = setTimeout(() => {
      logger.error('shutdown took too long; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    await app.close();
    await stack.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
