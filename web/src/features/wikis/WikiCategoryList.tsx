import { WIKI_CATEGORY_STYLE } from '@lorewright/domain/wikis/wikiCategories';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import type { WikiCategory, WikiListItem } from '@lorewright/domain/wikis/wikiView';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { Icon, isIconName } from '../../components/icons/Icon';
import { newWikiPath } from './wikiPaths';
import { WikiRow, type WikiRowProps } from './WikiRow';
import styles from './WikisMenu.module.css';

type RowHandlers = Omit<WikiRowProps, 'wiki' | 'editMode' | 'renaming' | 'renameBusy'>;

export interface WikiCategoryListProps {
  category: WikiCategory;
  wikis: readonly WikiListItem[];
  canEdit: boolean;
  editMode: boolean;
  /** Whether the viewer may edit this wiki: only then its row shows the tools in edit mode. */
  mayEdit: (wiki: WikiListItem) => boolean;
  renamingId: string | null;
  renameBusy: boolean;
  on: (wiki: WikiListItem) => RowHandlers;
}

/** One category of the menu (product.md §2): its icon and colour, New Wiki, and its wikis or the empty text. */
export function WikiCategoryList({ category, wikis, canEdit, editMode, mayEdit, renamingId, renameBusy, on }: WikiCategoryListProps) {
  const look = WIKI_CATEGORY_STYLE.get(category);
  const label = look?.label ?? category;
  const accent = { '--accent': look?.color } as CSSProperties;
  return (
    <section className={styles.category} style={accent} aria-label={label}>
      <div className={styles.categoryHead}>
        <h3 className={styles.categoryTitle}>
          {look && isIconName(look.icon) && <Icon name={look.icon} size={20} className={styles.categoryIcon} />}
          {label}
        </h3>
        {canEdit && (
          <Link to={newWikiPath(category)} className={`button button-secondary ${styles.newWiki}`} aria-label={`New Wiki in ${label}`}>
            New Wiki
          </Link>
        )}
      </div>
      {wikis.length === 0 ? (
        <p className={styles.empty}>{m.emptyCategory(category)}</p>
      ) : (
        <ul className={styles.list}>
          {wikis.map((wiki) => (
            <li key={wiki._id}>
              <WikiRow wiki={wiki} editMode={editMode && mayEdit(wiki)} renaming={renamingId === wiki._id} renameBusy={renameBusy} {...on(wiki)} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
