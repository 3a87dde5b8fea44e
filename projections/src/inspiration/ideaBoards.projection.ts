import type { IdeaBoardEvent } from '@lorewright/domain/inspiration/ideaBoard.events';
import type { IdeaBoardView } from '@lorewright/domain/inspiration/ideaBoards';
import { defineProjection } from '../runner/projection';

// One IdeaBoardView per live board, read by its owner only (ideaBoardQueries), newest change first.
export const IDEA_BOARDS = 'boards';

export const ideaBoardsProjection = defineProjection<IdeaBoardEvent>()({
  name: 'ideaBoards',
  version: 1,
  collections: { [IDEA_BOARDS]: [{ fields: ['ownerID', '-lastUpdated', '_id'] }] },
  on: {
    IdeaBoardCreated: ({ data }, db) => {
      const board: IdeaBoardView = {
        _id: data.boardId,
        ownerID: data.ownerId,
        name: data.name,
        createdOn: data.createdOn,
        lastUpdated: data.createdOn,
        ideas: [],
      };
      return db.collection(IDEA_BOARDS).put({ ...board });
    },
    IdeaBoardRenamed: ({ data, metadata }, db) =>
      db.collection(IDEA_BOARDS).update(data.boardId, { $set: { name: data.name, lastUpdated: metadata.timestamp } }),
    IdeaBoardDeleted: ({ data }, db) => db.collection(IDEA_BOARDS).delete(data.boardId),
    IdeaAdded: ({ data, metadata }, db) =>
      db.collection(IDEA_BOARDS).update(data.boardId, { $push: { ideas: data.idea }, $set: { lastUpdated: metadata.timestamp } }),
    IdeaRemoved: async ({ data, metadata }, db) => {
      const board = (await db.collection(IDEA_BOARDS).get(data.boardId, { fields: ['ideas'] })) as Pick<IdeaBoardView, 'ideas'> | null;
      if (!board) return;
      const ideas = board.ideas.filter((idea) => idea.ideaId !== data.ideaId);
      await db.collection(IDEA_BOARDS).update(data.boardId, { $set: { ideas, lastUpdated: metadata.timestamp } });
    },
  },
});
