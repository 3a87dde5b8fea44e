import { useId } from 'react';
import type { RuneChoice } from './useWorldRuneLanguage';
import styles from './RunesToggle.module.css';

export const SHOW_IN_RUNES = 'Show in runes';
export const INVERT_COLORS = 'Invert Colors';
export const LANGUAGE_NOT_LOADED = 'Could not load the language.';

/** "Show in runes": Off or one of the world's languages, and Invert Colors while one is chosen. Absent when the world has none. */
export function RunesToggle({ runes }: { runes: RuneChoice }) {
  const id = useId();
  if (runes.languages.length === 0) return null;
  return (
    <div className={styles.toggle}>
      <label htmlFor={id} className={styles.label}>
        {SHOW_IN_RUNES}
      </label>
      <select id={id} className={styles.select} value={runes.chosenID} onChange={(event) => runes.choose(event.target.value)}>
        <option value="">Off</option>
        {runes.languages.map((language) => (
          <option key={language._id} value={language._id}>
            {language.title}
          </option>
        ))}
      </select>
      {runes.chosenID !== '' && (
        <label className={styles.label}>
          <input type="checkbox" checked={runes.inverted} onChange={(event) => runes.setInverted(event.target.checked)} />
          {INVERT_COLORS}
        </label>
      )}
      {runes.failed && (
        <span className={styles.failed} role="alert">
          {LANGUAGE_NOT_LOADED}
        </span>
      )}
    </div>
  );
}
