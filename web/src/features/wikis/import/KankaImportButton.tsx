import { kankaMessages as m } from '@lorewright/domain/imports/kanka/kankaMessages';
import { useRef, type ChangeEvent } from 'react';
import { useAppDispatch } from '../../../lib/state/store';
import { alertShown } from '../../../lib/state/uiSlice';
import styles from './KankaImportButton.module.css';
import { useKankaImport } from './useKankaImport';

/** Import from Kanka: choose a campaign export ZIP; its characters, locations and events join the wiki list. */
export function KankaImportButton({ worldID }: { worldID: string }) {
  const dispatch = useAppDispatch();
  const importWikis = useKankaImport(worldID);
  const input = useRef<HTMLInputElement>(null);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || importWikis.isPending) return;
    importWikis.mutate(file, {
      onSuccess: (answer) => dispatch(alertShown(answer.ok ? { kind: 'success', text: answer.data.message } : { kind: 'error', text: answer.data.error })),
    });
  };

  return (
    <div className={styles.row}>
      <button type="button" className="button button-secondary" disabled={importWikis.isPending} onClick={() => input.current?.click()}>
        {importWikis.isPending ? m.importing : m.button}
      </button>
      <input ref={input} type="file" accept=".zip,application/zip" aria-label={m.choose} hidden onChange={chosen} />
    </div>
  );
}
