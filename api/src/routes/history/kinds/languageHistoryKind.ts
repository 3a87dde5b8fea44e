import type { LanguageState } from '@lorewright/domain/languages/language.state';
import { languageForViewer } from '@lorewright/domain/languages/languageForViewer';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { languageViewOf } from '@lorewright/projections/languages/languageViewOf';
import type { Stack } from '../../../composition';
import { LANGUAGE_MEDIA_VIEWS } from '../../languages/languageViews';
import type { HistoryKindRoutes } from '../historyKind';
import { paidHistoryKindOf } from '../paidHistoryKind';

// A language as it was at one revision, in the shape the language page reads, with when it was.
// Its `revision` is that version's, as the page's own view carries the stream's.
export type LanguageVersionView = LanguageView & { at: string };

export const languageHistoryKind = (stack: Stack): HistoryKindRoutes =>
  paidHistoryKindOf<LanguageState>(stack, {
    kind: 'language',
    views: [...LANGUAGE_MEDIA_VIEWS, 'elementHistory'],
    history: stack.commands.languageHistory,
    head: stack.queries.languages.languageHead,
    forViewer: languageForViewer,
    onlyAuthor: m.onlyAuthor,
    versionOf: (languageId, state, revision, at, createdOn): LanguageView =>
      languageViewOf(
        {
          _id: languageId,
          worldID: state.worldId,
          authorID: state.authorId,
          title: state.title,
          visibility: state.visibility,
          createdOn,
          lastUpdated: at,
          revision,
          keys: state.keys,
          runes: state.runes,
        },
        state.words.map(({ _id, word, meaning, type, revision: changed }) => ({ _id, word, meaning, type, revision: changed })),
      ),
    current: stack.queries.languages.languageById,
  });
