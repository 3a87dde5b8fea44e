import type { Stack } from '../composition';
import type { ZodApp } from './routeTypes';
import { accessRoutes } from './access/access';
import { accountRoutes } from './accounts/accounts';
import { accountUserRoutes } from './accounts/accountsUser';
import { backlinkRoutes } from './backlinks/backlinks';
import { billingRoutes } from './billing/billing';
import { subscriptionRoutes } from './billing/subscriptionRoutes';
import { commentRoutes } from './comments/comments';
import { continuityRoutes } from './continuity/continuity';
import { communityRoutes } from './community/communityRoutes';
import { elementLinkRoutes } from './elements/elementLinks';
import { exportRoutes } from './exports/exports';
import { healthRoutes } from './health/health';
import { historyRoutes } from './history/historyRoutes';
import { azgaarImportRoutes } from './imports/azgaarRoutes';
import { importRoutes } from './imports/imports';
import { kankaImportRoutes } from './imports/kankaRoutes';
import { markdownImportRoutes } from './imports/markdownRoutes';
import { inspirationRoutes } from './inspiration/inspiration';
import { languagePartRoutes } from './languages/languageParts';
import { languageRuneRoutes } from './languages/languageRunes';
import { languageRoutes } from './languages/languages';
import { mapPointRoutes } from './maps/mapPoints';
import { mapUploadRoutes } from './maps/mapUploads';
import { mapRoutes } from './maps/maps';
import { mediaRoutes } from './media/media';
import { notificationRoutes } from './notifications/notifications';
import { relationRoutes } from './relations/relations';
import { reportRoutes } from './staff/reportRoutes';
import { staffRoutes } from './staff/staffRoutes';
import { ticketRoutes } from './staff/ticketRoutes';
import { supportRoutes } from './support/supportRoutes';
import { timelineNodeRoutes } from './timelines/timelineNodes';
import { timelinePartRoutes } from './timelines/timelineParts';
import { timelineRoutes } from './timelines/timelines';
import { wikiImageRoutes } from './wikis/wikiImages';
import { wikiRoutes } from './wikis/wikis';
import { worldCalendarReadRoutes } from './worlds/worldCalendarRead';
import { worldCommunityRoutes } from './worlds/worldCommunity';
import { worldImageRoutes } from './worlds/worldImage';
import { worldMemberRoutes } from './worlds/worldMembers';
import { worldRoutes } from './worlds/worlds';
import { writingRoutes } from './writings/writings';

// Every route module under /api/v1, each a function of the stack that returns its plugin, in the
// order they are registered. Each module names the ports it uses (its `…Ports` type, a narrow
// part of the stack), so it cannot reach for anything else; the whole stack fits every one of
// them. A new feature's routes join here.
export const API_ROUTES: ReadonlyArray<(ports: Stack) => (app: ZodApp) => Promise<void>> = [
  healthRoutes,
  accessRoutes,
  accountRoutes,
  accountUserRoutes,
  worldRoutes,
  worldCalendarReadRoutes,
  worldCommunityRoutes,
  worldMemberRoutes,
  writingRoutes,
  historyRoutes,
  wikiRoutes,
  wikiImageRoutes,
  mapRoutes,
  mapUploadRoutes,
  mapPointRoutes,
  timelineRoutes,
  timelinePartRoutes,
  timelineNodeRoutes,
  languageRoutes,
  languagePartRoutes,
  languageRuneRoutes,
  elementLinkRoutes,
  backlinkRoutes,
  relationRoutes,
  commentRoutes,
  continuityRoutes,
  mediaRoutes,
  worldImageRoutes,
  notificationRoutes,
  billingRoutes,
  subscriptionRoutes,
  communityRoutes,
  inspirationRoutes,
  supportRoutes,
  staffRoutes,
  ticketRoutes,
  reportRoutes,
  exportRoutes,
  importRoutes,
  azgaarImportRoutes,
  kankaImportRoutes,
  markdownImportRoutes,
];
