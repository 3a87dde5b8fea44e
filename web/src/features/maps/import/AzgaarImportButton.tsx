import { azgaarMessages as m } from '@lorewright/domain/imports/azgaar/azgaarMessages';
import { useRef, type ChangeEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from '../../../lib/state/store';
import { alertShown } from '../../../lib/state/uiSlice';
import { mapPath } from '../mapPaths';
import { useAzgaarImport } from './useAzgaarImport';

/** Import from Azgaar: choose a Fantasy Map Generator .map file; the new map opens when it is made. */
export function AzgaarImportButton({ worldID }: { worldID: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const importMap = useAzgaarImport(worldID);
  const input = useRef<HTMLInputElement>(null);

  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file || importMap.isPending) return;
    importMap.mutate(file, {
      onSuccess: (answer) => {
        if (!answer.ok) return void dispatch(alertShown({ kind: 'error', text: answer.data.error }));
        dispatch(alertShown({ kind: 'success', text: answer.data.message }));
        void navigate(mapPath(answer.data.map._id));
      },
    });
  };

  return (
    <>
      <button type="button" className="button button-secondary" disabled={importMap.isPending} onClick={() => input.current?.click()}>
        {importMap.isPending ? m.importing : m.button}
      </button>
      <input ref={input} type="file" accept=".map,.gz,text/plain" aria-label={m.choose} hidden onChange={chosen} />
    </>
  );
}
