import type { WikiEvent } from '@lorewright/domain/wikis/wiki.events';
import { evolveWiki, initialWikiState, type WikiState } from '@lorewright/domain/wikis/wiki.state';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { ProjectedEvent } from '../runner/projectedEvent';
import { defineProjection, type ProjectionStore } from '../runner/projection';
import { WIKIS, type WikiRecord } from './wikiRecords';

type Event = ProjectedEvent<WikiEvent>;

const stateOf = (record: WikiRecord, revision: number): WikiState => ({
  ...initialWikiState(),
  ...record,
  status: 'active',
  wikiId: record._id,
  worldId: record.worldID,
  authorId: record.authorID,
  revision,
});

// The read model folds each event with the write side's own evolve (wiki.state.ts), so the
// page shows exactly the parts, order and section revisions the decider decides on.
const fold = async (event: Event, db: ProjectionStore) => {
  const record = (await db.collection(WIKIS).get(event.data.wikiId)) as WikiRecord | null;
  if (!record) return;
  const { title, subtitle, visibility, backgroundImage, backgroundMediaId, overlayOpacity, lifespan, images, headerFields, sections } = evolveWiki(
    stateOf(record, event.revision - 1),
    event,
  );
  // A wiki without a life of its own reads as it did before dated facts (no `lifespan` key).
  const { lifespan: _was, ...rest } = record;
  const next: WikiRecord = {
    ...rest,
    ...(lifespan && { lifespan }),
    title,
    subtitle,
    visibility,
    backgroundImage,
    backgroundMediaId,
    overlayOpacity,
    images: [...images],
    headerFields: [...headerFields],
    sections: [...sections],
    revision: event.revision,
    lastUpdated: event.metadata.timestamp,
  };
  await db.collection(WIKIS).put({ ...next });
};

const created = (event: ProjectedEvent<Extract<WikiEvent, { type: 'WikiCreated' }>>, db: ProjectionStore) => {
  const { wikiId, worldId, authorId, category, title, subtitle, parentId, images, headerFields, createdOn } = event.data;
  const state = evolveWiki(initialWikiState(), event);
  const record: WikiRecord = {
    _id: wikiId,
    title,
    subtitle,
    category,
    visibility: state.visibility,
    worldID: worldId,
    authorID: authorId,
    parentID: parentId,
    createdOn,
    lastUpdated: createdOn,
    images,
    headerFields,
    sections: [],
    backgroundImage: state.backgroundImage,
    backgroundMediaId: null,
    overlayOpacity: state.overlayOpacity,
    revision: event.revision,
  };
  return db.collection(WIKIS).put({ ...record });
};

// Wikis as their world's author sees them (domain/src/wikis/wikiView.ts); routes cut them down
// per viewer (hidden images, private wikis).
export const wikisProjection = defineProjection<WikiEvent | WorldEvent>()({
  name: 'wikis',
  version: 1,
  collections: {
    [WIKIS]: [
      { fields: ['worldID', 'createdOn', '_id'] },
      // The element picker's title search inside one world.
      { text: ['title'], newestBy: 'lastUpdated', scope: 'worldID' },
    ],
  },
  on: {
    WikiCreated: created,
    WikiRenamed: fold,
    WikiSubtitleChanged: fold,
    WikiVisibilityChanged: fold,
    WikiBackgroundChanged: fold,
    WikiOverlayOpacityChanged: fold,
    WikiLifespanChanged: fold,
    WikiDeleted: (event, db) => db.collection(WIKIS).delete(event.data.wikiId),
    WikiImageAdded: fold,
    WikiImageRemoved: fold,
    WikiImageVisibilityChanged: fold,
    WikiImageMoved: fold,
    WikiHeaderFieldAdded: fold,
    WikiHeaderFieldEdited: fold,
    WikiHeaderFieldMoved: fold,
    WikiHeaderFieldRemoved: fold,
    WikiSectionAdded: fold,
    WikiSectionEdited: fold,
    WikiSectionMoved: fold,
    WikiSectionRemoved: fold,
    // A deleted world's wikis go with it (their streams stay, refused by every command).
    WorldDeleted: (event, db) => db.collection(WIKIS).deleteMany({ worldID: event.data.worldId }),
  },
});
