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
