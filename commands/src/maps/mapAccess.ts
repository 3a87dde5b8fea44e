import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import { requirePaidEditor } from '../elements/elementEditor';
import type { PaidWorldFacts } from '../worlds/elementWorld';

// Making a map (mapId null) or changing one, on the world owner's 'maps' plan (elementEditor.ts).
export const requireMapEditor = (world: PaidWorldFacts, mapId: string | null, actorId: string, now: Date) =>
  requirePaidEditor(world, mapId === null ? null : { element: 'map', elementId: mapId, onlyAuthor: m.onlyAuthor }, actorId, 'maps', now);
