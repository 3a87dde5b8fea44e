import { imageUrl } from '@lorewright/domain/media/imageUrl';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapPoint } from '@lorewright/domain/maps/mapView';
import { useId, useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import styles from './PointEditCard.module.css';

interface PointImageFieldProps {
  point: MapPoint;
  authorID: string;
  busy: boolean;
  onUpload: (file: File) => void;
  onDelete: () => void;
}

/** The point's picture: choose a file to upload it, or remove it after a confirm. */
export function PointImageField({ point, authorID, busy, onUpload, onDelete }: PointImageFieldProps) {
  const inputId = useId();
  const [confirming, setConfirming] = useState(false);
  const picture = imageUrl('maps', authorID, point.image?.name);
  return (
    <div className={styles.field}>
      <span className={styles.label}>Image</span>
      {picture ? (
        <div className={styles.imageRow}>
          <img className={styles.thumb} src={picture} alt={`Image of ${point.name}`} />
          <button type="button" className="button button-secondary" disabled={busy} onClick={() => setConfirming(true)}>
            Remove image
          </button>
        </div>
      ) : (
        <>
          <label htmlFor={inputId} className={`button button-secondary ${styles.fileButton}`} aria-disabled={busy}>
            Add image
          </label>
          <input
            id={inputId}
            className="visually-hidden"
            type="file"
            accept="image/*"
            disabled={busy}
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) onUpload(file);
            }}
          />
        </>
      )}
      <ConfirmModal
        open={confirming}
        title={m.deleteImageTitle}
        text={m.cannotBeUndone}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </div>
  );
}
