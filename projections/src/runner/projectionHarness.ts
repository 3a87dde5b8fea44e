import { randomUUID } from 'node:crypto';
import { afterEach } from 'vitest';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import type { DomainEvent } from '@lorewright/domain/events/eventDefinition';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { Projection } from './projection';
import { ProjectionRunner } from './projectionRunner';
import { ProjectionViews } from './projectionViews';
import { tempReadStore } from './testing/testFixtures';

// Shared by the projection specs (used only by *.spec.ts): projections running on a memory
// log, each event appended to the stream `streamOf` names, one second after the last.
const runners: ProjectionRunner[] = [];
const stores: ReturnType<typeof tempReadStore>[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
  await Promise.all(stores.splice(0).map((store) => store.close()));
});

export const timestampOf = (second: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, second)).toISOString();

export const openProjectionHarness = <E extends DomainEvent>(projections: readonly Projection[], streamOf: (event: E) => string) => {
  const eventStore = createMemoryEventStore();
  const readStore = tempReadStore();
  stores.push(readStore);
  const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections });
  runners.push(runner);
  runner.start();
  let second = 0;
  const project = async (...events: E[]) => {
    let position = 0;
    for (const event of events) {
      const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp: timestampOf(second++), schemaVersion: 1 };
      ({ position } = await eventStore.append(streamOf(event), [{ id: randomUUID(), type: event.type, data: event.data, metadata }], {
        expectedRevision: 'any',
      }));
    }
    await runner.waitFor(position, { timeoutMs: 5000 });
  };
  return { project, eventStore, views: new ProjectionViews(readStore, projections, 0) };
};
