import { forbidden, notFound } from '../shared/errors';
import { canViewElement, type WorldAccessFacts } from '../worlds/worldAccess';
import { timelineMessages as m } from './timelineMessages';

// The read of one timeline: 404 when it (or its world) does not exist, 403 when it is private to
// the viewer (as maps). Viewing needs no permission: public timelines are free to read.
export const timelineForViewer = <T extends { visibility: 'public' | 'private' }>(
  world: WorldAccessFacts | null,
  timeline: T | null,
  viewerId: string | null | undefined,
): T => {
  if (!world || !timeline) throw notFound(m.notFound);
  if (!canViewElement(world, timeline, viewerId)) throw forbidden(m.isPrivate);
  return timeline;
};
