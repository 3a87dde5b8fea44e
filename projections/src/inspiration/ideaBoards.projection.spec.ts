import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { IdeaBoardEvent } from '@lorewright/domain/inspiration/ideaBoard.events';
import { ProjectionRunner } from '../runner/projectionRunner';
import { ProjectionViews } from '../runner/projectionViews';
import { tempReadStore } from '../runner/testing/testFixtures';
import { createIdeaBoardQueries } from './ideaBoardQueries';
import { ideaBoardsProjection } from './ideaBoards.projection';

const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

const project = async (events: IdeaBoardEvent[]) => {
  const eventStore = createMemoryEventStore();
  const readStore = tempReadStore();
  const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections: [ideaBoardsProjection] });
  runners.push(runner);
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
    position = (await eventStore.append(`ideaBoard-${e.data.boardId}`, [{ id: randomUUID(), ...e, metadata }], { expectedRevision: 'any' })).position;
  }
  await runner.waitFor(position, { timeoutMs: 5000 });
  return createIdeaBoardQueries(new ProjectionViews(readStore, [ideaBoardsProjection], 0));
};

const created = (boardId: string, ownerId: string, name: string): IdeaBoardEvent => ({
  type: 'IdeaBoardCreated',
  data: { boardId, ownerId, name, createdOn: '2026-11-30T08:00:00.000Z' },
});
const note = (boardId: string, ideaId: string, text: string): IdeaBoardEvent => ({
  type: 'IdeaAdded',
  data: { boardId, ownerId: 'ada', idea: { type: 'note', ideaId, text, addedOn: '2026-11-30T09:00:00.000Z' } },
});

describe('idea boards projection', () => {
  it('keeps each owner’s boards apart, most recently changed first, with their ideas in order', async () => {
    const queries = await project([
      created('b1', 'ada', 'Villains'),
      created('b2', 'ada', 'Places'),
      created('b3', 'bea', 'Hers'),
      note('b1', 'i1', 'A queen who forgets.'),
      note('b1', 'i2', 'A knight who remembers.'),
      { type: 'IdeaRemoved', data: { boardId: 'b1', ownerId: 'ada', ideaId: 'i1' } },
    ]);
    const boards = await queries.ofOwner('ada');
    expect(boards.map((b) => b.name)).toEqual(['Villains', 'Places']);
    expect(boards[0].ideas.map((i) => i.ideaId)).toEqual(['i2']);
    expect(await queries.byId('bea', 'b1')).toBeNull();
    expect((await queries.byId('ada', 'b1'))?.name).toBe('Villains');
  });

  it('a renamed board takes its new name and comes first, as a change', async () => {
    const queries = await project([
      created('b1', 'ada', 'Villains'),
      created('b2', 'ada', 'Places'),
      { type: 'IdeaBoardRenamed', data: { boardId: 'b1', ownerId: 'ada', name: 'Rogues' } },
    ]);
    expect((await queries.ofOwner('ada')).map((b) => [b.name, b.lastUpdated])).toEqual([
      ['Rogues', '2026-11-30T09:02:00.000Z'],
      ['Places', '2026-11-30T08:00:00.000Z'],
    ]);
  });

  it('counts each owner’s live boards', async () => {
    const queries = await project([
      created('b1', 'ada', 'Villains'),
      created('b2', 'ada', 'Places'),
      created('b3', 'bea', 'Hers'),
      { type: 'IdeaBoardDeleted', data: { boardId: 'b2', ownerId: 'ada' } },
    ]);
    expect(await queries.countOf('ada')).toBe(1);
    expect(await queries.countOf('bea')).toBe(1);
    expect(await queries.countOf('cy')).toBe(0);
  });

  it('forgets a deleted board', async () => {
    const queries = await project([created('b1', 'ada', 'Villains'), { type: 'IdeaBoardDeleted', data: { boardId: 'b1', ownerId: 'ada' } }]);
    expect(await queries.ofOwner('ada')).toEqual([]);
  });
});
