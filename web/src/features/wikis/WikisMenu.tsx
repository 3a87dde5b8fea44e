import { canCreateElements, canEditElement } from '@lorewright/domain/worlds/worldAccess';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { WIKI_TITLE_MAX } from '@lorewright/domain/wikis/wikiLimits';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import { WIKI_CATEGORIES, type WikiListItem } from '@lorewright/domain/wikis/wikiView';
import { AlertMessage } from '../../components/Alerts';
import { ElementMenuConfirm } from '../../components/ElementMenuConfirm';
import { EditToggle } from '../../components/EditToggle';
import { useCurrentUser } from '../../lib/session/api';
import { useMenuEditMode } from '../../lib/useMenuEditMode';
import { useElementMenuActions } from '../elements/api';
import { useWikis, wikiApi } from './api';
import { ZipImportButtons } from './import/ZipImportButtons';
import { WikiCategoryList } from './WikiCategoryList';
import styles from './WikisMenu.module.css';

/**
 * The Wikis tab of the creation hub (product.md §2, §4): the four categories, each with New Wiki and
 * its wikis. In edit mode whoever may edit a wiki changes its row's visibility, renames one row at
 * a time, or deletes.
 */
export function WikisMenu({ world }: { world: WorldView }) {
  const user = useCurrentUser();
  // New wikis by the owner, editors and co-owners; each row's tools by who may edit that one.
  const canEdit = canCreateElements(world, user?._id);
  const wikis = useWikis(world._id);
  const actions = useElementMenuActions(wikiApi, world._id, { titleMax: WIKI_TITLE_MAX, texts: m });
  const edit = useMenuEditMode<WikiListItem>();

  const handlersOf = (wiki: WikiListItem) => edit.rowHandlers(wiki, actions.rename);

  return (
    <div className={styles.menu}>
      <div className={styles.head}>
        <h2 className={styles.title}>Wikis</h2>
        {canEdit && <EditToggle pressed={edit.editMode} onToggle={edit.toggle} />}
      </div>
      {canEdit && <ZipImportButtons worldID={world._id} />}

      {wikis.isPending ? (
        <p className={styles.empty}>Loading wikis…</p>
      ) : wikis.isError ? (
        <AlertMessage kind="error" inline>
          {wikis.error.message}
        </AlertMessage>
      ) : (
        <div className={styles.categories}>
          {WIKI_CATEGORIES.map((category) => (
            <WikiCategoryList
              key={category}
              category={category}
              wikis={wikis.data.filter((wiki) => wiki.category === category)}
              canEdit={canEdit}
              editMode={canEdit && edit.editMode}
              mayEdit={(wiki) => canEditElement(world, 'wiki', wiki._id, user?._id)}
              renamingId={edit.renamingId}
              renameBusy={actions.renameBusy}
              on={handlersOf}
            />
          ))}
        </div>
      )}

      <ElementMenuConfirm
        asking={edit.asking}
        titleOf={(wiki) => wiki.title}
        deleteTitle={m.deleteTitle}
        deleteWarning={() => m.deleteWarning}
        onConfirm={() => edit.confirm(actions)}
        onCancel={edit.cancel}
      />
    </div>
  );
}
