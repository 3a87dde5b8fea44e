import { useId } from 'react';
import { runeImageUrl } from './runes/runeImageUrl';
import styles from './KeyMappingPanel.module.css';

interface RunePickerProps {
  forKey: string;
  authorID: string;
  runeImages: readonly string[];
  current: string | null;
  /** The runes no key uses: only they can be removed. */
  removable: readonly string[];
  busy: boolean;
  onChoose: (rune: string) => void;
  onUpload: (file: File) => void;
  onRemove: (rune: string) => void;
  onClose: () => void;
}

const runeName = (rune: string) => rune.split('/').pop() ?? rune;

/** The rune picker (product.md §6): the language's uploaded runes to choose from, an upload, and removal of unused ones. */
export function RunePicker({ forKey, authorID, runeImages, current, removable, busy, onChoose, onUpload, onRemove, onClose }: RunePickerProps) {
  const headingId = useId();
  return (
    <section className={styles.picker} aria-labelledby={headingId}>
      <div className={styles.pickerHeader}>
        <h3 id={headingId} className={styles.pickerHeading}>{`Choose a rune for "${forKey}"`}</h3>
        <button type="button" className="button button-secondary" onClick={onClose}>
          Close
        </button>
      </div>
      <ul className={styles.runeGrid} aria-label="Runes">
        {runeImages.map((rune) => (
          <li key={rune} className={styles.runeChoice}>
            <button
              type="button"
              className={styles.runeButton}
              aria-label={`Use rune ${runeName(rune)}`}
              aria-pressed={rune === current}
              disabled={busy}
              onClick={() => onChoose(rune)}
            >
              <img className={styles.rune} src={runeImageUrl(authorID, rune)} alt="" />
            </button>
            {removable.includes(rune) && (
              <button type="button" className={styles.removeRune} aria-label={`Remove rune ${runeName(rune)}`} disabled={busy} onClick={() => onRemove(rune)}>
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      <label className={`button button-secondary ${styles.upload}`}>
        Upload Rune
        <input
          type="file"
          accept="image/*"
          className="visually-hidden"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) onUpload(file);
          }}
        />
      </label>
    </section>
  );
}
