import type { MediaItemView } from '@lorewright/domain/media/mediaView';
import { mediaItemLabel, mediaItemUrl } from '../../lib/mediaImage';
import { MediaStatusIcon } from './MediaStatusIcon';
import styles from './MediaPage.module.css';

/** One uploaded image: preview, status and delete (active media cannot be deleted). */
export function MediaCard({ item, onDelete }: { item: MediaItemView; onDelete: (item: MediaItemView) => void }) {
  const label = mediaItemLabel(item);
  const active = item.status === 'active';
  return (
    <li className={styles.card}>
      <img className={styles.preview} src={mediaItemUrl(item)} alt={label} loading="lazy" />
      <div className={styles.cardBar}>
        <MediaStatusIcon status={item.status} />
        <span className={styles.size}>{(item.metadataAfter.size / 1024 / 1024).toFixed(2)} MB</span>
        <button
          type="button"
          className={styles.delete}
          onClick={() => onDelete(item)}
          disabled={active}
          aria-label={`Delete ${label}`}
          title={active ? 'In use: remove it from where it is used first.' : 'Delete'}
        >
          <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
            <path d="M4 6h12M8 6V4h4v2M6 6l1 10h6l1-10" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </li>
  );
}
