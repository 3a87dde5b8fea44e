import type { SubforumSlug } from './subforums';

// Where a new thread goes unless another subforum is chosen. A module of its own, free of
// schemas, so the web app's first bundle can name it without loading zod.
export const DEFAULT_SUBFORUM: SubforumSlug = 'discussions';
