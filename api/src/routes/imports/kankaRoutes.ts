import { createWikiDraftImport } from '@lorewright/commands/imports/wikiDraftImport';
import { kankaMessages as m } from '@lorewright/domain/imports/kanka/kankaMessages';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp } from '../routeTypes';
import { ImportWorldParams } from './azgaarRoutes';
import { withUploadedFile } from './kankaUpload';
import type { ViewName } from '@lorewright/projections/allProjections';

const KANKA_FILE_LIMIT_BYTES = 200 * 1024 * 1024;
// Reading a 200 MB export takes seconds; one that takes longer is refused.
const KANKA_TASK_TIMEOUT_MS = 120_000;
// The wiki list and the media library (pictures) show the import.
const KANKA_VIEWS: readonly ViewName[] = ['wikis', 'worlds', 'media'];

// POST import/world/{worldId}/kanka: a Kanka campaign export (multipart `file`, the
// ZIP, streamed to a temp file and read through the safe ZIP reader) becomes wikis of the world:
// characters, locations (as places) and events; entities of other kinds are counted as skipped.
// Only the world's author, checked before the file is read.
export const kankaImportRoutes = (stack: Stack) => async (app: ZodApp) => {
  const kanka = createWikiDraftImport({
    world: (worldId) => stack.queries.worlds.worldById(worldId),
    wikis: stack.commands.wikis,
    media: stack.commands.media,
    wikiById: (wikiId) => stack.queries.wikis.wikiById(wikiId),
    mediaUsed: (userId) => stack.queries.media.totalSize(userId),
    settle: async (position) => void (await stack.waitForViews(position, KANKA_VIEWS)),
  });

  app.post(
    '/import/world/:worldId/kanka',
    { schema: { params: ImportWorldParams }, config: { auth: 'required', rateLimited: 'import' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const { worldId } = request.params;
      const { plans, skipped } = await withUploadedFile(
        request,
        KANKA_FILE_LIMIT_BYTES,
        m,
        () => kanka.requireCreator(userId, worldId),
        // Read on a worker thread of the work pool; this thread goes on answering.
        (file) => stack.work.run('kankaExport', { file }, { timeoutMs: KANKA_TASK_TIMEOUT_MS }),
      );
      const { wikiIds } = await kanka.run(userId, worldId, plans, commandContext(request));
      return reply.status(201).send({ message: m.imported(wikiIds.length, skipped), wikis: wikiIds.length, skipped });
    },
  );
};
