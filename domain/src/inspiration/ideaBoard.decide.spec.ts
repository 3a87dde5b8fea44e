import { describe, it } from 'vitest';
import { deciderSpec } from '../shared/deciderSpec';
import { ideaBoardDecider } from './ideaBoard.decide';
import type { Idea, IdeaBoardEvent } from './ideaBoard.events';
import { IDEA_BOARDS_PER_PERSON_MAX, IDEAS_PER_BOARD_MAX } from './ideaBoards';

const spec = deciderSpec(ideaBoardDecider);
const ids = { boardId: 'b1', ownerId: 'ada' };
const created: IdeaBoardEvent = { type: 'IdeaBoardCreated', data: { ...ids, name: 'Villains', createdOn: '2026-11-30T09:00:00.000Z' } };
const wikiIdea: Idea = {
  type: 'element',
  ideaId: 'i1',
  element: { kind: 'wiki', elementId: 'k1', title: 'Queen Ysolde' },
  addedOn: '2026-11-30T09:01:00.000Z',
};
const noteIdea: Idea = { type: 'note', ideaId: 'i2', text: 'A queen who forgets.', addedOn: '2026-11-30T09:02:00.000Z' };
const added = (idea: Idea): IdeaBoardEvent => ({ type: 'IdeaAdded', data: { ...ids, idea } });
const create = { type: 'CreateBoard', actorId: 'ada', boardId: 'b1', name: 'Villains', createdOn: '2026-11-30T09:00:00.000Z' } as const;

describe('idea boards', () => {
  it('a person creates a board of their own', () => {
    spec
      .given([])
      .when({ ...create, boardsOwned: 0 })
      .then([created]);
  });

  it(`a person has at most ${IDEA_BOARDS_PER_PERSON_MAX} boards`, () => {
    spec
      .given([])
      .when({ ...create, boardsOwned: IDEA_BOARDS_PER_PERSON_MAX - 1 })
      .then([created]);
    spec
      .given([])
      .when({ ...create, boardsOwned: IDEA_BOARDS_PER_PERSON_MAX })
      .thenThrows(`You may have at most ${IDEA_BOARDS_PER_PERSON_MAX} idea boards. Delete one first.`);
  });

  it('the owner renames a board; the same name again changes nothing', () => {
    const renamed: IdeaBoardEvent = { type: 'IdeaBoardRenamed', data: { ...ids, name: 'Rogues' } };
    spec.given([created]).when({ type: 'RenameBoard', actorId: 'ada', name: 'Rogues' }).then([renamed]);
    spec.given([created, renamed]).when({ type: 'RenameBoard', actorId: 'ada', name: 'Rogues' }).then([]);
    spec
      .given([created, renamed])
      .when({ type: 'RenameBoard', actorId: 'ada', name: 'Villains' })
      .then([{ type: 'IdeaBoardRenamed', data: { ...ids, name: 'Villains' } }]);
  });

  it('the owner adds an element and a note, and removes one', () => {
    spec
      .given([created])
      .when({ type: 'AddIdea', actorId: 'ada', idea: wikiIdea })
      .then([added(wikiIdea)]);
    spec
      .given([created, added(wikiIdea)])
      .when({ type: 'AddIdea', actorId: 'ada', idea: noteIdea })
      .then([added(noteIdea)]);
    spec
      .given([created, added(wikiIdea)])
      .when({ type: 'RemoveIdea', actorId: 'ada', ideaId: 'i1' })
      .then([{ type: 'IdeaRemoved', data: { ...ids, ideaId: 'i1' } }]);
  });

  it('saving the same element twice keeps it once; removed, it may be saved again', () => {
    spec
      .given([created, added(wikiIdea)])
      .when({ type: 'AddIdea', actorId: 'ada', idea: { ...wikiIdea, ideaId: 'i9' } })
      .then([]);
    spec
      .given([created, added(wikiIdea), { type: 'IdeaRemoved', data: { ...ids, ideaId: 'i1' } }])
      .when({ type: 'AddIdea', actorId: 'ada', idea: { ...wikiIdea, ideaId: 'i9' } })
      .then([added({ ...wikiIdea, ideaId: 'i9' })]);
  });

  it('to anyone but the owner the board is not found', () => {
    spec.given([created]).when({ type: 'AddIdea', actorId: 'bea', idea: noteIdea }).thenThrows('Idea board not found.');
    spec
      .given([created, added(wikiIdea)])
      .when({ type: 'RemoveIdea', actorId: 'bea', ideaId: 'i1' })
      .thenThrows('Idea board not found.');
    spec.given([created]).when({ type: 'DeleteBoard', actorId: 'bea' }).thenThrows('Idea board not found.');
    spec.given([created]).when({ type: 'RenameBoard', actorId: 'bea', name: 'Mine now' }).thenThrows('Idea board not found.');
  });

  it('a deleted or unknown board is not found, nor an unknown idea', () => {
    spec.given([]).when({ type: 'DeleteBoard', actorId: 'ada' }).thenThrows('Idea board not found.');
    spec
      .given([created, { type: 'IdeaBoardDeleted', data: ids }])
      .when({ type: 'RenameBoard', actorId: 'ada', name: 'Rogues' })
      .thenThrows('Idea board not found.');
    spec
      .given([created, { type: 'IdeaBoardDeleted', data: ids }])
      .when({ type: 'AddIdea', actorId: 'ada', idea: noteIdea })
      .thenThrows('Idea board not found.');
    spec.given([created]).when({ type: 'RemoveIdea', actorId: 'ada', ideaId: 'nope' }).thenThrows('Idea not found.');
  });

  it(`a board holds at most ${IDEAS_PER_BOARD_MAX} ideas`, () => {
    const full = Array.from({ length: IDEAS_PER_BOARD_MAX }, (_, i) => added({ ...noteIdea, ideaId: `n${i}` }));
    spec
      .given([created, ...full])
      .when({ type: 'AddIdea', actorId: 'ada', idea: noteIdea })
      .thenThrows(`A board holds at most ${IDEAS_PER_BOARD_MAX} ideas. Remove one first.`);
  });
});
