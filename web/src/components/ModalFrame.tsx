import { useId, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useModalKeyboard } from '../lib/useModalKeyboard';
import styles from './ModalFrame.module.css';

export interface ModalFrameProps {
  title: string;
  /** Escape, a click on the backdrop and the cancel button all call this. */
  onClose: () => void;
  /** Focused when the dialog opens; otherwise its first focusable element. */
  initialFocus?: RefObject<HTMLElement | null>;
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
  actions: ReactNode;
  describedBy?: string;
}

/**
 * The shell shared by the confirm and input modals: a labelled modal dialog with the keyboard
 * behaviour of every modal (useModalKeyboard).
 */
export function ModalFrame({ title, onClose, initialFocus, role = 'dialog', children, actions, describedBy }: ModalFrameProps) {
  const titleId = useId();
  const { ref: dialog, onKeyDown, close } = useModalKeyboard<HTMLDivElement>(onClose, initialFocus);

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div
        ref={dialog}
        className={styles.dialog}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <div className={styles.body}>{children}</div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </div>,
    document.body,
  );
}
