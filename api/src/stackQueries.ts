import { createAccountQueries } from '@lorewright/projections/accounts/accountQueries';
import { createBacklinkQueries } from '@lorewright/projections/backlinks/backlinkQueries';
import { createCommentQueries } from '@lorewright/projections/comments/commentQueries';
import { createContinuityQueries } from '@lorewright/projections/continuity/continuityQueries';
import { createSubscriptionQueries } from '@lorewright/projections/billing/subscriptionQueries';
import { createCommunityQueries } from '@lorewright/projections/community/communityQueries';
import { createHistoryQueries } from '@lorewright/projections/history/historyQueries';
import { createDiscoverQueries } from '@lorewright/projections/inspiration/discoverQueries';
import { createIdeaBoardQueries } from '@lorewright/projections/inspiration/ideaBoardQueries';
import { createLanguageQueries } from '@lorewright/projections/languages/languageQueries';
import { createMapQueries } from '@lorewright/projections/maps/mapQueries';
import { createMediaQueries } from '@lorewright/projections/media/mediaQueries';
import { createNotificationQueries } from '@lorewright/projections/notifications/notificationQueries';
import { createRelationQueries } from '@lorewright/projections/relations/relationQueries';
import type { ProjectionViews } from '@lorewright/projections/runner/projectionViews';
import { createStaffQueries } from '@lorewright/projections/staff/staffQueries';
import { createSupportTicketQueries } from '@lorewright/projections/staff/supportTicketQueries';
import { createTimelineQueries } from '@lorewright/projections/timelines/timelineQueries';
import { createWikiQueries } from '@lorewright/projections/wikis/wikiQueries';
import { createWorldCalendarQueries } from '@lorewright/projections/worlds/worldCalendarQueries';
import { createWorldQueries } from '@lorewright/projections/worlds/worldQueries';
import { createWritingQueries } from '@lorewright/projections/writings/writingQueries';

// Every feature's reads of the read models, each made once: the routes read them, and the
// commands take their lookups from them (stackCommands.ts).
export const createStackQueries = (views: ProjectionViews) => ({
  accounts: createAccountQueries(views),
  notifications: createNotificationQueries(views),
  media: createMediaQueries(views),
  worlds: createWorldQueries(views),
  // The calendar each world's dates are read on (dated facts, scene dates, asOf).
  calendars: createWorldCalendarQueries(views),
  writings: createWritingQueries(views),
  history: createHistoryQueries(views),
  wikis: createWikiQueries(views),
  maps: createMapQueries(views),
  timelines: createTimelineQueries(views),
  languages: createLanguageQueries(views),
  subscriptions: createSubscriptionQueries(views),
  community: createCommunityQueries(views),
  staff: createStaffQueries(views),
  supportTickets: createSupportTicketQueries(views),
  discover: createDiscoverQueries(views),
  ideaBoards: createIdeaBoardQueries(views),
  backlinks: createBacklinkQueries(views),
  relations: createRelationQueries(views),
  comments: createCommentQueries(views),
  continuity: createContinuityQueries(views),
});

export type StackQueries = ReturnType<typeof createStackQueries>;
