import type { KeyMap, LanguageKey } from '@lorewright/domain/languages/languageView';
import { KeyListener } from './KeyListener';
import { runeImageUrl } from './runes/runeImageUrl';
import styles from './KeyMappingPanel.module.css';

interface KeyRowProps {
  entryKey: string;
  entry: LanguageKey;
  authorID: string;
  keyMap: KeyMap;
  isAuthor: boolean;
  renaming: boolean;
  picking: boolean;
  busy: boolean;
  onRename: () => void;
  onRenamed: (typed: string) => void;
  onCancelRename: () => void;
  onPick: () => void;
  onDelete: () => void;
}

/** One row of the Key Mapping table: the key's rune and the key, both buttons for the author. */
export function KeyRow({ entryKey, entry, authorID, keyMap, isAuthor, renaming, picking, busy, ...on }: KeyRowProps) {
  const rune = entry.rune ? (
    <img className={styles.rune} src={runeImageUrl(authorID, entry.rune)} alt={`Rune of "${entryKey}"`} />
  ) : (
    <span aria-hidden="true">—</span>
  );
  return (
    <tr className={renaming || picking ? styles.selected : undefined}>
      <td>
        {isAuthor ? (
          <button type="button" className={styles.cellButton} aria-label={`Choose rune for "${entryKey}"`} aria-expanded={picking} onClick={on.onPick}>
            {rune}
          </button>
        ) : (
          rune
        )}
      </td>
      <td>
        {renaming ? (
          <KeyListener current={entryKey} keyMap={keyMap} busy={busy} onConfirm={on.onRenamed} onCancel={on.onCancelRename} />
        ) : isAuthor ? (
          <button type="button" className={styles.cellButton} aria-label={`Rename key "${entryKey}"`} onClick={on.onRename}>
            <kbd className={styles.key}>{entryKey}</kbd>
          </button>
        ) : (
          <kbd className={styles.key}>{entryKey}</kbd>
        )}
      </td>
      {isAuthor && (
        <td>
          <button type="button" className={styles.delete} aria-label={`Delete key "${entryKey}"`} disabled={busy} onClick={on.onDelete}>
            ×
          </button>
        </td>
      )}
    </tr>
  );
}
