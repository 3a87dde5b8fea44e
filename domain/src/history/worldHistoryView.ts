import type { WorldView } from '../worlds/worldView';

// A world as it was at one revision: what its author edits on the hub's banner
// (name, description, header image) and its visibility, in the world page's own field names.
export interface WorldVersionView extends Pick<WorldView, '_id' | 'name' | 'description' | 'headerImage' | 'authorID' | 'visibility' | 'createdOn'> {
  revision: number;
  at: string;
}
