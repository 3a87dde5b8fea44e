import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { InvitationView } from '@lorewright/domain/worlds/worldView';
import { defineProjection, type ProjectionStore } from '../runner/projection';
import { AUTHORS, authorCopyHandlers, authorOf } from './worldAuthors';

// One InvitationView per invitation of a live world, with the world's preview (name,
// description, header) and its author kept current. A deleted world takes its invitations along.
export const INVITATIONS = 'invitations';
// The previews of live worlds, to copy into new invitations.
const WORLD_PREVIEWS = 'worldPreviews';
// Every invitation ever sent, by author and date, for the hourly invitation limit. Kept when
// the world is deleted: deleting a world must not give its author a fresh hour.
export const SENT_INVITATIONS = 'sentInvitations';

type WorldPreview = InvitationView['world'];

// A preview field changed: the stored preview and every invitation's copy follow.
const changePreview = async (db: ProjectionStore, worldId: string, change: Partial<WorldPreview>) => {
  await db.collection(WORLD_PREVIEWS).update(worldId, { $set: change });
  const copies = Object.fromEntries(Object.entries(change).map(([field, value]) => [`world.${field}`, value]));
  await db.collection(INVITATIONS).updateMany({ worldID: worldId }, { $set: copies });
};

export const invitationsProjection = defineProjection<AccountEvent | WorldEvent>()({
  name: 'invitations',
  version: 2,
  collections: {
    [INVITATIONS]: [{ fields: ['invitedMemberEmail', '-date', '_id'] }, { fields: ['worldID', '-date', '_id'] }],
    [SENT_INVITATIONS]: [{ fields: ['authorID', 'date'] }],
    [WORLD_PREVIEWS]: [],
    [AUTHORS]: [],
  },
  on: {
    ...authorCopyHandlers(INVITATIONS),
    WorldCreated: (event, db) => {
      const { worldId, name, description } = event.data;
      const preview: WorldPreview = { _id: worldId, name, description, headerImage: null };
      return db.collection(WORLD_PREVIEWS).put({ ...preview });
    },
    WorldRenamed: (event, db) => changePreview(db, event.data.worldId, { name: event.data.name }),
    WorldDescriptionChanged: (event, db) => changePreview(db, event.data.worldId, { description: event.data.description }),
    WorldHeaderImageChanged: (event, db) => changePreview(db, event.data.worldId, { headerImage: event.data.headerImage }),
    WorldDeleted: async (event, db) => {
      await db.collection(INVITATIONS).deleteMany({ worldID: event.data.worldId });
      await db.collection(WORLD_PREVIEWS).delete(event.data.worldId);
    },
    MemberInvited: async (event, db) => {
      const { invitationId, worldId, authorId, invitedMemberEmail, date } = event.data;
      await db.collection(SENT_INVITATIONS).put({ _id: invitationId, authorID: authorId, date });
      const preview = (await db.collection(WORLD_PREVIEWS).get(worldId)) as WorldPreview | null;
      if (!preview) return;
      const invitation: InvitationView = {
        _id: invitationId,
        date,
        authorID: authorId,
        author: await authorOf(db, authorId),
        worldID: worldId,
        world: { _id: worldId, name: preview.name, description: preview.description, headerImage: preview.headerImage },
        invitedMemberEmail,
        acceptedOn: null,
        rejectedOn: null,
      };
      await db.collection(INVITATIONS).put({ ...invitation });
    },
    InvitationAccepted: (event, db) => db.collection(INVITATIONS).update(event.data.invitationId, { $set: { acceptedOn: event.data.date } }),
    InvitationRejected: (event, db) => db.collection(INVITATIONS).update(event.data.invitationId, { $set: { rejectedOn: event.data.date } }),
  },
});
