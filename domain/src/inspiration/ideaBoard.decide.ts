import type { Decider } from '../shared/decider';
import { conflict, forbidden, notFound } from '../shared/errors';
import type { Idea, IdeaBoardEvent } from './ideaBoard.events';
import { IDEA_BOARDS_PER_PERSON_MAX, IDEAS_PER_BOARD_MAX, ideaBoardMessages as m } from './ideaBoards';

// One idea board. Only its owner sees or changes it: to anyone else it is not found, as a board
// that does not exist (its id tells nothing). Names come checked by the request's body rule.
// boardsOwned is how many live boards the actor has (read by the command handler): a person's
// boards live in streams of their own, so no one board's stream knows their number.
export type IdeaBoardCommand =
  | { type: 'CreateBoard'; actorId: string; boardId: string; name: string; createdOn: string; boardsOwned: number }
  | { type: 'RenameBoard'; actorId: string; name: string }
  | { type: 'DeleteBoard'; actorId: string }
  | { type: 'AddIdea'; actorId: string; idea: Idea }
  | { type: 'RemoveIdea'; actorId: string; ideaId: string };

export interface IdeaBoardState {
  boardId: string | null;
  ownerId: string | null;
  name: string;
  deleted: boolean;
  // In the order added; an element's key (`${kind}:${elementId}`) keeps it on the board once.
  ideas: readonly { ideaId: string; element: string | null }[];
}

const elementKey = (kind: string, elementId: string) => `${kind}:${elementId}`;

export const ideaBoardDecider: Decider<IdeaBoardCommand, IdeaBoardEvent, IdeaBoardState> = {
  initialState: () => ({ boardId: null, ownerId: null, name: '', deleted: false, ideas: [] }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'IdeaBoardCreated':
        return { ...state, boardId: event.data.boardId, ownerId: event.data.ownerId, name: event.data.name };
      case 'IdeaBoardRenamed':
        return { ...state, name: event.data.name };
      case 'IdeaBoardDeleted':
        return { ...state, deleted: true };
      case 'IdeaAdded': {
        const { idea } = event.data;
        const element = idea.type === 'element' ? elementKey(idea.element.kind, idea.element.elementId) : null;
        return { ...state, ideas: [...state.ideas, { ideaId: idea.ideaId, element }] };
      }
      case 'IdeaRemoved':
        return { ...state, ideas: state.ideas.filter((idea) => idea.ideaId !== event.data.ideaId) };
    }
  },

  decide: (command, state) => {
    if (command.type === 'CreateBoard') {
      if (state.boardId !== null) throw conflict(m.exists);
      if (command.boardsOwned >= IDEA_BOARDS_PER_PERSON_MAX) throw forbidden(m.tooManyBoards);
      return [{ type: 'IdeaBoardCreated', data: { boardId: command.boardId, ownerId: command.actorId, name: command.name, createdOn: command.createdOn } }];
    }
    const { boardId, ownerId } = state;
    if (boardId === null || ownerId === null || state.deleted || ownerId !== command.actorId) throw notFound(m.notFound);
    const ids = { boardId, ownerId };
    switch (command.type) {
      case 'RenameBoard':
        return command.name === state.name ? [] : [{ type: 'IdeaBoardRenamed', data: { ...ids, name: command.name } }];
      case 'DeleteBoard':
        return [{ type: 'IdeaBoardDeleted', data: ids }];
      case 'AddIdea': {
        const { idea } = command;
        if (idea.type === 'element' && state.ideas.some((each) => each.element === elementKey(idea.element.kind, idea.element.elementId))) return [];
        if (state.ideas.length >= IDEAS_PER_BOARD_MAX) throw forbidden(m.boardFull);
        return [{ type: 'IdeaAdded', data: { ...ids, idea } }];
      }
      case 'RemoveIdea':
        if (!state.ideas.some((idea) => idea.ideaId === command.ideaId)) throw notFound(m.ideaNotFound);
        return [{ type: 'IdeaRemoved', data: { ...ids, ideaId: command.ideaId } }];
    }
  },
};
