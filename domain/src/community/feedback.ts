import { z } from 'zod';

// What kind of answer a poster asks for (product.md §3 Feed post: 0 Tough Love, 1 Constructive
// Criticism, 2 Reactions Only; default 1).
export const FEEDBACK_KINDS = ['Tough Love', 'Constructive Criticism', 'Reactions Only'] as const;
export const Feedback = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type Feedback = z.infer<typeof Feedback>;
export const DEFAULT_FEEDBACK: Feedback = 1;
export const feedbackName = (feedback: Feedback) => FEEDBACK_KINDS[feedback];
