import { LANGUAGE_TITLE_MAX } from '@lorewright/domain/languages/languageLimits';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { ElementMenu } from '../../components/ElementMenu';
import { useElementMenuActions } from '../elements/api';
import { languageApi, useLanguages } from './api';
import { LanguageRow } from './LanguageRow';

/**
 * The Languages tab of the creation hub (product.md §2, §4): New Language and the world's languages.
 * In edit mode the author changes a row's visibility, renames one row at a time, or deletes.
 */
export function LanguagesMenu({ world }: { world: WorldView }) {
  return (
    <ElementMenu
      kind="languages"
      world={world}
      items={useLanguages(world._id)}
      messages={m}
      // A language renamed to its own title is no change (product.md §5): said, and no call is made.
      actions={useElementMenuActions(languageApi, world._id, { titleMax: LANGUAGE_TITLE_MAX, texts: m, unchangedTitle: m.noChanges })}
      row={(language, state) => <LanguageRow language={language} {...state} />}
    />
  );
}
