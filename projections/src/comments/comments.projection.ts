import type { CommentElement, CommentEvent } from '@lorewright/domain/comments/comment.events';
import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import type { ProjectionStore } from '../runner/projection';
import { defineProjection } from '../runner/projection';

// Comments on writings and wikis: one record per comment, so an element's threads are one read
// through the elementID index, and a comment's element (what its edit, deletion or resolution
// is decided on) one get. A thread is its root comment (whose id is the thread's) with the
// replies that name it; the root holds the thread's anchor and whether it is resolved. A deleted
// element's comments go with it; names are read when asked for.
export const COMMENTS = 'comments';

export interface CommentRecord {
  // The comment's id.
  _id: string;
  threadID: string;
  element: CommentElement;
  elementID: string;
  worldID: string;
  part: string;
  paragraph: number | null;
  quote: string;
  authorID: string;
  text: string;
  at: string;
  editedAt: string | null;
  // Only read on the root.
  resolved: boolean;
  // Its place in the log: threads and replies are listed in the order they were written.
  position: number;
}

const comments = (db: ProjectionStore) => db.collection(COMMENTS);

export const commentsProjection = defineProjection<CommentEvent | WritingEvent | WikiEvent | WorldEvent>()({
  name: 'comments',
  version: 1,
  collections: {
    [COMMENTS]: [{ fields: ['elementID', 'position'] }, { fields: ['threadID'] }, { fields: ['worldID'] }],
  },
  on: {
    CommentAdded: async (event, db) => {
      const { commentId, threadId, element, elementId, worldId, part, paragraph, quote, authorId, text, at } = event.data;
      const record: CommentRecord = {
        _id: commentId,
        threadID: threadId,
        element,
        elementID: elementId,
        worldID: worldId,
        part,
        paragraph,
        quote,
        authorID: authorId,
        text,
        at,
        editedAt: null,
        resolved: false,
        position: event.position,
      };
      await comments(db).put({ ...record });
    },
    CommentEdited: ({ data }, db) => comments(db).update(data.commentId, { $set: { text: data.text, editedAt: data.at } }),
    // The root's deletion takes its thread's replies with it.
    CommentDeleted: ({ data }, db) =>
      data.commentId === data.threadId ? comments(db).deleteMany({ threadID: data.threadId }) : comments(db).delete(data.commentId),
    ThreadResolved: ({ data }, db) => comments(db).update(data.threadId, { $set: { resolved: true } }),
    ThreadReopened: ({ data }, db) => comments(db).update(data.threadId, { $set: { resolved: false } }),
    WritingDeleted: ({ data }, db) => comments(db).deleteMany({ elementID: data.writingId }),
    WikiDeleted: ({ data }, db) => comments(db).deleteMany({ elementID: data.wikiId }),
    WorldDeleted: ({ data }, db) => comments(db).deleteMany({ worldID: data.worldId }),
  },
});
