import { LANGUAGE_TITLE_MAX } from '@lorewright/domain/languages/languageLimits';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { LanguageListItem } from '@lorewright/domain/languages/languageView';
import { canEditWorld } from '@lorewright/domain/worlds/worldAccess';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { Link } from 'react-router';
import { ElementMenu } from '../../components/ElementMenu';
import { useCurrentUser } from '../../lib/session/api';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useElementMenuActions } from '../../lib/useElementMenuActions';
import { useMenuEditMode } from '../../lib/useMenuEditMode';
import { useDeleteLanguage, useLanguages, useLanguageVisibility, useRenameLanguage } from './api';
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
      actions={useLanguageActions(world._id)}
      row={(language, state) => <LanguageRow language={language} {...state} />}
    />
  );
}

/** The languages menu's changes with their messages (product.md §5, §8). */
function useLanguageActions(worldID: string) {
  const dispatch = useAppDispatch();
  const rename = useRenameLanguage();
  const visibility = useLanguageVisibility();
  const remove = useDeleteLanguage();
  return useElementMenuActions<LanguageListItem>({
    titleMax: LANGUAGE_TITLE_MAX,
    texts: m,
    renameBusy: rename.isPending,
    rename: (language, title, callbacks) =>
      // A language renamed to its own title is no change (product.md §5): said, and no call is made.
      title === language.title
        ? dispatch(alertShown({ kind: 'warning', text: m.noChanges }))
        : rename.mutate({ languageID: language._id, worldID, title }, callbacks),
    setVisibility: (language, wanted, callbacks) => visibility.mutate({ languageID: language._id, worldID, visibility: wanted }, callbacks),
    remove: (language, callbacks) => remove.mutate({ languageID: language._id, worldID }, callbacks),
  });
}
