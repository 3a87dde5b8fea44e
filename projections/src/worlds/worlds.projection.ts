import { elementAccessKey, withElementAccess } from '@lorewright/domain/worlds/memberRoles';
import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { LanguageEvent } from '@lorewright/domain/languages/language.events';
import type { MapEvent } from '@lorewright/domain/maps/map.events';
import type { TimelineEvent } from '@lorewright/domain/timelines/timeline.events';
import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import { emptyWorldContents, type WorldView } from '@lorewright/domain/worlds/worldView';
import type { Update } from '../readStore/readStore';
import { defineProjection } from '../runner/projection';
import { AUTHORS, authorCopyHandlers, authorOf } from './worldAuthors';
import { worldLanguageHandlers } from './worldLanguages';
import { worldMapHandlers } from './worldMaps';
import { worldTimelineHandlers } from './worldTimelines';
import { worldWikiHandlers } from './worldWikis';
import { worldWritingHandlers } from './worldWritings';

// One WorldView per live world (domain/src/worlds/worldView.ts), as its author and members see
// it; routes cut it down per viewer with worldForViewer. Element lists are filled by the
// element features; a deleted world's document goes with it.
export const WORLDS = 'worlds';

export const worldsProjection = defineProjection<AccountEvent | WorldEvent | WritingEvent | WikiEvent | MapEvent | TimelineEvent | LanguageEvent>()({
  name: 'worlds',
  // 2: writings are listed (worldWritings.ts); 3: wikis too (worldWikis.ts); 4: maps (worldMaps.ts);
  // 5: timelines (worldTimelines.ts); 6: languages (worldLanguages.ts); 7: members' roles and
  // element access.
  version: 7,
  collections: {
    worlds: [
      // The community browser's pages and total, newest first (worldQueries.publicWorlds).
      { fields: ['visibility', '-lastUpdated', '_id'] },
      { fields: ['visibility'], counted: true },
      // An author's worlds, newest first.
      { fields: ['authorID', '-createdOn', '_id'] },
      // The worlds a person is a member of (an index over the array's entries).
      { fields: ['members', '-createdOn', '_id'] },
      // Community search over names, then descriptions.
      { text: ['name', 'description'], newestBy: 'lastUpdated' },
    ],
    [AUTHORS]: [],
  },
  on: {
    ...authorCopyHandlers(WORLDS),
    ...worldWritingHandlers(WORLDS),
    ...worldWikiHandlers(WORLDS),
    ...worldMapHandlers(WORLDS),
    ...worldTimelineHandlers(WORLDS),
    ...worldLanguageHandlers(WORLDS),
    WorldCreated: async (event, db) => {
      const { worldId, authorId, name, description, createdOn } = event.data;
      const world: WorldView = {
        _id: worldId,
        name,
        description,
        headerImage: null,
        authorID: authorId,
        author: await authorOf(db, authorId),
        visibility: 'private',
        createdOn,
        lastUpdated: createdOn,
        ...emptyWorldContents(),
      };
      await db.collection(WORLDS).put({ ...world });
    },
    WorldRenamed: (event, db) => db.collection(WORLDS).update(event.data.worldId, { $set: { name: event.data.name, lastUpdated: event.metadata.timestamp } }),
    WorldDescriptionChanged: (event, db) =>
      db.collection(WORLDS).update(event.data.worldId, { $set: { description: event.data.description, lastUpdated: event.metadata.timestamp } }),
    WorldVisibilityChanged: (event, db) =>
      db.collection(WORLDS).update(event.data.worldId, { $set: { visibility: event.data.visibility, lastUpdated: event.metadata.timestamp } }),
    WorldHeaderImageChanged: (event, db) =>
      db.collection(WORLDS).update(event.data.worldId, { $set: { headerImage: event.data.headerImage, lastUpdated: event.metadata.timestamp } }),
    WorldDeleted: (event, db) => db.collection(WORLDS).delete(event.data.worldId),
    WorldCalendarChosen: (event, db) =>
      db.collection(WORLDS).update(event.data.worldId, { $set: { calendarTimelineID: event.data.timelineId, lastUpdated: event.metadata.timestamp } }),
    MemberInvited: (event, db) => db.collection(WORLDS).update(event.data.worldId, { $push: { invitations: event.data.invitationId } }),
    InvitationAccepted: async (event, db) => {
      const { worldId, invitationId, userId } = event.data;
      const world = (await db.collection(WORLDS).get(worldId)) as WorldView | null;
      if (!world) return;
      // The write side never makes the author a member of their own world.
      const update: Update = { $pull: { invitations: invitationId } };
      if (world.authorID !== userId) update.$addToSet = { members: userId };
      await db.collection(WORLDS).update(worldId, update);
    },
    InvitationRejected: (event, db) => db.collection(WORLDS).update(event.data.worldId, { $pull: { invitations: event.data.invitationId } }),
    MemberRoleChanged: async (event, db) => {
      const { worldId, memberId, role } = event.data;
      const world = (await db.collection(WORLDS).get(worldId)) as WorldView | null;
      if (world) await db.collection(WORLDS).update(worldId, { $set: { roles: { ...world.roles, [memberId]: role } } });
    },
    ElementAccessChanged: async (event, db) => {
      const { worldId, element, elementId, memberId, access } = event.data;
      const world = (await db.collection(WORLDS).get(worldId)) as WorldView | null;
      const elementAccess = withElementAccess(world?.elementAccess, elementAccessKey(element, elementId), memberId, access);
      if (world) await db.collection(WORLDS).update(worldId, { $set: { elementAccess } });
    },
  },
});
