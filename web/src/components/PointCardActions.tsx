import { useState } from 'react';
import { AlertSlot } from './Alerts';
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

/** The foot of a point's edit card: the page's alerts, Delete point (after a confirm), Cancel and Done. */
export function PointCardActions({ deleteTitle, deleteText, onDelete, onCancel, onDone }: PointCardActionsProps) {
  const [deleting, setDeleting] = useState(false);
  return (
    <div className={styles.actions}>
      {/* The page's alerts show here while the card is open: a floating alert would lie over the
          card (a bottom sheet on a phone), here it covers none of its fields or buttons. */}
      <AlertSlot className={styles.alertSlot} />
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
