import type { CommentElement } from '@lorewright/domain/comments/comment.events';
import type { ProjectionViews } from '../runner/projectionViews';
import { COMMENTS, type CommentRecord } from './comments.projection';

// One thread as stored: its root (anchor, resolved) and its replies, oldest first.
export interface StoredThread {
  root: CommentRecord;
  replies: CommentRecord[];
}

// Reads of the comments projection. They answer what is stored; who may read it (whoever may
// edit the element) is decided by the routes.
export const createCommentQueries = (views: ProjectionViews) => {
  const comments = views.collection('comments', COMMENTS);
  return {
    // An element's threads (of one scene or section when `part` is given): open ones first, each
    // group in the order started.
    threadsOf: async (elementId: string, part?: string): Promise<StoredThread[]> => {
      const records = (await comments.find({ elementID: elementId }, { sort: { position: 1 } })) as unknown as CommentRecord[];
      const threads = new Map<string, StoredThread>();
      for (const record of records)
        if (record._id === record.threadID && (part === undefined || record.part === part)) threads.set(record._id, { root: record, replies: [] });
      for (const record of records) if (record._id !== record.threadID) threads.get(record.threadID)?.replies.push(record);
      const all = [...threads.values()];
      return [...all.filter((thread) => !thread.root.resolved), ...all.filter((thread) => thread.root.resolved)];
    },
    // Where a comment (or the thread of that id) is: what its changes are decided on.
    placeOf: async (commentId: string): Promise<{ element: CommentElement; elementID: string; threadID: string } | null> => {
      const record = (await comments.get(commentId)) as CommentRecord | null;
      return record ? { element: record.element, elementID: record.elementID, threadID: record.threadID } : null;
    },
  };
};

export type CommentQueries = ReturnType<typeof createCommentQueries>;
