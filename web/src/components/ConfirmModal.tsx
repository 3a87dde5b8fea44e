import { useId, useRef, type ReactNode } from 'react';
import { ModalFrame } from './ModalFrame';
import styles from './ConfirmModal.module.css';

export interface ConfirmModalProps {
  open: boolean;
  title: string;
  text?: string;
  /** Shown highlighted, e.g. 'Warning: This will delete all data connected to the world.' */
  warning?: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Shown between the text and the warning, e.g. a preview of what is deleted. */
  children?: ReactNode;
}

/** The generic confirm modal (product.md §2): title, text, warning, Yes and No. */
export function ConfirmModal({ open, title, text, warning, onConfirm, onCancel, confirmLabel = 'Yes', cancelLabel = 'No', children }: ConfirmModalProps) {
  if (!open) return null;
  return <ConfirmDialog {...{ title, text, warning, onConfirm, onCancel, confirmLabel, cancelLabel, children }} />;
}

function ConfirmDialog({ title, text, warning, onConfirm, onCancel, confirmLabel, cancelLabel, children }: Omit<ConfirmModalProps, 'open'>) {
  const descriptionId = useId();
  // "No" takes the focus: an accidental Enter should not confirm something destructive.
  const cancelButton = useRef<HTMLButtonElement>(null);
  return (
    <ModalFrame
      title={title}
      role="alertdialog"
      onClose={onCancel}
      initialFocus={cancelButton}
      describedBy={text || warning ? descriptionId : undefined}
      actions={
        <>
          <button ref={cancelButton} type="button" className="button button-secondary" onClick={onCancel}>
            {cancelLabel}
          </button>
          <button type="button" className="button button-primary" onClick={onConfirm}>
            {confirmLabel}
          </button>
        </>
      }
    >
      <div id={descriptionId}>
        {text && <p>{text}</p>}
        {children}
        {warning && (
          <p className={styles.warning}>
            <span className={styles.warningIcon} aria-hidden="true">
              !
            </span>
            {warning}
          </p>
        )}
      </div>
    </ModalFrame>
  );
}
