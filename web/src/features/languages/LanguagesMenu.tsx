import { LANGUAGE_TITLE_MAX } from '@lorewright/domain/languages/languageLimits';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { LanguageListItem } from '@lorewright/domain/languages/languageView';
import { canEditWorld } from '@lorewright/domain/worlds/worldAccess';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { Link } from 'react-router';
import { ElementMenu } from '../../components/ElementMenu';
import { useCurrentUser } from '../../lib/session/api';
import { useMenuEditMode } from '../../lib/useMenuEditMode';
import { useElementMenuActions } from '../elements/api';
import { languageApi, useLanguages } from './api';
import { LanguageRow } from './LanguageRow';

/**
 * The Languages tab of the creation hub (product.md §2, §4): New Language and the world's languages.
 * In edit mode the author changes a row's visibility, renames one row at a time, or deletes.
 */
export function LanguagesMenu({ world }: { world: WorldView }) {
  const user = useCurrentUser();
  return (
    <ElementMenu
      title="Languages"
      canEdit={canEditWorld(world, user?._id)}
      buttons={
        <Link to="/new-language" className="button button-primary">
          New Language
        </Link>
      }
      items={useLanguages(world._id)}
      texts={{ loading: 'Loading languages…', empty: m.emptyMenu, deleteTitle: m.deleteTitle, deleteWarning: m.deleteWarning }}
      edit={useMenuEditMode<LanguageListItem>()}
      // A language renamed to its own title is no change (product.md §5): said, and no call is made.
      actions={useElementMenuActions(languageApi, world._id, { titleMax: LANGUAGE_TITLE_MAX, texts: m, unchangedTitle: m.noChanges })}
      row={(language, state) => <LanguageRow language={language} {...state} />}
    />
  );
}
