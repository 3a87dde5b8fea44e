import { describe, expect, it } from 'vitest';
import type { IdeaBoardEvent } from '@lorewright/domain/inspiration/ideaBoard.events';
import { projectionOver } from '../runner/testing/projectionOver';
import { createIdeaBoardQueries } from './ideaBoardQueries';
import { ideaBoardsProjection } from './ideaBoards.projection';

const projected = projectionOver<IdeaBoardEvent>(ideaBoardsProjection, (e) => `ideaBoard-${e.data.boardId}`);
const project = async (events: IdeaBoardEvent[]) => createIdeaBoardQueries(await projected(events));

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
