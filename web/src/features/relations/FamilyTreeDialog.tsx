import { createPortal } from 'react-dom';
import { useId } from 'react';
import { useModalKeyboard } from '../../lib/useModalKeyboard';
import { useFamilyTree } from './api';
import { FamilyTree } from './FamilyTree';
import styles from './FamilyTreeDialog.module.css';

export const FAMILY_TEXTS = {
  title: (name: string) => `Family tree of ${name}`,
  loading: 'Loading the family…',
  alone: 'No parents, children or spouses yet. Add them as relations to draw the tree.',
};

/** The family around a character in a wide modal dialog (Escape or Close to leave). */
export default function FamilyTreeDialog({ wikiID, title, onClose }: { wikiID: string; title: string; onClose: () => void }) {
  const family = useFamilyTree(wikiID);
  const titleId = useId();
  const { ref, onKeyDown, close } = useModalKeyboard<HTMLDivElement>(onClose);
  const heading = FAMILY_TEXTS.title(title);

  return createPortal(
    <div
      className={styles.backdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <div ref={ref} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onKeyDown}>
        <h2 id={titleId} className={styles.title}>
          {heading}
        </h2>
        {family.isPending && <p role="status">{FAMILY_TEXTS.loading}</p>}
        {family.isError && <p role="alert">{family.error.message}</p>}
        {family.data &&
          (family.data.people.length <= 1 ? (
            <p className={styles.note}>{FAMILY_TEXTS.alone}</p>
          ) : (
            <FamilyTree tree={family.data} title={heading} onOpen={onClose} />
          ))}
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
