import { forbidden, notFound } from '../shared/errors';
import { canEditElement, canViewElement, type WorldAccessFacts } from '../worlds/worldAccess';
import { wikiMessages as m } from './wikiMessages';
import type { WikiView } from './wikiView';

const shown = <P extends { secret?: boolean | undefined }>(parts: readonly P[]) => parts.filter((part) => !part.secret);

// The read of one wiki: 404 when it (or its world) does not exist, 403 when it is private to
// the viewer (as writings). The images hidden from readers, the secret header fields and the
// secret sections are left out for everyone who may not edit the wiki, so none ever leaves the
// server.
export const wikiForViewer = (world: WorldAccessFacts | null, wiki: WikiView | null, viewerId: string | null | undefined): WikiView => {
  if (!world || !wiki) throw notFound(m.notFound);
  if (!canViewElement(world, 'wiki', wiki, viewerId)) throw forbidden(m.isPrivate);
  if (canEditElement(world, 'wiki', wiki._id, viewerId)) return wiki;
  const images = wiki.images.filter((image) => image.visibility === 'public');
  return { ...wiki, images, headerFields: shown(wiki.headerFields), sections: shown(wiki.sections) };
};
