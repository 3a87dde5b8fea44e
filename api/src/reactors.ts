import type { MailedCodes } from '@lorewright/commands/accounts/mailedCodes';
import { userStream } from '@lorewright/commands/accounts/streams';
import { supportStream } from '@lorewright/commands/community/supportCommands';
import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import type { ExportCommands } from '@lorewright/commands/exports/exportCommands';
import { readEvents } from '@lorewright/commands/eventStore/streamReader';
import type { MediaLibraryCommands } from '@lorewright/commands/media/mediaLibraryCommands';
import type { Permissions } from '@lorewright/domain/accounts/permissions';
import type { SupportEvent } from '@lorewright/domain/community/support.events';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import { COMMENT_NOTIFICATIONS_REACTOR, createCommentNotificationsReactor } from '@lorewright/projections/comments/commentNotifications.reactor';
import { COMMUNITY_NOTIFICATIONS_REACTOR, createCommunityNotificationsReactor } from '@lorewright/projections/community/communityNotifications.reactor';
import { createWorldMediaReleaseReactor, WORLD_MEDIA_RELEASE_REACTOR } from '@lorewright/projections/media/worldMediaRelease.reactor';
import {
  createNotificationSenderReactor,
  NOTIFICATION_SENDER_REACTOR,
  type SendNotification,
} from '@lorewright/projections/notifications/notificationSender.reactor';
import { allProjections, type ViewName } from '@lorewright/projections/allProjections';
import { createDatePointQueries } from '@lorewright/projections/calendars/datePointQueries';
import { createDatePointsReactor, DATE_POINTS_REACTOR, type DatePointsDeps } from '@lorewright/projections/calendars/datePoints.reactor';
import { createAccountQueries } from '@lorewright/projections/accounts/accountQueries';
import { createWikiQueries } from '@lorewright/projections/wikis/wikiQueries';
import { createWorldCalendarQueries } from '@lorewright/projections/worlds/worldCalendarQueries';
import { createWorldQueries } from '@lorewright/projections/worlds/worldQueries';
import { createWritingQueries } from '@lorewright/projections/writings/writingQueries';
import type { ReadStore } from '@lorewright/projections/readStore/readStore';
import { ProjectionViews } from '@lorewright/projections/runner/projectionViews';
import {
  createSubscriptionPermissionsReactor,
  SUBSCRIPTION_PERMISSIONS_REACTOR,
  type SubscriptionPermissionsPorts,
} from '@lorewright/projections/billing/subscriptionPermissions.reactor';
import type { Reactor } from '@lorewright/projections/runner/reactor';
import type { RunnerLogger } from '@lorewright/projections/runner/workerDeps';
import { createSceneMediaReactor, SCENE_MEDIA_REACTOR } from '@lorewright/projections/writings/sceneMedia.reactor';
import type { ExportFiles } from './exports/exportFiles';
import { createExportsReactor, EXPORTS_REACTOR } from './exports/exports.reactor';
import { exportSourcesOf } from './exports/exportSources';
import { ACCOUNT_MAILS_REACTOR, createAccountMailsReactor } from './mail/accountMails.reactor';
import { createInvitationMailsReactor, INVITATION_MAILS_REACTOR } from './mail/invitationMails.reactor';
import type { Mailer } from './mail/mailer';
import { createStaffDecisionsReactor, STAFF_DECISIONS_REACTOR } from './mail/staffDecisions.reactor';
import { createSupportMailsReactor, SUPPORT_MAILS_REACTOR } from './mail/supportMails.reactor';
import { createTicketAnswersReactor, TICKET_ANSWERS_REACTOR } from './mail/ticketAnswers.reactor';
import type { MediaStorage } from './media/mediaStorage';
import type { WorkPool } from './workers/workPool';

// What the reactors need: the stores, the api's Mailer, and the commands they send.
export interface ReactorPorts {
  eventStore: EventStore;
  registry: EventRegistry;
  readStore: ReadStore;
  mailer: Mailer;
  publicUrl: string;
  // Opens and destroys the sealed codes the account mails carry.
  codes: MailedCodes;
  sendNotification: SendNotification;
  media: Pick<MediaLibraryCommands, 'fillSlot' | 'clearSlot' | 'clearScope'>;
  grantPermission: SubscriptionPermissionsPorts['grantPermission'];
  // Where support tickets are mailed, and the storage their screenshots are read from.
  supportEmail: string;
  mediaFiles: Pick<MediaStorage, 'get'>;
  // Export jobs: their stream's commands and where finished ZIPs are kept.
  exports: Pick<ExportCommands, 'stateOf' | 'progress' | 'complete' | 'fail'>;
  exportFiles: ExportFiles;
  // Where an export's ZIP is written (the stack's worker threads); on this thread when absent.
  work?: WorkPool;
  // Dates taken from timeline points follow them: the wait until the views they are read from
  // hold an event, and each kind of element's command that copies a moved point's dates.
  waitForViews: (position: number, views: readonly ViewName[]) => Promise<boolean>;
  followDatePoint: DatePointsDeps['follow'];
  // Where a reactor reports what it skipped; silent when absent.
  logger?: RunnerLogger;
}

// The users view, for reactors that read a person's current name or address.
const usersOf = (readStore: ReadStore) => createAccountQueries(new ProjectionViews(readStore, allProjections)).userById;

// For the comment notifications: an element's current title and its world's access facts.
const commentReadsOf = (readStore: ReadStore) => {
  const views = new ProjectionViews(readStore, allProjections);
  const [wikis, writings, worlds] = [createWikiQueries(views), createWritingQueries(views), createWorldQueries(views)];
  return {
    titleOf: async (element: 'writing' | 'wiki', elementId: string) =>
      ((await (element === 'wiki' ? wikis.wikiById(elementId) : writings.summaryById(elementId))) ?? null)?.title ?? null,
    worldOf: worlds.worldById,
  };
};

// For the datePoints reactor: the elements holding dates taken from a point, and its dates now.
const datePointReadsOf = (readStore: ReadStore) => {
  const views = new ProjectionViews(readStore, allProjections);
  return { sourcesOf: createDatePointQueries(views).sourcesOf, datePointDates: createWorldCalendarQueries(views).datePointDates };
};

// The promotion's year a user was registered with (accounts/promotion.ts puts it on UserRegistered).
const promotionReader =
  ({ eventStore, registry }: Pick<ReactorPorts, 'eventStore' | 'registry'>) =>
  async (userId: string): Promise<Permissions> => {
    const events = await readEvents({ eventStore, registry }, userStream(userId), { maxCount: 1 });
    const registered = events.find((event) => event.type === 'UserRegistered');
    return (registered?.data as { permissions?: Permissions } | undefined)?.permissions ?? {};
  };

// A support ticket as submitted (its stream's first event), for the mail of an answer to it.
const ticketReader =
  ({ eventStore, registry }: Pick<ReactorPorts, 'eventStore' | 'registry'>) =>
  async (ticketId: string) => {
    const [first] = await readEvents<SupportEvent>({ eventStore, registry }, supportStream(ticketId), { maxCount: 1 });
    return first?.type === 'SupportTicketSubmitted' ? { userId: first.data.userId, subject: first.data.subject } : null;
  };

// Every reactor the server runs, the one list the composition root builds them from and the ops
// CLI (status, replay) takes their names from. A reactor's checkpoint and handled-event marks
// are stored under its name, so a name never changes.
//
// The mail reactors live in api/src/mail/ because they need the Mailer, an api port (architecture.md §3);
// the others live in projections/ beside the events they follow and get the commands they send
// from here.
const REACTORS: readonly { name: string; build: (ports: ReactorPorts) => Reactor }[] = [
  { name: ACCOUNT_MAILS_REACTOR, build: ({ mailer, publicUrl, codes }) => createAccountMailsReactor(mailer, publicUrl, codes) },
  {
    name: INVITATION_MAILS_REACTOR,
    build: ({ mailer, publicUrl, eventStore, registry, readStore }) => createInvitationMailsReactor({ mailer, publicUrl, eventStore, registry, readStore }),
  },
  {
    name: NOTIFICATION_SENDER_REACTOR,
    build: ({ eventStore, registry, sendNotification }) => createNotificationSenderReactor({ eventStore, registry, send: sendNotification }),
  },
  { name: WORLD_MEDIA_RELEASE_REACTOR, build: ({ media }) => createWorldMediaReleaseReactor(media.clearScope) },
  {
    name: SCENE_MEDIA_REACTOR,
    build: ({ eventStore, registry, media }) =>
      createSceneMediaReactor({ eventStore, registry, fillSlot: media.fillSlot, clearSlot: media.clearSlot, clearScope: media.clearScope }),
  },
  {
    name: SUBSCRIPTION_PERMISSIONS_REACTOR,
    build: (ports) => createSubscriptionPermissionsReactor({ promotionOf: promotionReader(ports), grantPermission: ports.grantPermission }),
  },
  {
    name: SUPPORT_MAILS_REACTOR,
    build: ({ mailer, supportEmail, publicUrl, readStore, mediaFiles }) =>
      createSupportMailsReactor({
        mailer,
        supportEmail,
        publicUrl,
        files: mediaFiles,
        userById: usersOf(readStore),
      }),
  },
  {
    name: COMMUNITY_NOTIFICATIONS_REACTOR,
    build: ({ eventStore, registry, sendNotification }) => createCommunityNotificationsReactor({ eventStore, registry, send: sendNotification }),
  },
  {
    name: COMMENT_NOTIFICATIONS_REACTOR,
    build: ({ eventStore, registry, sendNotification, readStore }) =>
      createCommentNotificationsReactor({ eventStore, registry, send: sendNotification, ...commentReadsOf(readStore) }),
  },
  {
    name: STAFF_DECISIONS_REACTOR,
    build: ({ mailer, publicUrl, sendNotification, readStore }) =>
      createStaffDecisionsReactor({ mailer, publicUrl, send: sendNotification, userById: usersOf(readStore) }),
  },
  {
    name: TICKET_ANSWERS_REACTOR,
    build: (ports) =>
      createTicketAnswersReactor({ mailer: ports.mailer, publicUrl: ports.publicUrl, ticketOf: ticketReader(ports), userById: usersOf(ports.readStore) }),
  },
  {
    name: EXPORTS_REACTOR,
    build: ({ readStore, mediaFiles, exports, exportFiles, sendNotification, work }) =>
      createExportsReactor({
        sources: exportSourcesOf(new ProjectionViews(readStore, allProjections), mediaFiles),
        files: exportFiles,
        exports,
        send: sendNotification,
        work,
      }),
  },
  {
    name: DATE_POINTS_REACTOR,
    build: ({ readStore, waitForViews, followDatePoint, logger }) =>
      createDatePointsReactor({ ...datePointReadsOf(readStore), waitForViews, follow: followDatePoint, logger }),
  },
];

export const REACTOR_NAMES: readonly string[] = REACTORS.map((reactor) => reactor.name);

export const createReactors = (ports: ReactorPorts): Reactor[] =>
  REACTORS.map(({ name, build }) => {
    const reactor = build(ports);
    if (reactor.name !== name) throw new Error(`Reactor ${reactor.name} is listed as ${name}.`);
    return reactor;
  });
