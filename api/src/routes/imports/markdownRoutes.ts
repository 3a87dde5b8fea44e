import { createVaultImport } from '@lorewright/commands/imports/vaultImport';
import { vaultMessages as m } from '@lorewright/domain/imports/markdown/vaultMessages';
import type { ViewName } from '@lorewright/projections/allProjections';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp } from '../routeTypes';
import { ImportWorldParams } from './azgaarRoutes';
import { withUploadedFile } from './kankaUpload';

const VAULT_FILE_LIMIT_BYTES = 100 * 1024 * 1024;
// Reading 2,000 notes takes seconds; a ZIP that takes longer is refused.
const VAULT_TASK_TIMEOUT_MS = 120_000;
// The wiki and writing lists and the media library (pictures) show the import.
const VAULT_VIEWS: readonly ViewName[] = ['wikis', 'writings', 'worlds', 'media'];

// POST import/world/{worldId}/markdown: a ZIP of Markdown notes (an Obsidian vault, or
// Lorewright's own Markdown export; multipart `file`, streamed to a temp file and read through
// the safe ZIP reader on the work pool) becomes private wikis and writings of the world. Only
// the world's author, checked before the file is read; all or nothing.
export const markdownImportRoutes = (stack: Stack) => async (app: ZodApp) => {
  const vault = createVaultImport({
    world: (worldId) => stack.queries.worlds.worldById(worldId),
    wikis: stack.commands.wikis,
    writings: stack.commands.writings,
    media: stack.commands.media,
    wikiById: (wikiId) => stack.queries.wikis.wikiById(wikiId),
    mediaUsed: (userId) => stack.queries.media.totalSize(userId),
    settle: async (position) => void (await stack.waitForViews(position, VAULT_VIEWS)),
  });

  app.post(
    '/import/world/:worldId/markdown',
    { schema: { params: ImportWorldParams }, config: { auth: 'required', rateLimited: 'import' } },
    async (request, reply) => {
      const userId = currentUser(request)._id;
      const { worldId } = request.params;
      const { plan, skipped } = await withUploadedFile(
        request,
        VAULT_FILE_LIMIT_BYTES,
        m,
        () => vault.requireCreator(userId, worldId),
        (file) => stack.work.run('markdownVault', { file }, { timeoutMs: VAULT_TASK_TIMEOUT_MS }),
      );
      const { wikiIds, writingIds } = await vault.run(userId, worldId, plan, commandContext(request));
      return reply
        .status(201)
        .send({ message: m.imported(wikiIds.length, writingIds.length, skipped), wikis: wikiIds.length, writings: writingIds.length, skipped });
    },
  );
};
