import { forbidden, notFound } from '../shared/errors';
import { canViewElement, type WorldAccessFacts } from '../worlds/worldAccess';
import { languageMessages as m } from './languageMessages';

// The read of one language: 404 when it (or its world) does not exist, 403 when it is private to
// the viewer (as maps and timelines). Viewing needs no permission: public languages are free.
export const languageForViewer = <L extends { _id: string; visibility: 'public' | 'private' }>(
  world: WorldAccessFacts | null,
  language: L | null,
  viewerId: string | null | undefined,
): L => {
  if (!world || !language) throw notFound(m.notFound);
  if (!canViewElement(world, 'language', language, viewerId)) throw forbidden(m.isPrivate);
  return language;
};
