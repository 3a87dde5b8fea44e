import { randomUUID } from 'node:crypto';
import path from 'node:path';
import type { NewEvent } from '@lorewright/commands/eventStore/eventStore';
import { openSqliteEventStore } from '@lorewright/commands/eventStore/sqliteEventStore';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { visitorsProjection } from '@lorewright/projections/access/visitors.projection';
import { openEmbeddedReadStore } from '@lorewright/projections/readStore/embeddedReadStore';
import { ProjectionRunner } from '@lorewright/projections/runner/projectionRunner';

const meta = () => ({ actorId: null, correlationId: 'bench', causationId: null, timestamp: new Date().toISOString(), schemaVersion: 1 });

// A log of `count` analytics events over many visitors (one arrival, then page views), so the
// rebuild does real upserts and updates across a large collection.
const seedLog = async (file: string, count: number, visitors: number) => {
  const store = openSqliteEventStore(file);
  const perVisitor = Math.floor(count / visitors);
  for (let v = 0; v < visitors; v++) {
    const aId = randomUUID();
    const events: NewEvent[] = [{ id: randomUUID(), type: 'VisitorArrived', data: { aId, details: { language: 'en' } }, metadata: meta() }];
    for (let i = 1; i < perVisitor; i++)
      events.push({ id: randomUUID(), type: 'PageVisited', data: { aId, url: `/p/${i}`, closing: false }, metadata: meta() });
    await store.append(`visitor-${aId}`, events, { expectedRevision: 'no_stream' });
  }
  return store;
};

export const rebuildBench = async (dir: string, count: number) => {
  const eventStore = await seedLog(path.join(dir, 'rebuild-events.db'), count, count / 20);
  // As a production server opens it (composition.ts).
  const readStore = openEmbeddedReadStore(path.join(dir, 'rebuild-read.db'), { detectNestedUnits: false });
  const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections: [visitorsProjection], batchSize: 2000 });
  const events = await eventStore.headPosition();
  const started = performance.now();
  await runner.workers[0].runToHead();
  const ms = performance.now() - started;
  const docs = await readStore.collection('visitors__visitors_v1b1').count();
  await readStore.close();
  await eventStore.close();
  return { events, docs, seconds: ms / 1000, perSecond: (events / ms) * 1000 };
};
