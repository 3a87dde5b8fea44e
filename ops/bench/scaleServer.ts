import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '@lorewright/api/buildApp';
import { createStack } from '@lorewright/api/composition';
import { loadConfig } from '@lorewright/api/config';
import type { EventStore, NewEvent } from '@lorewright/commands/eventStore/eventStore';

// The server of the scale benchmark, in a process of its own so its memory can be read:
// `node --import tsx scaleServer.ts <dataDir> <worlds>` seeds that many public worlds straight
// into the event log (as the command pipeline would append them, without HTTP), lets the
// projections catch up, listens on 127.0.0.1 and prints one JSON line with its address.

export const RARE_WORD = 'Quillowmere'; // in one world's name
export const COMMON_WORD = 'Vale'; // in every second world's name
export const RARE_WORLD = 777;

export const ADJECTIVES = ['Amber', 'Silent', 'Hollow', 'Iron', 'Misty', 'Golden', 'Shattered', 'Verdant', 'Frozen', 'Crimson', 'Sunken', 'Wild'];
const NOUNS = ['Reach', 'Isles', 'Marches', 'Kingdom', 'Wastes', 'Dominion', 'Expanse', 'Frontier', 'Realm', 'Shore', 'Peaks'];
const BASE_TIME = Date.UTC(2025, 0, 1);

export const worldName = (i: number) =>
  i === RARE_WORLD
    ? `${RARE_WORD} Harbour`
    : `${ADJECTIVES[i % ADJECTIVES.length]} ${NOUNS[(i >> 3) % NOUNS.length]}${i % 2 === 0 ? ` ${COMMON_WORD}` : ''} ${i}`;

const meta = (authorId: string, at: number) => ({
  actorId: authorId,
  correlationId: 'scale-bench',
  causationId: null,
  timestamp: new Date(at).toISOString(),
  schemaVersion: 1,
});

const seedWorlds = async (eventStore: EventStore, count: number) => {
  const authors = Array.from({ length: Math.max(1, Math.ceil(count / 20)) }, () => randomUUID());
  let worldId = '';
  for (let i = 0; i < count; i++) {
    worldId = randomUUID();
    const authorId = authors[i % authors.length];
    const at = BASE_TIME + i * 1000;
    const events: NewEvent[] = [
      {
        id: randomUUID(),
        type: 'WorldCreated',
        data: {
          worldId,
          authorId,
          name: worldName(i),
          description: `A world of ${NOUNS[i % NOUNS.length].toLowerCase()} and old stories.`,
          createdOn: new Date(at).toISOString(),
        },
        metadata: meta(authorId, at),
      },
      { id: randomUUID(), type: 'WorldVisibilityChanged', data: { worldId, visibility: 'public' }, metadata: meta(authorId, at + 1) },
    ];
    await eventStore.append(`world-${worldId}`, events, { expectedRevision: 'no_stream' });
  }
  return worldId;
};

const main = async (dataDir: string, count: number) => {
  fs.mkdirSync(dataDir, { recursive: true });
  const config = loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', RATE_LIMIT_ENABLED: 'false', WEB_DIST: path.join(dataDir, 'no-web') });
  const stack = await createStack(config);
  const started = performance.now();
  const lastWorldId = await seedWorlds(stack.eventStore, count);
  const appended = performance.now();
  stack.start();
  const head = await stack.eventStore.headPosition();
  // Every projection, not only the worlds: one still catching up (the world's history, say)
  // would be measured as the worlds' latency. Each wait is bounded by the read-your-writes
  // timeout; the projections keep working between.
  while (!(await stack.waitForViews(head)));
  const projected = performance.now();
  const app = await buildApp({ stack });
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  (globalThis as { gc?: () => void }).gc?.();
  const { heapUsed, external, rss } = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1_048_576);
  console.log(
    JSON.stringify({
      url,
      worldId: lastWorldId,
      appendSeconds: (appended - started) / 1000,
      projectSeconds: (projected - appended) / 1000,
      memoryAtStart: { rssMb: mb(rss), heapMb: mb(heapUsed), externalMb: mb(external) },
    }),
  );
  const stop = async () => {
    await app.close();
    await stack.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(process.argv[2], Number(process.argv[3])).catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
