import { createAccessCommands } from '@lorewright/commands/access/accessCommands';
import { createAccountCommands } from '@lorewright/commands/accounts/accountCommands';
import { createAccountErasure } from '@lorewright/commands/accounts/accountErasure';
import type { MailedCodes } from '@lorewright/commands/accounts/mailedCodes';
import type { PasswordHasher } from '@lorewright/commands/accounts/passwordHasher';
import { createSubscriptionCommands } from '@lorewright/commands/billing/subscriptionCommands';
import { createCommentCommands, type CommentLookups } from '@lorewright/commands/comments/commentCommands';
import { createContinuityCommands } from '@lorewright/commands/continuity/continuityCommands';
import { createPostCommands } from '@lorewright/commands/community/postCommands';
import { createSupportCommands } from '@lorewright/commands/community/supportCommands';
import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import type { ExportCommands } from '@lorewright/commands/exports/exportCommands';
import { createLanguageCommands } from '@lorewright/commands/languages/languageCommands';
import { createLanguageHistory } from '@lorewright/commands/languages/languageRestore';
import { createMapCommands } from '@lorewright/commands/maps/mapCommands';
import { createMapHistory } from '@lorewright/commands/maps/mapRestore';
import type { MediaLibraryCommands } from '@lorewright/commands/media/mediaLibraryCommands';
import { createWorldHeaderCommands } from '@lorewright/commands/media/worldHeaderCommands';
import { createIdeaBoardCommands } from '@lorewright/commands/inspiration/ideaBoardCommands';
import type { NotificationCommands } from '@lorewright/commands/notifications/notificationCommands';
import { createRelationCommands } from '@lorewright/commands/relations/relationCommands';
import type { KeyVault } from '@lorewright/commands/personalData/keyVault';
import type { HandleCommand } from '@lorewright/commands/pipeline/handleCommand';
import { uuidGenerator, type Clock } from '@lorewright/commands/shared/clock';
import { createStaffCommands } from '@lorewright/commands/staff/staffCommands';
import { createTicketCommands } from '@lorewright/commands/staff/ticketCommands';
import { createTimelineCommands } from '@lorewright/commands/timelines/timelineCommands';
import { createTimelineHistory } from '@lorewright/commands/timelines/timelineRestore';
import { createWikiCommands } from '@lorewright/commands/wikis/wikiCommands';
import { createWikiHistory } from '@lorewright/commands/wikis/wikiRestore';
import { createWorldCommands } from '@lorewright/commands/worlds/worldCommands';
import { createWorldHistory } from '@lorewright/commands/worlds/worldRestore';
import { createWritingCommands } from '@lorewright/commands/writings/writingCommands';
import { createWritingHistory } from '@lorewright/commands/writings/writingRestore';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { Config } from './config';
import type { MediaStorage } from './media/mediaStorage';
import { detectImageType } from './media/imageTypeDetector';
import type { Payments } from './payments/payments';
import type { StackQueries } from './stackQueries';

// What the commands are made with: the write side's ports, the commands the reactors also use
// (media, notifications, exports), and the queries whose lookups the commands read.
export interface StackCommandDeps {
  config: Config;
  handle: HandleCommand;
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  keyVault: KeyVault;
  hasher: PasswordHasher;
  codes: MailedCodes;
  mediaStorage: MediaStorage;
  payments: Payments;
  media: MediaLibraryCommands;
  notifications: NotificationCommands;
  exports: ExportCommands;
  queries: StackQueries;
}

// What a comment is checked against: the live element's world and its scenes' or sections' ids.
const commentElementFacts =
  (queries: StackQueries): CommentLookups['elementFacts'] =>
  async (element, elementId) => {
    if (element === 'wiki') {
      const wiki = await queries.wikis.wikiById(elementId);
      return wiki ? { worldID: wiki.worldID, parts: wiki.sections.map((section) => section._id) } : null;
    }
    const [writing, sceneIds] = await Promise.all([queries.writings.summaryById(elementId), queries.writings.sceneIdsOf(elementId)]);
    return writing && sceneIds ? { worldID: writing.worldID, parts: sceneIds } : null;
  };

// Every feature's commands, with the histories that restore through them.
export const createStackCommands = (deps: StackCommandDeps) => {
  const { config, handle, eventStore, registry, clock, media, queries } = deps;
  const made = { handle, eventStore, registry, clock, ids: uuidGenerator };
  // Where each element a map, timeline or feed post may link to sits (and the element's own place).
  const elementLookups = {
    ...queries.maps.lookups,
    ...queries.timelines.lookups,
    writingPlace: (writingId: string) => queries.writings.lookups.writingPlace(writingId),
    wikiPlace: (wikiId: string) => queries.wikis.lookups.wikiPlace(wikiId),
    ...queries.calendars,
  };
  const accounts = createAccountCommands({
    ...made,
    hasher: deps.hasher,
    lookups: queries.accounts.lookups,
    codes: deps.codes,
    promotionEnd: config.PROMOTION_END,
  });
  const worlds = createWorldCommands({ ...made, lookups: { ...queries.accounts.lookups, ...queries.worlds.lookups }, clearMediaScope: media.clearScope });
  const writings = createWritingCommands({ ...made, lookups: { ...queries.writings.lookups, ...queries.calendars } });
  const wikis = createWikiCommands({ ...made, lookups: { ...queries.wikis.lookups, mediaItem: queries.media.byId, ...queries.calendars }, media });
  // A paid element is changed on its world owner's plan (commands/src/elements/elementEditor.ts).
  const permissionsOf = async (userId: string) => (await queries.accounts.userById(userId))?.permissions ?? {};
  const maps = createMapCommands({ ...made, lookups: elementLookups, media, permissionsOf });
  const timelines = createTimelineCommands({ ...made, lookups: elementLookups, media, permissionsOf });
  const languages = createLanguageCommands({ ...made, lookups: queries.languages.lookups, media, permissionsOf });
  const source = { eventStore, registry };

  return {
    access: createAccessCommands(handle, uuidGenerator),
    accounts,
    notifications: deps.notifications,
    media: { ...media, ...createWorldHeaderCommands(media, worlds.changeHeaderImage) },
    worlds,
    worldHistory: createWorldHistory(source, { worlds, media, mediaItem: queries.media.byId }),
    writings,
    writingHistory: createWritingHistory(source, writings),
    wikis,
    wikiHistory: createWikiHistory(source, { wikis, mediaItem: queries.media.byId }),
    maps,
    mapHistory: createMapHistory(source, maps, uuidGenerator),
    timelines,
    timelineHistory: createTimelineHistory(source, timelines, uuidGenerator),
    languages,
    languageHistory: createLanguageHistory(source, languages, uuidGenerator),
    subscriptions: createSubscriptionCommands({ handle, eventStore, registry, clock, payments: deps.payments }),
    exports: deps.exports,
    // `ops forget` only: no route erases anyone.
    erasure: createAccountErasure({ handle, eventStore, registry, clock, vault: deps.keyVault }),
    community: createPostCommands({
      handle,
      clock,
      ids: uuidGenerator,
      lookups: { ...elementLookups, ...queries.community.lookups, worldById: queries.worlds.worldById },
    }),
    support: createSupportCommands({ handle, clock, ids: uuidGenerator, files: deps.mediaStorage, detectImageType }),
    staff: createStaffCommands({
      handle,
      clock,
      ids: uuidGenerator,
      accounts,
      rolesOf: async (userId) => {
        const user = await queries.accounts.userById(userId);
        return user ? (user.roles ?? []) : null;
      },
    }),
    tickets: createTicketCommands({ handle, clock, ids: uuidGenerator, isStaffMember: queries.staff.isStaffMember }),
    ideaBoards: createIdeaBoardCommands({ handle, clock, ids: uuidGenerator, boardsOf: queries.ideaBoards.countOf }),
    relations: createRelationCommands({
      ...made,
      lookups: {
        wikiFacts: async (wikiId) => (await queries.wikis.wikiById(wikiId)) ?? null,
        relationCount: queries.relations.countOf,
        ...queries.calendars,
      },
    }),
    comments: createCommentCommands({ ...made, lookups: { elementFacts: commentElementFacts(queries), commentPlace: queries.comments.placeOf } }),
    continuity: createContinuityCommands({ handle, eventStore, registry, clock, lookups: queries.continuity.lookups }),
  };
};

export type StackCommands = ReturnType<typeof createStackCommands>;
