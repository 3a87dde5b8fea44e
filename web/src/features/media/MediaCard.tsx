import type { MediaItemView } from '@lorewright/domain/media/mediaView';
import { Icon } from '../../components/icons/Icon';
import { StatusMark } from '../../components/icons/StatusMark';
import { mediaItemLabel, mediaItemUrl } from '../../lib/mediaImage';
import styles from './MediaPage.module.css';

/** One uploaded image: preview, status and delete (active media cannot be deleted). */
export function MediaCard({ item, onDelete }: { item: MediaItemView; onDelete: (item: MediaItemView) => void }) {
  const label = mediaItemLabel(item);
  const active = item.status === 'active';
  return (
    <li className={styles.card}>
      <img className={styles.preview} src={mediaItemUrl(item)} alt={label} loading="lazy" />
      <div className={styles.cardBar}>
        <StatusMark
          yes={active}
          label={active ? 'Active' : 'Inactive'}
          title={active ? 'Active: in use' : 'Inactive: not used anywhere'}
          tint={0.22}
          className={`${styles.statusIcon} ${active ? styles.active : styles.inactive}`}
        />
        <span className={styles.size}>{(item.metadataAfter.size / 1024 / 1024).toFixed(2)} MB</span>
        <button
          type="button"
          className={styles.delete}
          onClick={() => onDelete(item)}
          disabled={active}
          aria-label={`Delete ${label}`}
          title={active ? 'In use: remove it from where it is used first.' : 'Delete'}
        >
          <Icon name="trash" />
        </button>
      </div>
    </li>
  );
}
