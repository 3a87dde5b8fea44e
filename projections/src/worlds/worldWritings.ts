import type { SceneEvent, WritingEvent } from '@lorewright/domain/writings/writing.events';
import type { ElementSummary } from '@lorewright/domain/worlds/worldView';
import type { ProjectedEvent } from '../runner/projectedEvent';
import type { ProjectionStore } from '../runner/projection';
import { changeElementList } from './worldElementList';

// A world lists its writings (WorldView.writings, the world page's Writings section) as element
// summaries: folder or document and the parent that builds the tree. Every writing event names
// its world, so the list follows the writing's own events.
type On<T extends WritingEvent['type']> = (event: ProjectedEvent<Extract<WritingEvent, { type: T }>>, db: ProjectionStore) => Promise<void>;

type Handlers = { [T in 'WritingCreated' | 'WritingRenamed' | 'WritingVisibilityChanged' | 'WritingDeleted' | SceneEvent['type']]: On<T> };

// `worlds`: the collection of WorldView documents.
export const worldWritingHandlers = (worlds: string): Handlers => {
  const changeWritings = (db: ProjectionStore, worldId: string, change: (writings: ElementSummary[]) => ElementSummary[]) =>
    changeElementList(db, worlds, worldId, 'writings', change);

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
    SceneDated: saved,
    SceneRemoved: saved,
    ScenesReordered: saved,
  };
};
