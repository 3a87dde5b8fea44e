import { z } from 'zod';

// The answer of a change that says only how it went ('Comment deleted.'), in the product's words.
export const MessageAnswer = z.object({ message: z.string() });
export type MessageAnswer = z.infer<typeof MessageAnswer>;

// The answer of a creation: how it went and the id of what it made.
export const CreatedAnswer = MessageAnswer.extend({ id: z.string() });
