import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { EventStore, NewEvent } from '@lorewright/commands/eventStore/eventStore';
import { defineEvent } from '@lorewright/domain/events/eventDefinition';
import { createEventRegistry } from '@lorewright/domain/events/eventRegistry';
import { openEmbeddedReadStore } from '../../readStore/embeddedReadStore';
import { defineProjection } from '../projection';

// Shared by the runner specs: a tiny event type, a projection that records every position it
// applies (so double application is visible), and helpers to append and open stores.

export const Ticked = defineEvent({ type: 'Ticked', version: 1, schema: z.object({ counter: z.string() }) });
// A type no test projection or reactor handles.
export const Tocked = defineEvent({ type: 'Tocked', version: 1, schema: z.object({ counter: z.string() }) });
export const testRegistry = createEventRegistry([Ticked, Tocked]);

export const tick = (counter: string, type = 'Ticked'): NewEvent => ({
  id: randomUUID(),
  type,
  data: { counter },
  metadata: { actorId: null, correlationId: 'test', causationId: null, timestamp: new Date(0).toISOString(), schemaVersion: 1 },
});

export const appendTicks = async (eventStore: EventStore, counter: string, count: number) => {
  let position = 0;
  for (let i = 0; i < count; i++) position = (await eventStore.append(`counter-${counter}`, [tick(counter)], { expectedRevision: 'any' })).position;
  return position;
};

export const appendTocks = async (eventStore: EventStore, counter: string, count: number) => {
  let position = 0;
  for (let i = 0; i < count; i++) position = (await eventStore.append(`counter-${counter}`, [tick(counter, 'Tocked')], { expectedRevision: 'any' })).position;
  return position;
};

// The event store as it is, recording the type of every event it hands out (reads and subscriptions).
export const recordingEventStore = (eventStore: EventStore) => {
  const handedOut: string[] = [];
  const recording: EventStore = {
    ...eventStore,
    readAll: async (options) => {
      const events = await eventStore.readAll(options);
      handedOut.push(...events.map((e) => e.type));
      return events;
    },
    subscribeToAll: (options) => {
      const subscription = eventStore.subscribeToAll(options);
      const batches = async function* () {
        for await (const batch of subscription) {
          handedOut.push(...batch.map((e) => e.type));
          yield batch;
        }
      };
      return {
        [Symbol.asyncIterator]: batches,
        get position() {
          return subscription.position;
        },
        stop: () => subscription.stop(),
      };
    },
  };
  return { eventStore: recording, handedOut };
};

export const counterProjection = (version = 1, onTick?: () => void) =>
  defineProjection<{ type: 'Ticked'; data: { counter: string } }>()({
    name: 'counters',
    version,
    collections: { counters: [] },
    on: {
      Ticked: async (event, db) => {
        onTick?.();
        await db.collection('counters').update(event.data.counter, { $inc: { count: 1 }, $push: { positions: event.position } }, { upsert: true });
      },
    },
  });

// A read store in a temp folder of its own, removed when the store is closed.
export const tempReadStore = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-runner-'));
  const store = openEmbeddedReadStore(path.join(dir, 'read.db'));
  const close = store.close.bind(store);
  return Object.assign(store, {
    close: async () => {
      await close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  });
};
