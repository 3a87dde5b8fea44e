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
  // Rewrites the world's writing list (a deleted world has none to keep). A change that returns
  // the list it was given writes nothing.
  const changeWritings = async (db: ProjectionStore, worldId: string, change: (writings: ElementSummary[]) => ElementSummary[]) => {
    const world = (await db.collection(worlds).get(worldId)) as WorldView | null;
    if (!world) return;
    const writings = change(world.writings);
    if (writings === world.writings) return;
    await db.collection(worlds).update(worldId, { $set: { writings, num_writings: writings.length } });
  };

  // A save is several events with one time (one per scene changed): the first moves
  // lastUpdated, the others find it there and leave the world's document alone.
  const changeWriting = (db: ProjectionStore, event: ProjectedEvent<WritingEvent>, change: Partial<ElementSummary>) =>
    changeWritings(db, event.data.worldId, (writings) => {
      const changed = { ...change, lastUpdated: event.metadata.timestamp };
      const current = writings.find((writing) => writing._id === event.data.writingId);
      if (!current || Object.entries(changed).every(([field, value]) => current[field as keyof ElementSummary] === value)) return writings;
      return writings.map((writing) => (writing === current ? { ...writing, ...changed } : writing));
    });

  // Per batch (a ProjectionStore is one batch's transaction), the time each writing's summary was
  // last brought to by a save: the other events of that save then skip reading the world's
  // document at all. It goes with the batch, so a batch rolled back leaves nothing behind, and
  // any other change to the writing forgets it.
  const savedAt = new WeakMap<ProjectionStore, Map<string, string>>();
  const forget = (db: ProjectionStore, writingId: string) => savedAt.get(db)?.delete(writingId);

  // A save shows as the writing's lastUpdated.
  const saved = async (event: ProjectedEvent<WritingEvent>, db: ProjectionStore) => {
    const { writingId } = event.data;
    const { timestamp } = event.metadata;
    let times = savedAt.get(db);
    if (times?.get(writingId) === timestamp) return;
    await changeWriting(db, event, {});
    if (!times) savedAt.set(db, (times = new Map<string, string>()));
    times.set(writingId, timestamp);
  };

  return {
    WritingCreated: (event, db) => {
      const { writingId, worldId, parentId, isFolder, title, createdOn } = event.data;
      forget(db, writingId);
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
    WritingRenamed: (event, db) => {
      forget(db, event.data.writingId);
      return changeWriting(db, event, { title: event.data.title });
    },
    WritingVisibilityChanged: (event, db) => {
      forget(db, event.data.writingId);
      return changeWriting(db, event, { visibility: event.data.visibility });
    },
    WritingDeleted: (event, db) => {
      forget(db, event.data.writingId);
      return changeWritings(db, event.data.worldId, (writings) => writings.filter((w) => w._id !== event.data.writingId));
    },
    SceneAdded: saved,
    SceneRenamed: saved,
    SceneContentChanged: saved,
    SceneCustomised: saved,
    SceneRemoved: saved,
    ScenesReordered: saved,
  };
};
