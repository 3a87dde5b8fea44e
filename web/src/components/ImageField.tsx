import { useId, useState } from 'react';
import { ConfirmModal } from './ConfirmModal';
import styles from './PointEditCard.module.css';

export const DELETE_IMAGE_TITLE = 'Delete this image?';
export const CANNOT_BE_UNDONE = 'This cannot be undone.';

interface ImageFieldProps {
  /** The picture's address, or null when the point has none. */
  picture: string | null;
  pointName: string;
  busy: boolean;
  onUpload: (file: File) => void;
  onDelete: () => void;
}

/** A map or timeline point's picture: choose a file to upload it, or remove it after a confirm. */
export function ImageField({ picture, pointName, busy, onUpload, onDelete }: ImageFieldProps) {
  const inputId = useId();
  const [confirming, setConfirming] = useState(false);
  return (
    <div className={styles.field}>
      <span className={styles.label}>Image</span>
      {picture ? (
        <div className={styles.imageRow}>
          <img className={styles.thumb} src={picture} alt={`Image of ${pointName}`} />
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
        title={DELETE_IMAGE_TITLE}
        text={CANNOT_BE_UNDONE}
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          onDelete();
        }}
      />
    </div>
  );
}
