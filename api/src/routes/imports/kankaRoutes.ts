import { createWikiDraftImport } from '@lorewright/commands/imports/wikiDraftImport';
import { kankaMessages as m } from '@lorewright/domain/imports/kanka/kankaMessages';
import type { ViewName } from '@lorewright/projections/allProjections';
import type { ZodApp } from '../routeTypes';
import { wikiImportPortsOf, type WikiImportPorts } from './wikiImportPorts';
import { zipImportRoute, type ZipImportRoutePorts } from './zipImportRoute';
import { KankaImportedAnswer } from '@lorewright/domain/imports/importAnswers';

const KANKA_FILE_LIMIT_BYTES = 200 * 1024 * 1024;
// Reading a 200 MB export takes seconds; one that takes longer is refused.
const KANKA_TASK_TIMEOUT_MS = 120_000;
// The wiki list and the media library (pictures) show the import.
const KANKA_VIEWS: readonly ViewName[] = ['wikis', 'worlds', 'media'];

export type KankaImportRoutePorts = WikiImportPorts & ZipImportRoutePorts;

// POST import/world/{worldId}/kanka: a Kanka campaign export (multipart `file`, the ZIP, read
// through the safe ZIP reader) becomes wikis of the world: characters, locations (as places)
// and events; entities of other kinds are counted as skipped.
export const kankaImportRoutes = (ports: KankaImportRoutePorts) => async (app: ZodApp) => {
  const kanka = createWikiDraftImport(wikiImportPortsOf(ports, KANKA_VIEWS));

  zipImportRoute(app, ports, {
    kind: 'kanka',
    answer: KankaImportedAnswer,
    limitBytes: KANKA_FILE_LIMIT_BYTES,
    texts: m,
    task: 'kankaExport',
    timeoutMs: KANKA_TASK_TIMEOUT_MS,
    requireCreator: kanka.requireCreator,
    run: async (userId, worldId, { plans, skipped }, context) => {
      const { wikiIds } = await kanka.run(userId, worldId, plans, context);
      return { message: m.imported(wikiIds.length, skipped), wikis: wikiIds.length, skipped };
    },
  });
};
