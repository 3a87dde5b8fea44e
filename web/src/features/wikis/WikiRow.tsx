import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { WIKI_TITLE_MAX } from '@lorewright/domain/wikis/wikiLimits';
import type { WikiListItem } from '@lorewright/domain/wikis/wikiView';
import { Link } from 'react-router-dom';
import { ElementRowTools } from '../../components/ElementRowTools';
import { VisibilityBadge } from '../../components/icons/Icon';
import { RenameField } from '../../components/RenameField';
import { formatDate } from '../../lib/formatDate';
import { wikiPath } from './wikiPaths';
import list from '../../styles/ListPanel.module.css';
import styles from './WikisMenu.module.css';

export interface WikiRowProps {
  wiki: WikiListItem;
  editMode: boolean;
  renaming: boolean;
  renameBusy: boolean;
  onStartRename: () => void;
  onRename: (title: string) => void;
  onCancelRename: () => void;
  onAskVisibility: (visibility: Visibility) => void;
  onAskDelete: () => void;
}

/** One wiki of the menu, opening its page; in edit mode also its visibility, Rename and Delete. */
export function WikiRow({ wiki, editMode, renaming, ...on }: WikiRowProps) {
  if (renaming) {
    return (
      <div className={styles.row}>
        <RenameField title={wiki.title} max={WIKI_TITLE_MAX} busy={on.renameBusy} onSave={on.onRename} onCancel={on.onCancelRename} />
      </div>
    );
  }
  return (
    <div className={styles.row}>
      <Link to={wikiPath(wiki._id)} className={styles.rowMain}>
        <span className={styles.rowTitle}>{wiki.title}</span>
        {wiki.subtitle && <span className={styles.subtitle}>{wiki.subtitle}</span>}
      </Link>
      {editMode ? (
        <ElementRowTools
          title={wiki.title}
          visibility={wiki.visibility}
          onAskVisibility={on.onAskVisibility}
          onStartRename={on.onStartRename}
          onAskDelete={on.onAskDelete}
        />
      ) : (
        <>
          <VisibilityBadge visibility={wiki.visibility} className={list.visibility} />
          <time className={list.date} dateTime={wiki.lastUpdated}>
            {formatDate(wiki.lastUpdated)}
          </time>
        </>
      )}
    </div>
  );
}
