import type { IdeaBoardView } from '@lorewright/domain/inspiration/ideaBoards';
import type { ProjectionViews } from '../runner/projectionViews';
import { IDEA_BOARDS } from './ideaBoards.projection';

// Boards are private: every read names the owner, and another person's board is as unknown as
// a made-up id.
export const createIdeaBoardQueries = (views: ProjectionViews) => {
  const boards = views.collection('ideaBoards', IDEA_BOARDS);
  return {
    // The owner's boards, most recently changed first.
    ofOwner: async (ownerId: string) => (await boards.find({ ownerID: ownerId }, { sort: { lastUpdated: -1, _id: 1 } })) as unknown as IdeaBoardView[],
    // How many live boards the owner has, for the cap on boards per person.
    countOf: (ownerId: string) => boards.count({ ownerID: ownerId }),
    byId: async (ownerId: string, boardId: string) => {
      const board = (await boards.get(boardId)) as IdeaBoardView | null;
      return board?.ownerID === ownerId ? board : null;
    },
  };
};

export type IdeaBoardQueries = ReturnType<typeof createIdeaBoardQueries>;
