import type { CommentElement } from '@lorewright/domain/comments/comment.events';
import type { CommentThreadView } from '@lorewright/domain/comments/commentView';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';
import { useAnnouncedChange } from '../../lib/useAnnouncedChange';

// Comments are server state, read only by those who may edit the element. Every change
// refreshes the element's threads (a panel loads one element's at a time).
export const commentKeys = {
  all: ['comments'] as const,
  ofElement: (element: CommentElement, elementID: string) => ['comments', element, elementID] as const,
};

/** GET comments/{element}/{elementID}: the element's threads, open ones first. */
export function useCommentThreads(element: CommentElement, elementID: string) {
  return useQuery({
    queryKey: commentKeys.ofElement(element, elementID),
    queryFn: async () => unwrap(await apiRequest<{ threads: CommentThreadView[] }>('GET', `comments/${element}/${encodeURIComponent(elementID)}`)).threads,
  });
}

export interface NewComment {
  element: CommentElement;
  elementID: string;
  /** The scene or section of a new thread. */
  part?: string;
  /** A scene's paragraph, counted from 0, and its opening. */
  paragraph?: number;
  quote?: string;
  text: string;
  /** The comment answered: the reply joins its thread. */
  replyTo?: string;
}

// The server's message is raised as an alert either way; the caller learns whether it worked.
const useCommentChange = <Input, Answer extends { message?: string }>(send: (input: Input) => Promise<Answer>) => useAnnouncedChange(send, commentKeys.all);

/** POST comments: a new thread, or a reply. */
export const useAddComment = () =>
  useCommentChange(async (input: NewComment) => unwrap(await apiRequest<{ id: string; threadID: string; message?: string }>('POST', 'comments', input)));

/** PUT comments/{commentID}: its author's new text. */
export const useEditComment = () =>
  useCommentChange(async ({ commentID, text }: { commentID: string; text: string }) =>
    unwrap(await apiRequest<{ message?: string }>('PUT', `comments/${encodeURIComponent(commentID)}`, { text })),
  );

/** DELETE comments/{commentID}: a thread's root takes its replies with it. */
export const useDeleteComment = () =>
  useCommentChange(async (commentID: string) => unwrap(await apiRequest<{ message?: string }>('DELETE', `comments/${encodeURIComponent(commentID)}`)));

/** POST comments/{threadID}/resolve. */
export const useResolveThread = () =>
  useCommentChange(async ({ threadID, resolved }: { threadID: string; resolved: boolean }) =>
    unwrap(await apiRequest<{ message?: string }>('POST', `comments/${encodeURIComponent(threadID)}/resolve`, { resolved })),
  );
