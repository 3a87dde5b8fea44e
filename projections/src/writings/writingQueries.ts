import type { WritingLookups, WritingPlace } from '@lorewright/commands/writings/writingDeps';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { elementQueriesOf } from '../elements/elementQueries';
import type { ProjectionViews } from '../runner/projectionViews';
import { sceneKey, type SceneRecord, type WritingRecord } from './writingRecords';

// Reads of the writings projection, for the API and the command handlers' lookups. They answer
// what is stored; who may see it is decided by the routes with canViewElement.
export const createWritingQueries = (views: ProjectionViews) => {
  const writings = views.collection('writings', 'writings');
  const scenes = views.collection('writings', 'scenes');

  const placeOf = ({ _id, worldID, parentID, isFolder }: WritingRecord): WritingPlace => ({ _id, worldID, parentID, isFolder });
  // Lists carry no scenes: the menu needs the tree, not the text (docs/decisions.md).
  const withoutScenes = ({ sceneIds: _ids, preview: _preview, ...view }: WritingRecord): WritingView => ({ ...view, scenes: [] });
  // Documents only are found by title, each with its first scene's opening.
  const shared = elementQueriesOf<WritingRecord, WritingRecord>(writings, {
    listItemOf: (record) => record,
    previewOf: ({ preview }) => preview,
    searchable: { isFolder: false },
  });
  const recordsOfWorld = shared.ofWorld;

  const lookups: Omit<WritingLookups, 'worldCalendar' | 'datePointDates'> = {
    writingPlace: async (writingId) => {
      const record = (await writings.get(writingId)) as WritingRecord | null;
      return record ? placeOf(record) : null;
    },
    writingPlacesOfWorld: async (worldId) => (await recordsOfWorld(worldId)).map(placeOf),
  };

  return {
    lookups,

    // The writing is read before its scenes: the scenes are then as new as its revision or
    // newer, never older, so a save based on this answer can meet a conflict but never
    // overwrite a change it did not see.
    writingById: async (writingId: string): Promise<WritingView | null> => {
      const record = (await writings.get(writingId)) as WritingRecord | null;
      if (!record) return null;
      const keys = record.sceneIds.map((sceneId) => sceneKey(writingId, sceneId));
      const found = keys.length === 0 ? [] : ((await scenes.find({ _id: { $in: keys } })) as unknown as SceneRecord[]);
      const byId = new Map(found.map(({ scene }) => [scene._id, scene]));
      return { ...withoutScenes(record), scenes: record.sceneIds.flatMap((id) => byId.get(id) ?? []) };
    },

    // Without its text, for titles and access checks.
    summaryById: async (writingId: string): Promise<WritingView | null> => {
      const record = (await writings.get(writingId)) as WritingRecord | null;
      return record ? withoutScenes(record) : null;
    },

    // Its scenes' ids in order, without their text (a comment's scene is checked against them).
    sceneIdsOf: async (writingId: string): Promise<string[] | null> => ((await writings.get(writingId)) as WritingRecord | null)?.sceneIds ?? null,

    // The writing's first scene alone (a mention's card reads its opening, not the whole text).
    firstSceneById: async (writingId: string) => {
      const record = (await writings.get(writingId)) as WritingRecord | null;
      const first = record?.sceneIds[0];
      const found = first ? ((await scenes.get(sceneKey(writingId, first))) as SceneRecord | null) : null;
      return found?.scene ?? null;
    },

    // Oldest first, folders and documents together; the client builds the tree by parentID.
    // Each keeps its 50-character preview of the first scene, which the menu cuts to 20.
    writingsOfWorld: async (worldId: string) => (await recordsOfWorld(worldId)).map((record) => ({ ...withoutScenes(record), preview: record.preview })),

    searchTitles: shared.searchTitles,
  };
};

export type WritingQueries = ReturnType<typeof createWritingQueries>;
