import { useState } from 'react';
import { ConfirmModal } from './ConfirmModal';
import styles from './PointEditCard.module.css';

interface PointCardActionsProps {
  /** The confirm's title and text before the point is deleted. */
  deleteTitle: string;
  deleteText: string;
  onDelete: () => void;
  onCancel: () => void;
  onDone: () => void;
}

/** The foot of a point's edit card: Delete point (after a confirm), Cancel and Done. */
export function PointCardActions({ deleteTitle, deleteText, onDelete, onCancel, onDone }: PointCardActionsProps) {
  const [deleting, setDeleting] = useState(false);
  return (
    <div className={styles.actions}>
      <button type="button" className={`button button-secondary ${styles.danger}`} onClick={() => setDeleting(true)}>
        Delete point
      </button>
      <span className={styles.spacer} />
      <button type="button" className="button button-secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="button" className="button button-primary" onClick={onDone}>
        Done
      </button>
      <ConfirmModal
        open={deleting}
        title={deleteTitle}
        text={deleteText}
        onCancel={() => setDeleting(false)}
        onConfirm={() => {
          setDeleting(false);
          onDelete();
        }}
      />
    </div>
  );
}
