import type { WorldLookups } from '@lorewright/commands/worlds/worldDeps';
import { requireViewableWorld } from '@lorewright/domain/worlds/worldForViewer';
import { WORLD_LIST_LIMIT_MAX } from '@lorewright/domain/worlds/worldLimits';
import { isPendingInvitation, type InvitationView, type WorldAuthor, type WorldView } from '@lorewright/domain/worlds/worldView';
import type { ProjectionViews } from '../runner/projectionViews';

const NEWEST_FIRST = { lastUpdated: -1, _id: 1 } as const;

// Reads of the worlds and invitations projections, for the API and the command handlers'
// lookups. They answer what is stored; who may see it is decided by worldForViewer (applied
// here by viewableWorld, and by the routes to the lists).
export const createWorldQueries = (views: ProjectionViews) => {
  const worlds = views.collection('worlds', 'worlds');
  const authors = views.collection('worlds', 'authors');
  const invitations = views.collection('invitations', 'invitations');
  const sentInvitations = views.collection('invitations', 'sentInvitations');

  const asWorlds = (documents: unknown[]) => documents as WorldView[];
  const asInvitations = (documents: unknown[]) => documents as InvitationView[];
  const publicWorld = { visibility: 'public' };

  const lookups: WorldLookups = {
    worldIdOfInvitation: async (invitationId) => ((await invitations.get(invitationId))?.worldID as string | undefined) ?? null,
    // Dates are ISO-8601 UTC from one clock, so they compare as strings (index on authorID, date).
    invitationsSentSince: (authorId, since) => sentInvitations.count({ authorID: authorId, date: { $gt: since } }),
  };

  const worldById = async (worldId: string) => (await worlds.get(worldId)) as WorldView | null;

  return {
    lookups,
    worldById,

    // One world as the viewer may see it: 404 when it does not exist, 403 when it is private to them.
    viewableWorld: async (worldId: string, viewerId: string | null | undefined) => requireViewableWorld(await worldById(worldId), viewerId),

    // The author's own worlds, newest first.
    worldsOfAuthor: async (authorId: string) => asWorlds(await worlds.find({ authorID: authorId }, { sort: { createdOn: -1, _id: 1 } })),

    // The worlds the person is a member of (not their own), newest first.
    worldsOfMember: async (userId: string) => asWorlds(await worlds.find({ members: userId }, { sort: { createdOn: -1, _id: 1 } })),

    publicWorldsOfAuthor: async (authorId: string) => asWorlds(await worlds.find({ authorID: authorId, ...publicWorld }, { sort: NEWEST_FIRST })),

    // The community browser: public worlds, most recently updated first.
    publicWorlds: async ({ skip, limit }: { skip: number; limit: number }) => {
      const [page, total] = await Promise.all([worlds.find(publicWorld, { sort: NEWEST_FIRST, skip, limit }), worlds.count(publicWorld)]);
      return { worlds: asWorlds(page), total };
    },

    // Public worlds whose name or description contains the text, ignoring case: name matches
    // first, then description matches, each most recently updated first; blank finds none.
    searchPublicWorlds: async (text: string) => asWorlds(await worlds.search(text, publicWorld, { limit: WORLD_LIST_LIMIT_MAX })),

    // In the order of the ids given; ids of worlds gone are skipped.
    worldsByIds: async (worldIds: readonly string[]) => {
      if (worldIds.length === 0) return [];
      const found = new Map(asWorlds(await worlds.find({ _id: { $in: [...worldIds] } })).map((world) => [world._id, world]));
      return worldIds.flatMap((id) => found.get(id) ?? []);
    },

    // Names and avatars of users (a world's members), in the order of the ids given.
    authorsByIds: async (userIds: readonly string[]) => {
      if (userIds.length === 0) return [];
      const found = new Map(((await authors.find({ _id: { $in: [...userIds] } })) as unknown as WorldAuthor[]).map((a) => [a._id, a]));
      return userIds.flatMap((id) => {
        const author = found.get(id);
        return author ? [{ _id: author._id, name: author.name, avatarImage: author.avatarImage }] : [];
      });
    },

    invitationById: async (invitationId: string) => (await invitations.get(invitationId)) as InvitationView | null,

    // Every invitation sent to an address, answered or not, newest first.
    invitationsForEmail: async (email: string) => asInvitations(await invitations.find({ invitedMemberEmail: email }, { sort: { date: -1, _id: 1 } })),

    pendingInvitationsOfWorld: async (worldId: string) =>
      asInvitations(await invitations.find({ worldID: worldId }, { sort: { date: -1, _id: 1 } })).filter(isPendingInvitation),
  };
};

export type WorldQueries = ReturnType<typeof createWorldQueries>;
