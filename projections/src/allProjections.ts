import { visitorsProjection } from './access/visitors.projection';
import { accountLookupsProjection } from './accounts/accountLookups.projection';
import { sessionsProjection } from './accounts/sessions.projection';
import { usersProjection } from './accounts/users.projection';
import { backlinksProjection } from './backlinks/backlinks.projection';
import { subscriptionsProjection } from './billing/subscriptions.projection';
import { datePointsProjection } from './calendars/datePoints.projection';
import { commentsProjection } from './comments/comments.projection';
import { continuityProjection } from './continuity/continuity.projection';
import { postsProjection } from './community/posts.projection';
import { languagesProjection } from './languages/languages.projection';
import { elementHistoryProjection } from './history/elementHistory.projection';
import { discoverProjection } from './inspiration/discover.projection';
import { ideaBoardsProjection } from './inspiration/ideaBoards.projection';
import { mapsProjection } from './maps/maps.projection';
import { mediaProjection } from './media/media.projection';
import { notificationsProjection } from './notifications/notifications.projection';
import { relationsProjection } from './relations/relations.projection';
import type { Projection } from './runner/projection';
import { supportTicketsProjection } from './staff/supportTickets.projection';
import { timelinesProjection } from './timelines/timelines.projection';
import { invitationsProjection } from './worlds/invitations.projection';
import { worldsProjection } from './worlds/worlds.projection';
import { wikisProjection } from './wikis/wikis.projection';
import { writingsProjection } from './writings/writings.projection';

// Every projection of the product. A new feature adds its own here; reactors are listed in
// api/src/reactors.ts, where the ports they need are at hand.
export const allProjections = [
  visitorsProjection,
  usersProjection,
  sessionsProjection,
  accountLookupsProjection,
  notificationsProjection,
  mediaProjection,
  worldsProjection,
  invitationsProjection,
  writingsProjection,
  wikisProjection,
  mapsProjection,
  timelinesProjection,
  languagesProjection,
  subscriptionsProjection,
  postsProjection,
  supportTicketsProjection,
  elementHistoryProjection,
  discoverProjection,
  ideaBoardsProjection,
  backlinksProjection,
  relationsProjection,
  commentsProjection,
  continuityProjection,
  datePointsProjection,
] as const satisfies readonly Projection[];

// The name of one of the product's views (its projections): what a route waits for after a
// command and what queries read, checked by the compiler, so a misspelt name cannot wait on
// nothing and answer stale data.
export type ViewName = (typeof allProjections)[number]['name'];
