import { z } from 'zod';

// The fields a map's and a timeline's creation carry about the element itself, in the order
// their events store them: who made it, its title and its description.
export const describedElementFields = { authorId: z.string(), title: z.string(), description: z.string() };
