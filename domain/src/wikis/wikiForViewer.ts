import { forbidden, notFound } from '../shared/errors';
import { canViewElement, type WorldAccessFacts } from '../worlds/worldAccess';
import { wikiMessages as m } from './wikiMessages';
import type { WikiView } from './wikiView';

// The read of one wiki: 404 when it (or its world) does not exist, 403 when it is private to
// the viewer (as writings), and the images hidden from readers left out for everyone but the
// author, members included, so a hidden image never leaves the server.
export const wikiForViewer = (world: WorldAccessFacts | null, wiki: WikiView | null, viewerId: string | null | undefined): WikiView => {
  if (!world || !wiki) throw notFound(m.notFound);
  if (!canViewElement(world, wiki, viewerId)) throw forbidden(m.isPrivate);
  if (viewerId && viewerId === wiki.authorID) return wiki;
  return { ...wiki, images: wiki.images.filter((image) => image.visibility === 'public') };
};
