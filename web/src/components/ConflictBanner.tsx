import styles from './ElementPage.module.css';

/** A save refused with 409 (a map or timeline changed elsewhere): the server's text and Reload. */
export function ConflictBanner({ text, onReload }: { text: string; onReload: () => void }) {
  return (
    <div className={styles.conflict} role="alert">
      <p>{text}</p>
      <button type="button" className="button button-primary" onClick={onReload}>
        Reload
      </button>
    </div>
  );
}
