import { createVaultImport } from '@lorewright/commands/imports/vaultImport';
import { vaultMessages as m } from '@lorewright/domain/imports/markdown/vaultMessages';
import type { ViewName } from '@lorewright/projections/allProjections';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { wikiImportPortsOf, type WikiImportPorts } from './wikiImportPorts';
import { zipImportRoute, type ZipImportRoutePorts } from './zipImportRoute';
import { MarkdownImportedAnswer } from '@lorewright/domain/imports/importAnswers';

const VAULT_FILE_LIMIT_BYTES = 100 * 1024 * 1024;
// Reading 2,000 notes takes seconds; a ZIP that takes longer is refused.
const VAULT_TASK_TIMEOUT_MS = 120_000;
// The wiki and writing lists, the relations and the media library (pictures) show the import.
const VAULT_VIEWS: readonly ViewName[] = ['wikis', 'writings', 'worlds', 'media', 'relations'];

export type MarkdownImportRoutePorts = WikiImportPorts & CommandsOf<'relations' | 'writings'> & QueriesOf<'calendars'> & ZipImportRoutePorts;

// POST import/world/{worldId}/markdown: a ZIP of Markdown notes (an Obsidian vault, or
// Lorewright's own Markdown export; multipart `file`) becomes private wikis and writings of
// the world, all or nothing.
export const markdownImportRoutes = (ports: MarkdownImportRoutePorts) => async (app: ZodApp) => {
  const vault = createVaultImport({
    ...wikiImportPortsOf(ports, VAULT_VIEWS),
    writings: ports.commands.writings,
    relations: ports.commands.relations,
  });

  zipImportRoute(app, ports, {
    kind: 'markdown',
    answer: MarkdownImportedAnswer,
    limitBytes: VAULT_FILE_LIMIT_BYTES,
    texts: m,
    task: 'markdownVault',
    timeoutMs: VAULT_TASK_TIMEOUT_MS,
    requireCreator: vault.requireCreator,
    // The notes' dates are read on the calendar the world reads them on.
    taskInput: async (worldId) => ({ calendar: await ports.queries.calendars.worldCalendar(worldId) }),
    run: async (userId, worldId, { plan, skipped }, context) => {
      const { wikiIds, writingIds } = await vault.run(userId, worldId, plan, context);
      return { message: m.imported(wikiIds.length, writingIds.length, skipped), wikis: wikiIds.length, writings: writingIds.length, skipped };
    },
  });
};
