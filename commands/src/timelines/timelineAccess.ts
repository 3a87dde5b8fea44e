import { requireFeature } from '@lorewright/domain/accounts/permissions';
import { forbidden } from '@lorewright/domain/shared/errors';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { canEditWorld, type ElementWorldFacts } from '@lorewright/domain/worlds/worldAccess';
import type { TimelineActor } from './timelineDeps';

// The decider's author and permission rules, applied early: before an upload is read and before
// a link's target is looked up (as maps, mapAccess.ts). The decider applies them again.
export const requireTimelineEditor = (world: ElementWorldFacts, actor: TimelineActor, now: Date, onlyAuthor: string = m.onlyAuthor) => {
  if (!canEditWorld(world, actor.id)) throw forbidden(onlyAuthor);
  requireFeature(actor.permissions, 'timelines', now);
};
