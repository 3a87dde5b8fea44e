import { requireFeature } from '@lorewright/domain/accounts/permissions';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import { forbidden } from '@lorewright/domain/shared/errors';
import { canEditWorld, type ElementWorldFacts } from '@lorewright/domain/worlds/worldAccess';
import type { MapActor } from './mapDeps';

// The decider's author and permission rules, applied early: before an upload is read or
// stored, and before a link's target is looked up (so a stranger learns nothing of it). The
// decider applies them again on the stream.
export const requireMapEditor = (world: ElementWorldFacts, actor: MapActor, now: Date, onlyAuthor: string = m.onlyAuthor) => {
  if (!canEditWorld(world, actor.id)) throw forbidden(onlyAuthor);
  requireFeature(actor.permissions, 'maps', now);
};
