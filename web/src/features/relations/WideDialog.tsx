import { useId, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useModalKeyboard } from '../../lib/useModalKeyboard';
import styles from './FamilyTreeDialog.module.css';

/**
 * The frame of the family tree and the world graph: a wide modal dialog with the keyboard of every
 * modal (Escape, a click on the backdrop or Close leave it).
 */
export function WideDialog({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const { ref, onKeyDown, close } = useModalKeyboard<HTMLDivElement>(onClose);
  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div ref={ref} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {children}
        <div className={styles.actions}>
          <button type="button" className="button button-secondary" onClick={close}>
            Close
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
