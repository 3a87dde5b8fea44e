import { DEMO_LANGUAGE, DEMO_LANGUAGE_ID } from '@lorewright/domain/languages/demoLanguage';
import type { LanguageState } from '@lorewright/domain/languages/language.state';
import { languageForViewer } from '@lorewright/domain/languages/languageForViewer';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { languageViewOf } from '@lorewright/projections/languages/languageViewOf';
import type { PaidKind } from '../elements/paidKind';
import { LANGUAGE_MEDIA_VIEWS, LANGUAGE_VIEWS } from './languageViews';
import type { CommandsOf, QueriesOf } from '../routeTypes';

// A language as it was at one revision, in the shape the language page reads. Its `revision` is
// that version's, as the page's own view carries the stream's.
const languageVersionOf = (languageId: string, state: LanguageState, revision: number, at: string, createdOn: string): LanguageView =>
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
  );

export type LanguageKindPorts = CommandsOf<'languageHistory' | 'languages'> & QueriesOf<'languages'>;

// Languages as the shared calls know them (paidKind.ts).
export const languageKind = (ports: LanguageKindPorts): PaidKind<LanguageState> => ({
  kind: 'language',
  views: LANGUAGE_VIEWS,
  historyViews: [...LANGUAGE_MEDIA_VIEWS, 'elementHistory'],
  head: ports.queries.languages.languageHead,
  forViewer: languageForViewer,
  onlyAuthor: m.onlyAuthor,
  // A language's card shows its title only.
  demo: { id: DEMO_LANGUAGE_ID, title: DEMO_LANGUAGE.title, card: {} },
  commands: ports.commands.languages,
  searchTitles: ports.queries.languages.searchTitles,
  history: ports.commands.languageHistory,
  versionOf: languageVersionOf,
  current: ports.queries.languages.languageById,
});
