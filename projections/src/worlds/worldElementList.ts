import type { ElementKind, ElementSummary, WorldView } from '@lorewright/domain/worlds/worldView';
import type { ProjectionStore } from '../runner/projection';

// Rewrites one element list of a world (and its count); a deleted world has none to keep, and a
// change that returns the list it was given writes nothing.
export const changeElementList = async (
  db: ProjectionStore,
  worlds: string,
  worldId: string,
  kind: ElementKind,
  change: (elements: ElementSummary[]) => ElementSummary[],
) => {
  const world = (await db.collection(worlds).get(worldId)) as WorldView | null;
  if (!world) return;
  const elements = change(world[kind]);
  if (elements === world[kind]) return;
  await db.collection(worlds).update(worldId, { $set: { [kind]: elements, [`num_${kind}`]: elements.length } });
};

// The changes every element kind makes to its world's list (wikis, maps): a summary added when
// the element is created, fields changed with the event's time, the summary removed on delete.
export const elementListChanges = (worlds: string, kind: ElementKind) => ({
  added: (db: ProjectionStore, worldId: string, summary: ElementSummary) =>
    changeElementList(db, worlds, worldId, kind, (elements) => [...elements.filter((e) => e._id !== summary._id), summary]),
  changed: (db: ProjectionStore, worldId: string, elementId: string, change: Partial<ElementSummary>, lastUpdated: string) =>
    changeElementList(db, worlds, worldId, kind, (elements) =>
      elements.map((element) => (element._id === elementId ? { ...element, ...change, lastUpdated } : element)),
    ),
  removed: (db: ProjectionStore, worldId: string, elementId: string) =>
    changeElementList(db, worlds, worldId, kind, (elements) => elements.filter((e) => e._id !== elementId)),
});
