import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';

// Events of the comments on one writing or wiki, stream `comments-{elementId}`.
//
// Why one stream per element and not one per thread: a reply, an edit, a deletion or a
// resolution names only a comment or thread id, and the per-element limit and the duplicate
// check need every comment of the element in one decision. Per thread, each command would first
// have to find its stream and the limit would be unenforceable. An element's comments are few
// and written at a conversation's pace, so one behind another costs nothing. Not the element's
// own stream: comments are never part of its history, restore or export, and a scene's saves
// would otherwise wait behind them.

export const COMMENT_ELEMENTS = ['writing', 'wiki'] as const;
export type CommentElement = (typeof COMMENT_ELEMENTS)[number];

const where = { element: z.enum(COMMENT_ELEMENTS), elementId: z.string(), worldId: z.string(), threadId: z.string() };

// A root comment has commentId === threadId; a reply carries its thread's anchor.
export const CommentAdded = defineEvent({
  type: 'CommentAdded',
  version: 1,
  schema: z.object({
    ...where,
    commentId: z.string(),
    authorId: z.string(),
    // The scene (writings) or section (wikis).
    part: z.string(),
    // A scene's paragraph, counted from 0; null on a wiki section.
    paragraph: z.number().nullable(),
    // The paragraph's opening when commented on, so the comment reads well if paragraphs move.
    quote: z.string(),
    text: z.string(),
    at: z.string(),
  }),
});
export const CommentEdited = defineEvent({
  type: 'CommentEdited',
  version: 1,
  schema: z.object({ ...where, commentId: z.string(), text: z.string(), at: z.string() }),
});
// Deleting a thread's root comment deletes the thread with its replies.
export const CommentDeleted = defineEvent({ type: 'CommentDeleted', version: 1, schema: z.object({ ...where, commentId: z.string(), by: z.string() }) });
export const ThreadResolved = defineEvent({ type: 'ThreadResolved', version: 1, schema: z.object({ ...where, by: z.string(), at: z.string() }) });
export const ThreadReopened = defineEvent({ type: 'ThreadReopened', version: 1, schema: z.object({ ...where, by: z.string(), at: z.string() }) });

export const commentEvents = [CommentAdded, CommentEdited, CommentDeleted, ThreadResolved, ThreadReopened];
export type CommentEvent =
  | EventOf<typeof CommentAdded>
  | EventOf<typeof CommentEdited>
  | EventOf<typeof CommentDeleted>
  | EventOf<typeof ThreadResolved>
  | EventOf<typeof ThreadReopened>;
