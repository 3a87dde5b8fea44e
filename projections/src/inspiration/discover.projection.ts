import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import type { ElementName } from '@lorewright/domain/worlds/element.commands';
import type { LanguageEvent } from '@lorewright/domain/languages/language.events';
import type { MapEvent } from '@lorewright/domain/maps/map.events';
import type { TimelineEvent } from '@lorewright/domain/timelines/timeline.events';
import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import type { WikiCategory } from '@lorewright/domain/wikis/wikiView';
import type { Visibility, WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import type { ProjectionStore } from '../runner/projection';
import { defineProjection } from '../runner/projection';

// Discover (Inspiration, product.md §2.21): one record per element of every kind with the facts
// its card shows, and `listing` — 'listed' when the element is public and so is its world, which
// is exactly what canViewElement lets a visitor see. Lists read only listed records through their
// indexes, so a private element or world never fills a page and no request walks the whole
// collection. Indexed fields hold strings only (a wiki-less category is ''): the embedded store
// orders and pages by an index only when its fields hold strings or numbers, never booleans or
// nulls. Writing folders are not listed: they hold documents, which are.
export const DISCOVER_ELEMENTS = 'elements';
export const DISCOVER_WORLDS = 'worlds';

export interface DiscoverRecord {
  _id: string;
  kind: ElementName;
  title: string;
  category: WikiCategory | '';
  visibility: Visibility;
  worldID: string;
  worldName: string;
  listing: Listing;
  createdOn: string;
  lastUpdated: string;
  // The world's followers, kept on each element so 'most followed' is read through an index.
  followers: number;
}

export type Listing = 'listed' | 'unlisted';

interface WorldRecord {
  _id: string;
  name: string;
  visibility: Visibility;
  followers?: number;
}

const elements = (db: ProjectionStore) => db.collection(DISCOVER_ELEMENTS);
const worldOf = async (db: ProjectionStore, worldId: string) => (await db.collection(DISCOVER_WORLDS).get(worldId)) as WorldRecord | null;

const added = async (
  db: ProjectionStore,
  kind: ElementName,
  { id, worldId, title, createdOn, category = '' }: { id: string; worldId: string; title: string; createdOn: string; category?: WikiCategory | '' },
) => {
  const world = await worldOf(db, worldId);
  const record: DiscoverRecord = {
    _id: id,
    kind,
    title,
    category,
    // New elements are private (every kind's Created event says so).
    visibility: 'private',
    worldID: worldId,
    worldName: world?.name ?? '',
    listing: 'unlisted',
    createdOn,
    lastUpdated: createdOn,
    followers: world?.followers ?? 0,
  };
  await elements(db).put({ ...record });
};

const renamed = (db: ProjectionStore, id: string, title: string, at: string) => elements(db).update(id, { $set: { title, lastUpdated: at } });

const visibilityChanged = async (db: ProjectionStore, id: string, worldId: string, visibility: Visibility, at: string) => {
  const world = await worldOf(db, worldId);
  const listing: Listing = visibility === 'public' && world?.visibility === 'public' ? 'listed' : 'unlisted';
  await elements(db).update(id, { $set: { visibility, listing, lastUpdated: at } });
};

const removed = (db: ProjectionStore, id: string) => elements(db).delete(id);

// Newest first: every list sorts by createdOn descending, then _id, so a rename or a change of
// visibility never moves an element up the list; most followed sorts by the world's followers first.
const listedBy = (...fields: string[]) => [
  { fields: ['listing', ...fields, '-createdOn', '_id'] },
  { fields: ['listing', ...fields, '-followers', '-createdOn', '_id'] },
  { fields: ['listing', ...fields], counted: true },
];

// A follow or unfollow of a world moves its count, on the world and on each of its elements.
const followersChanged = async (db: ProjectionStore, worldId: string, by: 1 | -1) => {
  const world = await worldOf(db, worldId);
  if (!world) return;
  const followers = Math.max(0, (world.followers ?? 0) + by);
  await db.collection(DISCOVER_WORLDS).update(worldId, { $set: { followers } });
  await elements(db).updateMany({ worldID: worldId }, { $set: { followers } });
};

export const discoverProjection = defineProjection<AccountEvent | WorldEvent | WritingEvent | WikiEvent | MapEvent | TimelineEvent | LanguageEvent>()({
  name: 'discover',
  // 2: createdOn orders every list and the title search; listing and category hold strings.
  // 3: each element carries its world's followers, for 'most followed'.
  version: 3,
  collections: {
    [DISCOVER_ELEMENTS]: [
      ...listedBy(),
      ...listedBy('kind'),
      ...listedBy('kind', 'category'),
      // A world's visibility, name or deletion reaches its elements.
      { fields: ['worldID'] },
      // The title search, newest first.
      { text: ['title'], newestBy: 'createdOn' },
    ],
    [DISCOVER_WORLDS]: [],
  },
  on: {
    WorldCreated: ({ data }, db) => db.collection(DISCOVER_WORLDS).put({ _id: data.worldId, name: data.name, visibility: 'private' }),
    WorldRenamed: async ({ data }, db) => {
      await db.collection(DISCOVER_WORLDS).update(data.worldId, { $set: { name: data.name } });
      await elements(db).updateMany({ worldID: data.worldId }, { $set: { worldName: data.name } });
    },
    // A world made private hides all its elements; made public, it shows its public ones again.
    WorldVisibilityChanged: async ({ data }, db) => {
      await db.collection(DISCOVER_WORLDS).update(data.worldId, { $set: { visibility: data.visibility } });
      if (data.visibility === 'public') await elements(db).updateMany({ worldID: data.worldId, visibility: 'public' }, { $set: { listing: 'listed' } });
      else await elements(db).updateMany({ worldID: data.worldId }, { $set: { listing: 'unlisted' } });
    },
    WorldFollowed: ({ data }, db) => followersChanged(db, data.worldId, 1),
    WorldUnfollowed: ({ data }, db) => followersChanged(db, data.worldId, -1),
    WorldDeleted: async ({ data }, db) => {
      await elements(db).deleteMany({ worldID: data.worldId });
      await db.collection(DISCOVER_WORLDS).delete(data.worldId);
    },

    WritingCreated: ({ data }, db) =>
      data.isFolder ? undefined : added(db, 'writing', { id: data.writingId, worldId: data.worldId, title: data.title, createdOn: data.createdOn }),
    WritingRenamed: ({ data, metadata }, db) => renamed(db, data.writingId, data.title, metadata.timestamp),
    WritingVisibilityChanged: ({ data, metadata }, db) => visibilityChanged(db, data.writingId, data.worldId, data.visibility, metadata.timestamp),
    WritingDeleted: ({ data }, db) => removed(db, data.writingId),

    WikiCreated: ({ data }, db) =>
      added(db, 'wiki', { id: data.wikiId, worldId: data.worldId, title: data.title, createdOn: data.createdOn, category: data.category }),
    WikiRenamed: ({ data, metadata }, db) => renamed(db, data.wikiId, data.title, metadata.timestamp),
    WikiVisibilityChanged: ({ data, metadata }, db) => visibilityChanged(db, data.wikiId, data.worldId, data.visibility, metadata.timestamp),
    WikiDeleted: ({ data }, db) => removed(db, data.wikiId),

    MapCreated: ({ data }, db) => added(db, 'map', { id: data.mapId, worldId: data.worldId, title: data.title, createdOn: data.createdOn }),
    MapRenamed: ({ data, metadata }, db) => renamed(db, data.mapId, data.title, metadata.timestamp),
    MapVisibilityChanged: ({ data, metadata }, db) => visibilityChanged(db, data.mapId, data.worldId, data.visibility, metadata.timestamp),
    MapDeleted: ({ data }, db) => removed(db, data.mapId),

    TimelineCreated: ({ data }, db) => added(db, 'timeline', { id: data.timelineId, worldId: data.worldId, title: data.title, createdOn: data.createdOn }),
    TimelineRenamed: ({ data, metadata }, db) => renamed(db, data.timelineId, data.title, metadata.timestamp),
    TimelineVisibilityChanged: ({ data, metadata }, db) => visibilityChanged(db, data.timelineId, data.worldId, data.visibility, metadata.timestamp),
    TimelineDeleted: ({ data }, db) => removed(db, data.timelineId),

    LanguageCreated: ({ data }, db) => added(db, 'language', { id: data.languageId, worldId: data.worldId, title: data.title, createdOn: data.createdOn }),
    LanguageRenamed: ({ data, metadata }, db) => renamed(db, data.languageId, data.title, metadata.timestamp),
    LanguageVisibilityChanged: ({ data, metadata }, db) => visibilityChanged(db, data.languageId, data.worldId, data.visibility, metadata.timestamp),
    LanguageDeleted: ({ data }, db) => removed(db, data.languageId),
  },
});
