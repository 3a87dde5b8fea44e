import styles from './EditToggle.module.css';

/** An element menu's Edit button, pressed while its edit mode is on. */
export function EditToggle({ pressed, onToggle }: { pressed: boolean; onToggle: () => void }) {
  return (
    <button type="button" className={`button button-secondary ${styles.toggle}`} aria-pressed={pressed} onClick={onToggle}>
      Edit
    </button>
  );
}
