import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import { writingStream } from '@lorewright/commands/writings/writingStream';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import { openEmbeddedReadStore } from '../readStore/embeddedReadStore';
import { ProjectionRunner } from '../runner/projectionRunner';
import { ProjectionViews } from '../runner/projectionViews';
import { scene } from '../writings/testing/writingsTesting';
import { elementHistoryProjection } from './elementHistory.projection';
import { createHistoryQueries } from './historyQueries';

// The element history on a memory log and an embedded store that reports every query no index
// covers: a page of an element's history and its total must come from indexes.
const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

const openHistory = () => {
  const uncovered: string[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-history-'));
  const readStore = openEmbeddedReadStore(path.join(dir, 'read.db'), { onUncoveredQuery: (query) => uncovered.push(`${query.collection}: ${query.reason}`) });
  const eventStore = createMemoryEventStore();
  const projections = [elementHistoryProjection];
  const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections });
  runners.push(runner);
  runner.start();
  // Each event by `actorId`, `minute` minutes into the day.
  const project = async (...events: [WritingEvent, string, number][]) => {
    let position = 0;
    for (const [event, actorId, minute] of events) {
      const timestamp = new Date(Date.UTC(2026, 0, 1, 0, minute)).toISOString();
      const metadata = { actorId, correlationId: 'test', causationId: null, timestamp, schemaVersion: 1 };
      ({ position } = await eventStore.append(writingStream(event.data.writingId), [{ id: randomUUID(), type: event.type, data: event.data, metadata }], {
        expectedRevision: 'any',
      }));
    }
    await runner.waitFor(position, { timeoutMs: 5000 });
  };
  return { project, uncovered, history: createHistoryQueries(new ProjectionViews(readStore, projections, 0)) };
};

const ids = (writingId: string) => ({ writingId, worldId: 'world1' });
const created = (writingId: string): WritingEvent => ({
  type: 'WritingCreated',
  data: { ...ids(writingId), authorId: 'ann', parentId: null, isFolder: false, title: 'Saga', createdOn: '2026-01-01T00:00:00.000Z' },
});
const edited = (writingId: string, text: string): WritingEvent => ({
  type: 'SceneContentChanged',
  data: { ...ids(writingId), sceneId: 's1', at: 0, remove: 1, nodes: [{ content: text, style: '' }] },
});

describe('element history projection', () => {
  it('one entry per event, newest first, summarised and grouped into editing sessions', async () => {
    const { project, history, uncovered } = openHistory();
    await project(
      [created('w1'), 'ann', 0],
      [{ type: 'SceneAdded', data: { ...ids('w1'), scene: { ...scene('s1'), name: 'Chapter 1' } } }, 'ann', 1],
      [edited('w1', 'One'), 'ann', 10],
      [edited('w1', 'Two'), 'ann', 40],
      [edited('w1', 'Three'), 'bob', 41],
      [created('other'), 'ann', 42],
    );
    const page = await history.page('writing', 'w1', 1);
    expect(page.total).toBe(5);
    expect(page.entries.map(({ revision, actorId, summary }) => [revision, actorId, summary])).toEqual([
      [4, 'bob', 'Edited scene “Chapter 1”'],
      [3, 'ann', 'Edited scene “Chapter 1”'],
      [2, 'ann', 'Edited scene “Chapter 1”'],
      [1, 'ann', 'Added scene “Chapter 1”'],
      [0, 'ann', 'Created writing “Saga”'],
    ]);
    const sessions = page.entries.map((entry) => entry.session);
    expect(new Set(sessions).size).toBe(3);
    expect(sessions[2]).toBe(sessions[4]);
    expect(sessions[1]).not.toBe(sessions[2]);
    expect(sessions[0]).not.toBe(sessions[1]);
    expect(JSON.stringify(page.entries)).not.toMatch(/name/);
    expect(uncovered).toEqual([]);
  });

  it('pages of 50 from an index, with the total counted', async () => {
    const { project, history, uncovered } = openHistory();
    const edits = Array.from({ length: 119 }, (_, i): [WritingEvent, string, number] => [edited('w1', `v${i}`), 'ann', 1]);
    await project([created('w1'), 'ann', 0], [{ type: 'SceneAdded', data: { ...ids('w1'), scene: scene('s1') } }, 'ann', 0], ...edits.slice(0, 119));
    const pages = await Promise.all([1, 2, 3, 4].map((n) => history.page('writing', 'w1', n)));
    expect(pages.map((p) => p.entries.length)).toEqual([50, 50, 21, 0]);
    expect(pages.map((p) => p.total)).toEqual([121, 121, 121, 121]);
    expect(pages[0].entries[0].revision).toBe(120);
    expect(pages[2].entries.at(-1)!.revision).toBe(0);
    expect(uncovered).toEqual([]);
  });
});
