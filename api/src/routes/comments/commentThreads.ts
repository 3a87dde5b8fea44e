import type { CommentThreadView, CommentView } from '@lorewright/domain/comments/commentView';
import type { CommentRecord } from '@lorewright/projections/comments/comments.projection';
import type { StoredThread } from '@lorewright/projections/comments/commentQueries';
import type { QueriesOf } from '../routeTypes';

// Shown for an author whose account is gone from the users view.
const UNKNOWN_AUTHOR = 'Deleted user';

export type ThreadViewsPorts = QueriesOf<'accounts'>;

// Stored threads as the panel shows them: each author by their current name, read once per request.
export const threadViewsOf = async (ports: ThreadViewsPorts, threads: StoredThread[]): Promise<CommentThreadView[]> => {
  const authorIds = [...new Set(threads.flatMap(({ root, replies }) => [root, ...replies].map((comment) => comment.authorID)))];
  const users = await Promise.all(authorIds.map((id) => ports.queries.accounts.userById(id)));
  const names = new Map(authorIds.map((id, i) => [id, users[i]?.name ?? UNKNOWN_AUTHOR]));
  const viewOf = (comment: CommentRecord): CommentView => ({
    _id: comment._id,
    author: { _id: comment.authorID, name: names.get(comment.authorID) ?? UNKNOWN_AUTHOR },
    text: comment.text,
    at: comment.at,
    editedAt: comment.editedAt,
  });
  return threads.map(({ root, replies }) => ({
    _id: root._id,
    element: root.element,
    elementID: root.elementID,
    part: root.part,
    paragraph: root.paragraph,
    quote: root.quote,
    resolved: root.resolved,
    comments: [root, ...replies].map(viewOf),
  }));
};
