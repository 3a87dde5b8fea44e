import type { FastifyInstance } from 'fastify';
import { MediaFolder } from '@lorewright/domain/media/media.events';
import { IMAGE_TYPES } from '@lorewright/domain/media/imageTypes';
import { MEDIA_ROUTE, mediaPath } from '@lorewright/domain/media/imageUrl';
import { mediaMessages } from '@lorewright/domain/media/mediaView';
import { notFound } from '@lorewright/domain/shared/errors';
import type { Stack } from '../../composition';

const missing = () => notFound(mediaMessages.fileNotFound);

type MediaFileParams = { folder: string; ownerId: string; name: string };

// Only what the library stores: a known folder, an id, and `{id}.{ext}` of an accepted image
// type. Anything else is a file that does not exist (404, not 400: it is an address).
const storedName = new RegExp(`^[A-Za-z0-9_-]{1,100}\\.(${Object.values(IMAGE_TYPES).join('|')})$`);
const isStoredFile = ({ folder, ownerId, name }: MediaFileParams) =>
  MediaFolder.safeParse(folder).success && /^[A-Za-z0-9_-]{1,100}$/.test(ownerId) && storedName.test(name);

export type MediaFileRoutePorts = Pick<Stack, 'mediaStorage'>;

// `GET /media/{folder}/{ownerId}/{name}` outside /api/v1: the media host of imageUrl() when
// no CDN is in front. A stored name never changes content (a new upload gets a new id), so
// browsers and CDNs may keep it for a year.
export const mediaFileRoutes = (ports: MediaFileRoutePorts) => async (app: FastifyInstance) => {
  app.get<{ Params: MediaFileParams }>(`${MEDIA_ROUTE}/:folder/:ownerId/:name`, async (request, reply) => {
    if (!isStoredFile(request.params)) throw missing();
    const { folder, ownerId, name } = request.params;
    const file = await ports.mediaStorage.get(mediaPath(folder as MediaFolder, ownerId, name));
    if (!file) throw missing();
    return (
      reply
        .header('content-type', file.contentType)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        // Served as the image it is, never sniffed into something a browser would run.
        .header('x-content-type-options', 'nosniff')
        .send(file.stream)
    );
  });
};
