// Lengths and page sizes the spec leaves open (docs/decisions.md), shared by the request
// schemas, the decider and the client's forms.
export const WORLD_NAME_MAX = 100;
export const WORLD_DESCRIPTION_MAX = 2000;
// POST allWorlds answers at most this many worlds per page; POST search at most this many.
export const WORLD_LIST_LIMIT_MAX = 50;
export const WORLD_SEARCH_MAX = 100;
