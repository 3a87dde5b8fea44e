// Lengths and page sizes product.md leaves open (docs/decisions.md), shared by the request
// schemas, the decider and the client's forms.
export const WORLD_NAME_MAX = 100;
export const WORLD_DESCRIPTION_MAX = 2000;
// POST allWorlds answers at most this many worlds per page; POST search at most this many.
export const WORLD_LIST_LIMIT_MAX = 50;
export const WORLD_SEARCH_MAX = 100;
// Invitations send mail to addresses the author chooses, with text the author chooses (world
// and author names), so they are limited (docs/decisions.md): pending ones per world, decided in
// the world's stream, and invitations per author in any rolling hour, across all their worlds.
export const WORLD_PENDING_INVITATIONS_MAX = 100;
export const INVITATIONS_PER_HOUR_MAX = 20;
export const INVITATION_RATE_WINDOW_MS = 60 * 60 * 1000;
// The invitation mail reactor mails one (author, address) pair at most once in this long.
export const INVITATION_MAIL_INTERVAL_MS = 24 * 60 * 60 * 1000;
