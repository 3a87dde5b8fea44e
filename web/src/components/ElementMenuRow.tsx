import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { Link } from 'react-router';
import { formatDate } from '../lib/formatDate';
import list from '../styles/ListPanel.module.css';
import { ElementRowTools } from './ElementRowTools';
import { VisibilityBadge } from './icons/Icon';
import { RenameField } from './RenameField';
import styles from './ElementMenuRow.module.css';

/** What a row of an element menu does in edit mode (product.md §4). */
export interface ElementRowHandlers {
  onStartRename: () => void;
  onRename: (title: string) => void;
  onCancelRename: () => void;
  onAskVisibility: (visibility: Visibility) => void;
  onAskDelete: () => void;
}

export interface ElementMenuRowProps extends ElementRowHandlers {
  title: string;
  // The line under the title (a wiki's subtitle, a map's description), if any.
  detail?: string;
  to: string;
  visibility: Visibility;
  lastUpdated: string;
  titleMax: number;
  editMode: boolean;
  renaming: boolean;
  renameBusy: boolean;
}

/**
 * One element of a creation-hub menu (wikis, maps), opening its page; in edit mode its
 * visibility, Rename and Delete, and while renamed the inline rename field.
 */
export function ElementMenuRow({ title, detail, to, visibility, lastUpdated, titleMax, editMode, renaming, renameBusy, ...on }: ElementMenuRowProps) {
  if (renaming) {
    return (
      <div className={styles.row}>
        <RenameField title={title} max={titleMax} busy={renameBusy} onSave={on.onRename} onCancel={on.onCancelRename} />
      </div>
    );
  }
  return (
    <div className={styles.row}>
      <Link to={to} className={styles.rowMain}>
        <span className={styles.rowTitle}>{title}</span>
        {detail && <span className={styles.detail}>{detail}</span>}
      </Link>
      {editMode ? (
        <ElementRowTools
          title={title}
          visibility={visibility}
          onAskVisibility={on.onAskVisibility}
          onStartRename={on.onStartRename}
          onAskDelete={on.onAskDelete}
        />
      ) : (
        <>
          <VisibilityBadge visibility={visibility} className={list.visibility} />
          <time className={list.date} dateTime={lastUpdated}>
            {formatDate(lastUpdated)}
          </time>
        </>
      )}
    </div>
  );
}
