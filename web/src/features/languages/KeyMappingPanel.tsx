import { NEW_KEY } from '@lorewright/domain/languages/languageLimits';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { normalizeKey } from '@lorewright/domain/languages/languageKeys';
import { orderedKeys, type LanguageView } from '@lorewright/domain/languages/languageView';
import { useCallback, useId, useMemo, useState } from 'react';
import { ConfirmModal } from '../../components/ConfirmModal';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { unmappedRunes } from './keyMapDraft';
import { KeyRow } from './KeyRow';
import { RunePicker } from './RunePicker';
import { useKeyMapActions } from './useKeyMapActions';
import type { LanguageChanges } from './useLanguageChanges';
import page from './LanguagePage.module.css';
import styles from './KeyMappingPanel.module.css';

interface KeyMappingPanelProps {
  language: LanguageView;
  isAuthor: boolean;
  changes: LanguageChanges;
}

/**
 * The Key Mapping panel (product.md §2, §6): each key with its rune, in order. The author adds keys,
 * renames one by pressing keys, deletes one after a confirm, and picks its rune.
 */
export function KeyMappingPanel({ language, isAuthor, changes }: KeyMappingPanelProps) {
  const dispatch = useAppDispatch();
  const actions = useKeyMapActions(language, changes);
  const { keyMap } = language;
  const keys = useMemo(() => orderedKeys(keyMap), [keyMap]);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [picking, setPicking] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<string | null>(null);
  const cancelRename = useCallback(() => setRenaming(null), []);
  const headingId = useId();

  const addKey = async () => {
    // One 'new key' at a time (product.md §6): the one there is waits for its name.
    if (keyMap[NEW_KEY]) {
      dispatch(alertShown({ kind: 'info', text: m.newKeyExists }));
      return setRenaming(NEW_KEY);
    }
    if (await actions.addKey()) setRenaming(NEW_KEY);
  };
  const rename = async (from: string, typed: string) => {
    const to = normalizeKey(typed);
    if (to === from || (await actions.renameKey(from, to))) setRenaming(null);
  };
  const remove = async (key: string) => {
    setDeleting(null);
    if (await actions.deleteKey(key)) setPicking((now) => (now === key ? null : now));
  };
  const choose = async (key: string, rune: string) => {
    if (await actions.setRune(key, rune)) setPicking(null);
  };
  const pickingEntry = picking ? keyMap[picking] : undefined;

  return (
    <section className={`${page.panel} ${styles.panel}`} aria-labelledby={headingId}>
      <div className={page.panelHeader}>
        <h2 id={headingId} className={page.heading}>
          Key Mapping
        </h2>
        {isAuthor && (
          <button type="button" className="button button-primary" disabled={changes.busy} onClick={() => void addKey()}>
            Add Key
          </button>
        )}
      </div>
      {/* Focusable, so 300 keys scroll by keyboard for a reader who has nothing else to focus. */}
      <div className={styles.scroller} role="group" aria-labelledby={headingId} tabIndex={0}>
        <table className={page.table} aria-labelledby={headingId}>
          <thead>
            <tr>
              <th scope="col">Rune</th>
              <th scope="col">Key</th>
              {isAuthor && (
                <th scope="col">
                  <span className="visually-hidden">Delete</span>
                </th>
              )}
            </tr>
          </thead>
          <tbody>
            {keys.map(([key, entry]) => (
              <KeyRow
                key={entry._id}
                entryKey={key}
                entry={entry}
                authorID={language.authorID}
                keyMap={keyMap}
                isAuthor={isAuthor}
                renaming={isAuthor && renaming === key}
                picking={isAuthor && picking === key}
                busy={changes.busy}
                onRename={() => setRenaming(key)}
                onRenamed={(typed) => void rename(key, typed)}
                onCancelRename={cancelRename}
                onPick={() => setPicking(picking === key ? null : key)}
                onDelete={() => {
                  setRenaming(null);
                  setDeleting(key);
                }}
              />
            ))}
          </tbody>
        </table>
      </div>
      {isAuthor && picking && pickingEntry && (
        <RunePicker
          forKey={picking}
          authorID={language.authorID}
          runeImages={language.runeImages}
          current={pickingEntry.rune}
          removable={unmappedRunes(language.runeImages, keyMap)}
          busy={changes.busy}
          onChoose={(rune) => void choose(picking, rune)}
          onUpload={(file) => void actions.uploadRune(file)}
          onRemove={(rune) => void actions.removeRune(rune)}
          onClose={() => setPicking(null)}
        />
      )}
      <ConfirmModal
        open={deleting !== null}
        title={m.deleteKeyTitle(deleting ?? '')}
        confirmLabel="Delete"
        cancelLabel="Cancel"
        onConfirm={() => deleting !== null && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </section>
  );
}
