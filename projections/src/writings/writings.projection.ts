import { applySplice } from '@lorewright/domain/writings/contentSplice';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import { type SceneContent } from '@lorewright/domain/writings/sceneContent';
import { withoutSecretLines } from '@lorewright/domain/writings/sceneSecrets';
import { contentPreview } from '@lorewright/domain/writings/sceneText';
import type { SceneView } from '@lorewright/domain/writings/writingView';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { ProjectedEvent } from '../runner/projectedEvent';
import { defineProjection, type ProjectionStore } from '../runner/projection';
import { PREVIEW_LENGTH, SCENES, sceneKey, WRITINGS, type SceneRecord, type WritingRecord } from './writingRecords';

type Event = ProjectedEvent<WritingEvent>;
type Ids = { writingId: string; worldId: string };

const recordOf = async (db: ProjectionStore, writingId: string) => (await db.collection(WRITINGS).get(writingId)) as WritingRecord | null;
// Lists and the title search show the preview to every viewer: it never holds a secret line.
const preview = (content: SceneContent) => contentPreview(withoutSecretLines(content), PREVIEW_LENGTH);

// Every event of a writing moves its revision (the stream's, which a save names) and lastUpdated.
const touch = (db: ProjectionStore, event: Event, set: Partial<WritingRecord> = {}) =>
  db.collection(WRITINGS).update(event.data.writingId, { $set: { revision: event.revision, lastUpdated: event.metadata.timestamp, ...set } });

const previewOfFirst = async (db: ProjectionStore, writingId: string, sceneIds: readonly string[]) => {
  const first = sceneIds[0] ? ((await db.collection(SCENES).get(sceneKey(writingId, sceneIds[0]))) as SceneRecord | null) : null;
  return first ? preview(first.scene.content) : '';
};

const deleteScenesOf = async (db: ProjectionStore, records: readonly WritingRecord[]) => {
  const keys = records.flatMap((record) => record.sceneIds.map((sceneId) => sceneKey(record._id, sceneId)));
  if (keys.length > 0) await db.collection(SCENES).deleteMany({ _id: { $in: keys } });
};

// A change to one scene document of a writing that exists.
const changeScene = async (
  db: ProjectionStore,
  event: Event & { data: Ids & { sceneId: string } },
  change: Partial<SceneView>,
  afterwards: Partial<WritingRecord> = {},
) => {
  const { writingId, sceneId } = event.data;
  const set = Object.fromEntries(Object.entries(change).map(([field, value]) => [`scene.${field}`, value]));
  await db.collection(SCENES).update(sceneKey(writingId, sceneId), { $set: set });
  await touch(db, event, afterwards);
};

// Writings as their world's author and members see them (domain/src/writings/writingView.ts),
// stored as writingRecords.ts describes; routes cut them down per viewer.
export const writingsProjection = defineProjection<WritingEvent | WorldEvent>()({
  name: 'writings',
  // 2: scenes are found by key, without indexes. 3: previews leave secret lines out.
  version: 3,
  collections: {
    [WRITINGS]: [
      { fields: ['worldID', 'createdOn', '_id'] },
      { fields: ['parentID'] },
      // The element picker's title search inside one world.
      { text: ['title'], newestBy: 'lastUpdated', scope: 'worldID' },
    ],
    // Found by key only (sceneKey, in the order the writing's sceneIds give): no index, so writing
    // a scene's text never makes the store read it back for index keys.
    [SCENES]: [],
  },
  on: {
    WritingCreated: (event, db) => {
      const { writingId, worldId, authorId, parentId, isFolder, title, createdOn } = event.data;
      const record: WritingRecord = {
        _id: writingId,
        worldID: worldId,
        parentID: parentId,
        authorID: authorId,
        type: isFolder ? 'folder' : 'doc',
        isFolder,
        title,
        visibility: 'private',
        createdOn,
        lastUpdated: createdOn,
        revision: event.revision,
        sceneIds: [],
        preview: '',
      };
      return db.collection(WRITINGS).put({ ...record });
    },
    WritingRenamed: (event, db) => touch(db, event, { title: event.data.title }),
    WritingVisibilityChanged: (event, db) => touch(db, event, { visibility: event.data.visibility }),
    WritingDeleted: async (event, db) => {
      const record = await recordOf(db, event.data.writingId);
      if (!record) return;
      await deleteScenesOf(db, [record]);
      await db.collection(WRITINGS).delete(record._id);
    },
    SceneAdded: async (event, db) => {
      const { writingId, worldId, scene } = event.data;
      const record = await recordOf(db, writingId);
      if (!record) return;
      const stored: SceneRecord = { _id: sceneKey(writingId, scene._id), writingID: writingId, worldID: worldId, scene };
      await db.collection(SCENES).put({ ...stored });
      await touch(db, event, { sceneIds: [...record.sceneIds, scene._id], ...(record.sceneIds.length === 0 ? { preview: preview(scene.content) } : {}) });
    },
    SceneRenamed: (event, db) => changeScene(db, event, { name: event.data.name }),
    // The event carries only the runs that changed (contentSplice.ts).
    SceneContentChanged: async (event, db) => {
      const { writingId, sceneId } = event.data;
      const stored = (await db.collection(SCENES).get(sceneKey(writingId, sceneId))) as SceneRecord | null;
      const record = await recordOf(db, writingId);
      if (!stored || !record) return;
      const content = applySplice(stored.scene.content, event.data);
      // The whole document anew rather than a $set of the content: the content is new anyway, and
      // comparing and copying a long scene's runs for an update costs more than writing it.
      await db.collection(SCENES).put({ ...stored, scene: { ...stored.scene, content } });
      await touch(db, event, record.sceneIds[0] === sceneId ? { preview: preview(content) } : {});
    },
    SceneCustomised: (event, db) => {
      const { backgroundImage, overlayColor, overlayOpacity, youtubeHTML } = event.data;
      return changeScene(db, event, { backgroundImage, overlayColor, overlayOpacity, youtubeHTML });
    },
    // An undated scene has no date field, as it had none before it was dated.
    SceneDated: async (event, db) => {
      const { writingId, sceneId, date } = event.data;
      await db.collection(SCENES).update(sceneKey(writingId, sceneId), date ? { $set: { 'scene.date': date } } : { $unset: { 'scene.date': '' } });
      await touch(db, event);
    },
    SceneRemoved: async (event, db) => {
      const { writingId, sceneId } = event.data;
      const record = await recordOf(db, writingId);
      if (!record) return;
      await db.collection(SCENES).delete(sceneKey(writingId, sceneId));
      const sceneIds = record.sceneIds.filter((id) => id !== sceneId);
      await touch(db, event, { sceneIds, preview: await previewOfFirst(db, writingId, sceneIds) });
    },
    ScenesReordered: async (event, db) => {
      const { writingId, sceneIds } = event.data;
      if (!(await recordOf(db, writingId))) return;
      await touch(db, event, { sceneIds, preview: await previewOfFirst(db, writingId, sceneIds) });
    },
    // A deleted world's writings go with it (their streams stay, refused by every command).
    WorldDeleted: async (event, db) => {
      await deleteScenesOf(db, (await db.collection(WRITINGS).find({ worldID: event.data.worldId })) as unknown as WritingRecord[]);
      await db.collection(WRITINGS).deleteMany({ worldID: event.data.worldId });
    },
  },
});
