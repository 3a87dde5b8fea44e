import { mediaMessages } from '@lorewright/domain/media/mediaView';
import type { MediaList, MediaItemView } from '@lorewright/domain/media/mediaView';
import { mediaItemLabel, mediaItemUrl } from '../lib/mediaImage';
import { AlertMessage } from './Alerts';
import styles from './MediaGrid.module.css';

export interface MediaGridProps {
  /** The user's library as its query has it (features/media's useMediaLibrary). */
  library: { isPending: boolean; error: Error | null; data?: MediaList };
  onPick: (item: MediaItemView) => void;
}

/** The user's uploaded pictures as buttons, to choose one (a scene's or a wiki's background). */
export function MediaGrid({ library, onPick }: MediaGridProps) {
  if (library.isPending) return <p className={styles.hint}>Loading your media…</p>;
  if (library.error || !library.data) {
    return (
      <AlertMessage kind="error" inline>
        {library.error?.message}
      </AlertMessage>
    );
  }
  if (library.data.media.length === 0) return <p className={styles.hint}>{mediaMessages.empty}</p>;
  return (
    <ul className={styles.media} aria-label="My media">
      {library.data.media.map((item) => (
        <li key={item._id}>
          <button type="button" className={styles.mediaButton} onClick={() => onPick(item)}>
            <img src={mediaItemUrl(item)} alt={mediaItemLabel(item)} />
          </button>
        </li>
      ))}
    </ul>
  );
}
