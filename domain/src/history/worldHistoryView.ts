import { z } from 'zod';
import { WorldView } from '../worlds/worldView';

// A world as it was at one revision: what its author edits on the hub's banner
// (name, description, header image) and its visibility, in the world page's own field names.
export const WorldVersionView = WorldView.pick({
  _id: true,
  name: true,
  description: true,
  headerImage: true,
  authorID: true,
  visibility: true,
  createdOn: true,
}).extend({
  revision: z.number(),
  at: z.string(),
});
export type WorldVersionView = z.infer<typeof WorldVersionView>;
