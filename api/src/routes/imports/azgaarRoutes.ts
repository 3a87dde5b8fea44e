import { z } from 'zod';
import { createAzgaarImport } from '@lorewright/commands/imports/azgaarImport';
import { azgaarMessages as m } from '@lorewright/domain/imports/azgaar/azgaarMessages';
import { MEDIA_FILE_LIMIT_BYTES, MEDIA_QUOTA_BYTES } from '@lorewright/domain/media/mediaView';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import type { Stack } from '../../composition';
import { AZGAAR_FILE_LIMIT_BYTES } from '../../imports/azgaarFile';
import { ownBytes } from '../../workers/ownBytes';
import { commandContext } from '../commandContext';
import { MAP_MEDIA_VIEWS, mapActor } from '../maps/mapViews';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { readImportUpload } from './azgaarUpload';
import { AzgaarImportedAnswer } from '@lorewright/domain/imports/importAnswers';

// A 50 MB map is read and drawn in seconds; a file that takes longer is refused.
const AZGAAR_TASK_TIMEOUT_MS = 60_000;

export const ImportWorldParams = z.object({ worldId: z.string().regex(/^[A-Za-z0-9_-]{1,200}$/, wm.notFound) });

export type AzgaarImportRoutePorts = Pick<Stack, 'waitForViews' | 'work'> & CommandsOf<'maps' | 'media'> & QueriesOf<'maps' | 'media'>;

// POST import/world/{worldId}/azgaar: an Azgaar Fantasy Map Generator .map file
// (multipart `file`, gzipped or not) becomes a new map of the world with the map's picture and
// its burgs and noted markers as points. Only the world's author holding the 'maps' permission,
// checked before the file is read; the picture must fit in the author's media allowance.
export const azgaarImportRoutes = (ports: AzgaarImportRoutePorts) => async (app: ZodApp) => {
  const azgaar = createAzgaarImport({
    maps: ports.commands.maps,
    media: ports.commands.media,
    mapImageMediaId: async (mapId) => (await ports.queries.maps.mapRow(mapId))?.mediaId ?? null,
    settle: async (position) => void (await ports.waitForViews(position, MAP_MEDIA_VIEWS)),
  });

  app.post(
    '/import/world/:worldId/azgaar',
    { schema: { params: ImportWorldParams, response: { 201: AzgaarImportedAnswer } }, config: { auth: 'required', rateLimited: 'import' } },
    async (request, reply) => {
      const actor = mapActor(request);
      const { worldId } = request.params;
      const bytes = ownBytes(await readImportUpload(request, AZGAAR_FILE_LIMIT_BYTES, m, () => azgaar.requireCreator(actor, worldId)));
      const room = Math.min(MEDIA_FILE_LIMIT_BYTES, MEDIA_QUOTA_BYTES - (await ports.queries.media.totalSize(actor.id)));
      // Reading the file and drawing its picture run in the work pool; this thread goes on answering.
      const { map, picture } = await ports.work.run(
        'azgaarImport',
        { bytes, roomBytes: room },
        { transfer: [bytes.buffer], timeoutMs: AZGAAR_TASK_TIMEOUT_MS },
      );
      const { mapId, title, points } = await azgaar.run(actor, worldId, { ...map, svg: '' }, picture, commandContext(request));
      return reply.status(201).send({ message: m.imported(title, points), map: { _id: mapId, title } });
    },
  );
};
