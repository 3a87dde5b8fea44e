import { forbidden, notFound } from '../shared/errors';
import type { Visibility } from '../worlds/world.events';
import { canViewElement, type WorldAccessFacts } from '../worlds/worldAccess';
import { writingMessages as m } from './writingMessages';

// The read of one writing: 404 when it (or its world) does not exist, 403 when it is private to
// the viewer — a private writing, or any writing of a private world, for anyone but the world's
// author and members.
export const requireViewableWriting = <W extends { visibility: Visibility }>(
  world: WorldAccessFacts | null,
  writing: W | null,
  viewerId: string | null | undefined,
): W => {
  if (!world || !writing) throw notFound(m.notFound);
  if (!canViewElement(world, writing, viewerId)) throw forbidden(m.isPrivate);
  return writing;
};
