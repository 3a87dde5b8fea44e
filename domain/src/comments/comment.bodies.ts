import { z } from 'zod';
import { COMMENT_ELEMENTS } from './comment.events';
import { commentMessages as m, COMMENT_PARAGRAPH_MAX } from './commentMessages';
import { CommentQuote, CommentText } from './commentText';

// Request bodies, params and queries of the comment routes.
const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);
const element = z.enum(COMMENT_ELEMENTS, { error: m.chooseElement });

// A new thread names its scene or section (and a scene's paragraph); a reply names the comment
// it answers and takes its thread's anchor.
export const NewCommentBody = z
  .object({
    element,
    elementID: id(m.chooseElementId),
    part: id(m.choosePart).optional(),
    paragraph: z
      .number({ error: m.paragraphInvalid })
      .int(m.paragraphInvalid)
      .min(0, m.paragraphInvalid)
      .max(COMMENT_PARAGRAPH_MAX, m.paragraphInvalid)
      .optional(),
    quote: CommentQuote.optional(),
    text: CommentText,
    replyTo: id(m.commentNotFound).optional(),
  })
  .refine((body) => body.replyTo !== undefined || body.part !== undefined, { message: m.choosePart });
export type NewCommentBody = z.output<typeof NewCommentBody>;

export const EditCommentBody = z.object({ text: CommentText });
export const ResolveThreadBody = z.object({ resolved: z.boolean({ error: m.chooseResolved }) });

export const CommentIdParams = z.object({ commentID: z.string().max(200, m.commentNotFound) });
export const ThreadIdParams = z.object({ threadID: z.string().max(200, m.threadNotFound) });
export const ElementCommentsParams = z.object({ element, elementID: z.string().max(200, m.elementNotFound) });
export const ElementCommentsQuery = z.object({ part: id(m.choosePart).optional() });
