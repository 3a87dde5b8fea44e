import { mediaMessages } from '@lorewright/domain/media/mediaView';
import { AlertMessage } from '../../components/Alerts';
import { useMediaLibrary } from '../media/api';
import { mediaItemLabel, mediaItemUrl } from '../../lib/mediaImage';
import styles from './RoomPanel.module.css';

/** The user's uploaded pictures (POST user/media), to use one as a scene background. */
export function MediaPicker({ onPick }: { onPick: (url: string) => void }) {
  const library = useMediaLibrary();
  if (library.isPending) return <p className={styles.hint}>Loading your media…</p>;
  if (library.isError) {
    return (
      <AlertMessage kind="error" inline>
        {library.error.message}
      </AlertMessage>
    );
  }
  if (library.data.media.length === 0) return <p className={styles.hint}>{mediaMessages.empty}</p>;
  return (
    <ul className={styles.media} aria-label="My media">
      {library.data.media.map((item) => (
        <li key={item._id}>
          <button type="button" className={styles.mediaButton} onClick={() => onPick(mediaItemUrl(item))}>
            <img src={mediaItemUrl(item)} alt={mediaItemLabel(item)} />
          </button>
        </li>
      ))}
    </ul>
  );
}
