import { uuidGenerator } from '@lorewright/commands/shared/clock';
import { createLanguageHistory } from '@lorewright/commands/languages/languageRestore';
import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import { languageForViewer } from '@lorewright/domain/languages/languageForViewer';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { forbidden, notFound } from '@lorewright/domain/shared/errors';
import { canEditWorld } from '@lorewright/domain/worlds/worldAccess';
import { languageViewOf } from '@lorewright/projections/languages/languageViewOf';
import type { Stack } from '../../../composition';
import { LANGUAGE_MEDIA_VIEWS } from '../../languages/languageViews';
import type { HistoryKindRoutes } from '../historyKind';
import { paidActorById } from '../../elements/paidActor';

// A language as it was at one revision, in the shape the language page reads, with when it was.
// Its `revision` is that version's, as the page's own view carries the stream's.
export type LanguageVersionView = LanguageView & { at: string };

// A language's history: versions are folded with the language's own evolve; no text parts (no diff).
export const languageHistoryKind = (stack: Stack): HistoryKindRoutes => {
  const history = createLanguageHistory({ eventStore: stack.eventStore, registry: stack.registry }, stack.commands.languages, uuidGenerator);

  return {
    kind: 'language',
    answerKey: 'language',
    views: [...LANGUAGE_MEDIA_VIEWS, 'elementHistory'],

    requireEditable: async (languageId, userId) => {
      const row = await stack.queries.languages.languageHead(languageId);
      const world = row ? await stack.queries.worlds.worldById(row.worldID) : null;
      languageForViewer(world, row, userId);
      if (!canEditWorld(world!, userId)) throw forbidden(m.onlyAuthor);
    },

    version: async (languageId, revision): Promise<LanguageVersionView> => {
      const [version, row] = await Promise.all([history.versionAt(languageId, revision), stack.queries.languages.languageRow(languageId)]);
      if (!version || version.state.status === 'none') throw notFound(h.versionNotFound);
      const { state, at } = version;
      const shown = {
        _id: languageId,
        worldID: state.worldId,
        authorID: state.authorId,
        title: state.title,
        visibility: state.visibility,
        createdOn: row?.createdOn ?? at,
        lastUpdated: at,
        revision,
        keys: state.keys,
        runes: state.runes,
      };
      return {
        ...languageViewOf(
          shown,
          state.words.map(({ _id, word, meaning, type, revision: changed }) => ({ _id, word, meaning, type, revision: changed })),
        ),
        at,
      };
    },

    restore: async (userId, languageId, revision, context) => history.restore(await paidActorById(stack, userId), languageId, revision, context),

    current: (languageId) => stack.queries.languages.languageById(languageId),
  };
};
