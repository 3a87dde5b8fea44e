import { z } from 'zod';
import { CreatedAnswer } from '../shared/messageAnswer';
import { COMMENT_ELEMENTS } from './comment.events';

// One comment as its thread shows it; the author's current name is read when asked for.
export const CommentView = z.object({
  _id: z.string(),
  author: z.object({ _id: z.string(), name: z.string() }),
  text: z.string(),
  at: z.string(),
  // When its author last changed it, if ever.
  editedAt: z.string().nullable(),
});
export type CommentView = z.infer<typeof CommentView>;

// A root comment with its replies, oldest first, anchored to a scene's paragraph or a section.
export const CommentThreadView = z.object({
  _id: z.string(),
  element: z.enum(COMMENT_ELEMENTS),
  elementID: z.string(),
  part: z.string(),
  paragraph: z.number().nullable(),
  quote: z.string(),
  resolved: z.boolean(),
  comments: z.array(CommentView),
});
export type CommentThreadView = z.infer<typeof CommentThreadView>;

// GET comments/{element}/{elementID}.
export const CommentThreadsAnswer = z.object({ threads: z.array(CommentThreadView) });

// POST comments: the comment made, and the thread it opened or joined.
export const CommentAddedAnswer = CreatedAnswer.extend({ threadID: z.string() });
