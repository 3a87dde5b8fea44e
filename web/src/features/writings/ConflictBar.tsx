import styles from './WritingRoom.module.css';

export const CONFLICT_PAUSED = 'Saving is paused until you reload; your text stays here until then.';

/**
 * Shown while autosaving is stopped by a conflict. The server's conflict text is raised as an alert
 * (and kept here as the bar's title); the bar stays until the user reloads.
 */
export function ConflictBar({ conflict, onReload }: { conflict: string | null; onReload: () => void }) {
  if (!conflict) return null;
  return (
    <div className={styles.conflict} title={conflict}>
      <p>{CONFLICT_PAUSED}</p>
      <button type="button" className="button button-primary" onClick={onReload}>
        Reload
      </button>
    </div>
  );
}
