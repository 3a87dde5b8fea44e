import { useEffect, useState } from 'react';
import styles from './EditedByFlash.module.css';

// Long enough to read a name; the fade is the last part of it (EditedByFlash.module.css).
export const EDITED_BY_FLASH_MS = 4000;

export interface EditedBy {
  name: string;
  // A new number for each change, so the same editor saving again shows the flash again.
  seq: number;
}

/**
 * 'Edited by {name}' for a few seconds after someone else saved what the page shows, placed right
 * after the page's bar (it shows just under it, and over what follows). The status
 * region stays in the page while empty, so screen readers announce each flash (politely); the
 * words and an icon say it, not a colour.
 */
export function EditedByFlash({ edit }: { edit: EditedBy | null }) {
  const [over, setOver] = useState<EditedBy | null>(null);
  useEffect(() => {
    if (!edit) return;
    const timer = setTimeout(() => setOver(edit), EDITED_BY_FLASH_MS);
    return () => clearTimeout(timer);
  }, [edit]);
  const shown = edit && edit !== over ? edit : null;

  return (
    <div className={styles.anchor}>
      <div className={styles.region} role="status" aria-live="polite" aria-atomic="true">
        {shown && (
          <p key={shown.seq} className={styles.flash} style={{ animationDuration: `${EDITED_BY_FLASH_MS}ms` }}>
            <span className={styles.icon} aria-hidden="true">
              ✎
            </span>
            Edited by {shown.name}
          </p>
        )}
      </div>
    </div>
  );
}
