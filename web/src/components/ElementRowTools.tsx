import type { Visibility } from '@lorewright/domain/worlds/world.events';
import styles from './ElementRowTools.module.css';

export interface ElementRowToolsProps {
  title: string;
  visibility: Visibility;
  onAskVisibility: (visibility: Visibility) => void;
  onStartRename: () => void;
  onAskDelete: () => void;
}

/** An element menu's row in edit mode (product.md §4): its visibility select, Rename and Delete. */
export function ElementRowTools({ title, visibility, onAskVisibility, onStartRename, onAskDelete }: ElementRowToolsProps) {
  return (
    <div className={styles.tools}>
      <select
        className={styles.visibilitySelect}
        aria-label={`Visibility of ${title}`}
        value={visibility}
        onChange={(event) => onAskVisibility(event.target.value as Visibility)}
      >
        <option value="private">Private</option>
        <option value="public">Public</option>
      </select>
      <button type="button" className={styles.toolButton} aria-label={`Rename ${title}`} onClick={onStartRename}>
        Rename
      </button>
      <button type="button" className={`${styles.toolButton} ${styles.danger}`} aria-label={`Delete ${title}`} onClick={onAskDelete}>
        Delete
      </button>
    </div>
  );
}
