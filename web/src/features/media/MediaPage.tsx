import { mediaMessages as m, type MediaItemView } from '@lorewright/domain/media/mediaView';
import { useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { Loaded } from '../../components/Loaded';
import { mediaItemLabel, mediaItemUrl } from '../../lib/mediaImage';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { useDeleteMedia, useMediaLibrary } from './api';
import { MediaCard } from './MediaCard';
import { MediaUsage } from './MediaUsage';
import styles from './MediaPage.module.css';

/** /dashboard/media: the user's uploads against the 5 MB allowance (product.md §2). */
export function MediaPage() {
  const library = useMediaLibrary();
  const remove = useDeleteMedia();
  const dispatch = useAppDispatch();
  const [deleting, setDeleting] = useState<MediaItemView | null>(null);

  const confirmDelete = () => {
    const item = deleting;
    setDeleting(null);
    if (!item) return;
    // product.md §2.16: a failed delete is only logged (the API client does); the list stays as it is.
    remove.mutate(item._id, { onSuccess: ({ message }) => dispatch(alertShown({ kind: 'success', text: message || m.deleted })) });
  };

  return (
    <div className="page-stack">
      <title>Media · Lorewright</title>
      <header className={styles.header}>
        <h1 className="dashboard-title">{m.title}</h1>
        {library.data && <MediaUsage totalSize={library.data.totalSize} />}
        <p className={styles.hint}>{m.hint}</p>
      </header>
      <section className={styles.panel} aria-label="Uploaded media">
        <Loaded query={library}>
          {(content) =>
            content.media.length === 0 ? (
              <p className="empty-note">{m.empty}</p>
            ) : (
              <ul className={styles.grid} aria-label="Uploaded images">
                {content.media.map((item) => (
                  <MediaCard key={item._id} item={item} onDelete={setDeleting} />
                ))}
              </ul>
            )
          }
        </Loaded>
      </section>
      <ConfirmModal open={deleting !== null} title={m.deleteTitle} warning={m.deleteWarning} onConfirm={confirmDelete} onCancel={() => setDeleting(null)}>
        {deleting && <img className={styles.confirmPreview} src={mediaItemUrl(deleting)} alt={mediaItemLabel(deleting)} />}
      </ConfirmModal>
    </div>
  );
}
