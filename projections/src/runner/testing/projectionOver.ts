import { randomUUID } from 'node:crypto';
import { afterEach, expect } from 'vitest';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { Projection } from '../projection';
import { ProjectionRunner } from '../projectionRunner';
import { ProjectionViews } from '../projectionViews';
import { tempReadStore } from './testFixtures';

// For a projection's spec: `project(events)` appends the events (each to its stream, a minute
// after the one before, from 09:00 on 30 November 2026), runs the projection until it has applied
// them all, and answers its views. The runners and their read stores are closed after each test.
export const projectionOver = <E extends { type: string; data: unknown }>(projection: Projection, streamOf: (event: E) => string) => {
  const opened: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((close) => close()));
  });
  return async (events: readonly E[]): Promise<ProjectionViews> => {
    const eventStore = createMemoryEventStore();
    const readStore = tempReadStore();
    const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections: [projection] });
    opened.push(async () => {
      await runner.stop();
      await readStore.close();
    });
    runner.start();
    let position = 0;
    for (const [i, e] of events.entries()) {
      const metadata = {
        actorId: null,
        correlationId: 'test',
        causationId: null,
        timestamp: new Date(Date.UTC(2026, 10, 30, 9, i)).toISOString(),
        schemaVersion: 1,
      };
      position = (await eventStore.append(streamOf(e), [{ id: randomUUID(), ...e, metadata }], { expectedRevision: 'any' })).position;
    }
    expect(await runner.waitFor(position, { timeoutMs: 5000 })).toBe(true);
    return new ProjectionViews(readStore, [projection], 0);
  };
};
