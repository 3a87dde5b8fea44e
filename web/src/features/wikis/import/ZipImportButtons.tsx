import { kankaMessages } from '@lorewright/domain/imports/kanka/kankaMessages';
import { vaultMessages } from '@lorewright/domain/imports/markdown/vaultMessages';
import { useRef, type ChangeEvent } from 'react';
import { useAppDispatch } from '../../../lib/state/store';
import { alertShown } from '../../../lib/state/uiSlice';
import styles from './ZipImportButtons.module.css';
import { useZipImport, type ZipImportKind } from './useZipImport';

const TEXTS: Record<ZipImportKind, { button: string; choose: string; importing: string }> = { kanka: kankaMessages, markdown: vaultMessages };

/** One import: a button that chooses the ZIP and says what came of it. */
function ZipImportButton({ worldID, kind }: { worldID: string; kind: ZipImportKind }) {
  const dispatch = useAppDispatch();
  const importZip = useZipImport(worldID, kind);
  const input = useRef<HTMLInputElement>(null);
  const texts = TEXTS[kind];

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || importZip.isPending) return;
    importZip.mutate(file, {
      onSuccess: (answer) => dispatch(alertShown(answer.ok ? { kind: 'success', text: answer.data.message } : { kind: 'error', text: answer.data.error })),
    });
  };

  return (
    <>
      <button type="button" className="button button-secondary" disabled={importZip.isPending} onClick={() => input.current?.click()}>
        {importZip.isPending ? texts.importing : texts.button}
      </button>
      <input ref={input} type="file" accept=".zip,application/zip" aria-label={texts.choose} hidden onChange={chosen} />
    </>
  );
}

/** Import from Kanka (characters, locations and events) and Import Markdown notes (an Obsidian vault: wikis and writings). */
export function ZipImportButtons({ worldID }: { worldID: string }) {
  return (
    <div className={styles.row}>
      <ZipImportButton worldID={worldID} kind="kanka" />
      <ZipImportButton worldID={worldID} kind="markdown" />
    </div>
  );
}
