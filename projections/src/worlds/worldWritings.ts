import type { SceneEvent, WritingEvent } from '@lorewright/domain/writings/writing.events';
import type { ElementSummary, WorldView } from '@lorewright/domain/worlds/worldView';
import type { ProjectedEvent } from '../runner/projectedEvent';
import type { ProjectionStore } from '../runner/projection';

// A world lists its writings (WorldView.writings, the world page's Writings section) as element
// summaries: folder or document and the parent that builds the tree. Every writing event names
// its world, so the list follows the writing's own events.
type On<T extends WritingEvent['type']> = (event: ProjectedEvent<Extract<WritingEvent, { type: T }>>, db: ProjectionStore) => Promise<void>;

type Handlers = { [T in 'WritingCreated' | 'WritingRenamed' | 'WritingVisibilityChanged' | 'WritingDeleted' | SceneEvent['type']]: On<T> };

// `worlds`: the collection of WorldView documents.
export const worldWritingHandlers = (worlds: string): Handlers => {
  // Rewrites the world's writing list (a deleted world has none to keep).
  const changeWritings = async (db: ProjectionStore, worldId: string, change: (writings: ElementSummary[]) => ElementSummary[]) => {
    const world = (await db.collection(worlds).get(worldId)) as WorldView | null;
    if (!world) return;
    const writings = change(world.writings);
    await db.collection(worlds).update(worldId, { $set: { writings, num_writings: writings.length } });
  };

  const changeWriting = (db: ProjectionStore, event: ProjectedEvent<WritingEvent>, change: Partial<ElementSummary>) =>
    changeWritings(db, event.data.worldId, (writings) =>
      writings.map((writing) => (writing._id === event.data.writingId ? { ...writing, ...change, lastUpdated: event.metadata.timestamp } : writing)),
    );

  // A save shows as the writing's lastUpdated.
  const saved = (event: ProjectedEvent<WritingEvent>, db: ProjectionStore) => changeWriting(db, event, {});

  return {
    WritingCreated: (event, db) => {
      const { writingId, worldId, parentId, isFolder, title, createdOn } = event.data;
      const summary: ElementSummary = {
        _id: writingId,
        title,
        visibility: 'private',
        lastUpdated: createdOn,
        type: isFolder ? 'folder' : 'doc',
        parentID: parentId,
      };
      return changeWritings(db, worldId, (writings) => [...writings.filter((w) => w._id !== writingId), summary]);
    },
    WritingRenamed: (event, db) => changeWriting(db, event, { title: event.data.title }),
    WritingVisibilityChanged: (event, db) => changeWriting(db, event, { visibility: event.data.visibility }),
    WritingDeleted: (event, db) => changeWritings(db, event.data.worldId, (writings) => writings.filter((w) => w._id !== event.data.writingId)),
    SceneAdded: saved,
    SceneRenamed: saved,
    SceneContentChanged: saved,
    SceneCustomised: saved,
    SceneRemoved: saved,
    ScenesReordered: saved,
  };
};
