// A real second OS process writing to the same SQLite file, started by sqliteEventStore.spec.ts:
//   node --import tsx sqliteEventStore.childProcess.ts <file> increment <stream> <times>
//   node --import tsx sqliteEventStore.childProcess.ts <file> append-until-killed <stream>
import { randomUUID } from 'node:crypto';
import { writeSync } from 'node:fs';
import { WrongExpectedRevisionError } from './eventStore';
import { openSqliteEventStore } from './sqliteEventStore';

const [file, mode, stream, times] = process.argv.slice(2);
if (!file || !stream) throw new Error('usage: <file> increment|append-until-killed <stream> [times]');
const store = openSqliteEventStore(file);
const metadata = () => ({
  actorId: null,
  correlationId: randomUUID(),
  causationId: null,
  timestamp: new Date().toISOString(),
  schemaVersion: 1,
});

// Read-decide-append with retries, like a command handler: every success is count = revision + 1.
const increment = async (): Promise<void> => {
  for (;;) {
    const last = (await store.readStream(stream, { direction: 'backwards', maxCount: 1 }))[0];
    const event = { id: randomUUID(), type: 'Incremented', data: { count: (last?.revision ?? -1) + 2 }, metadata: metadata() };
    try {
      await store.append(stream, [event], { expectedRevision: last ? last.revision : 'no_stream' });
      return;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
};

if (mode === 'increment') {
  for (let i = 0; i < Number(times); i++) await increment();
  await store.close();
} else if (mode === 'append-until-killed') {
  // Each line on stdout acknowledges one append; the parent SIGKILLs us at some point.
  for (;;) {
    const id = randomUUID();
    await store.append(stream, [{ id, type: 'Appended', data: {}, metadata: metadata() }], { expectedRevision: 'any' });
    writeSync(1, `${id}\n`);
  }
} else {
  throw new Error(`unknown mode ${mode}`);
}
