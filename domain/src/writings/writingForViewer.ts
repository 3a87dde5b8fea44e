import { forbidden, notFound } from '../shared/errors';
import type { Visibility } from '../worlds/world.events';
import { canEditElement, canViewElement, type WorldAccessFacts } from '../worlds/worldAccess';
import type { SceneContent } from './sceneContent';
import { hasSecretLines, withoutSecretLines } from './sceneSecrets';
import { writingMessages as m } from './writingMessages';

// The read of one writing: 404 when it (or its world) does not exist, 403 when it is private to
// the viewer — a private writing, or any writing of a private world, for anyone but the world's
// author and members.
export const requireViewableWriting = <W extends { _id: string; visibility: Visibility }>(
  world: WorldAccessFacts | null,
  writing: W | null,
  viewerId: string | null | undefined,
): W => {
  if (!world || !writing) throw notFound(m.notFound);
  if (!canViewElement(world, 'writing', writing, viewerId)) throw forbidden(m.isPrivate);
  return writing;
};

// Who may edit a writing, and so receive its secret lines.
export const canEditWriting = (world: WorldAccessFacts, writing: { _id: string }, viewerId: string | null | undefined) =>
  canEditElement(world, 'writing', writing._id, viewerId);

// The writing as its viewer receives it, with its text: as requireViewableWriting, and for anyone
// who may not edit it (readers, members, strangers) each scene without its secret lines, so they
// never leave the server. A writing with nothing secret is answered as it is.
export const writingForViewer = <W extends { _id: string; visibility: Visibility; scenes: readonly { content: SceneContent }[] }>(
  world: WorldAccessFacts | null,
  writing: W | null,
  viewerId: string | null | undefined,
): W => {
  const viewable = requireViewableWriting(world, writing, viewerId);
  if (canEditWriting(world!, viewable, viewerId) || !viewable.scenes.some((scene) => hasSecretLines(scene.content))) return viewable;
  return { ...viewable, scenes: viewable.scenes.map((scene) => ({ ...scene, content: withoutSecretLines(scene.content) })) };
};
