import { ideaBoardDecider, type IdeaBoardCommand } from '@lorewright/domain/inspiration/ideaBoard.decide';
import type { IdeaElement } from '@lorewright/domain/inspiration/ideaBoard.events';
import type { z } from 'zod';
import { streamName } from '../eventStore/eventStore';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock, IdGenerator } from '../shared/clock';

export const ideaBoardStream = (boardId: string) => streamName('ideaBoard', boardId);

// Idea boards (product.md §2.21): the owner is the actor of every command; the decider answers
// anyone else's command with 'not found'. Ids and times are made here, once per command.
//
// boardsOf counts the owner's live boards in the read model, as the invitations' hourly limit
// does: each board is a stream of its own. The route waits for the read model after each change,
// so one after another the count is exact; a burst of parallel creates may pass the cap by the
// size of the burst, which the request rate limits bound.
export const createIdeaBoardCommands = ({
  handle,
  clock,
  ids,
  boardsOf,
}: {
  handle: HandleCommand;
  clock: Clock;
  ids: IdGenerator;
  boardsOf: (ownerId: string) => Promise<number>;
}) => {
  const run = async (boardId: string, command: IdeaBoardCommand, context: CommandContext) => {
    const { position } = await handle(ideaBoardStream(boardId), ideaBoardDecider, command, context);
    return { position };
  };
  const now = () => clock.now().toISOString();

  return {
    create: async (actorId: string, name: string, context: CommandContext) => {
      const boardId = ids.newId();
      const boardsOwned = await boardsOf(actorId);
      return { boardId, ...(await run(boardId, { type: 'CreateBoard', actorId, boardId, name, createdOn: now(), boardsOwned }, context)) };
    },
    rename: (actorId: string, boardId: string, name: string, context: CommandContext) => run(boardId, { type: 'RenameBoard', actorId, name }, context),
    delete: (actorId: string, boardId: string, context: CommandContext) => run(boardId, { type: 'DeleteBoard', actorId }, context),
    addElement: (actorId: string, boardId: string, element: z.infer<typeof IdeaElement>, context: CommandContext) =>
      run(boardId, { type: 'AddIdea', actorId, idea: { type: 'element', ideaId: ids.newId(), element, addedOn: now() } }, context),
    addNote: (actorId: string, boardId: string, text: string, context: CommandContext) =>
      run(boardId, { type: 'AddIdea', actorId, idea: { type: 'note', ideaId: ids.newId(), text, addedOn: now() } }, context),
    removeIdea: (actorId: string, boardId: string, ideaId: string, context: CommandContext) => run(boardId, { type: 'RemoveIdea', actorId, ideaId }, context),
  };
};

export type IdeaBoardCommands = ReturnType<typeof createIdeaBoardCommands>;
