import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { ApiResponse } from '../../lib/apiClient';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { applyLanguageChanges } from '@lorewright/domain/languages/languageChanges';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { languageKeys, refetchLanguage, storeLanguage, type LanguagePartAnswer } from './api';

export interface LanguageChanges {
  /** The server's 409 text while the page's copy is stale, else null. */
  conflict: string | null;
  /** A change is on its way: its buttons wait, so one click sends one call. */
  busy: boolean;
  /** Sends one change; true when the server took it (the page then shows the answered language). */
  send: (call: () => Promise<ApiResponse<LanguagePartAnswer>>) => Promise<boolean>;
  reload: () => Promise<void>;
}

/**
 * Every change of the language page goes through here (product.md §7, §8): the answered language is
 * stored so the page shows it, a refusal shows the server's text, and a 409 waits for Reload.
 */
export function useLanguageChanges(languageID: string): LanguageChanges {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const send = useCallback(
    async (call: () => Promise<ApiResponse<LanguagePartAnswer>>) => {
      setBusy(true);
      try {
        const answer = await call();
        if (answer.ok) {
          const { changes, language } = answer.data;
          const copy = queryClient.getQueryData<LanguageView>(languageKeys.one(languageID));
          if (!changes) storeLanguage(queryClient, language);
          // An answer older than the copy (two calls in flight) holds nothing the copy lacks.
          else if (copy && changes.revision >= copy.revision) storeLanguage(queryClient, applyLanguageChanges(copy, changes));
          else if (!copy) await refetchLanguage(queryClient, languageID);
          return true;
        }
        dispatch(alertShown({ kind: 'error', text: answer.data.error }));
        if (answer.status === 409) setConflict(answer.data.error);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [dispatch, queryClient, languageID],
  );

  const reload = useCallback(async () => {
    await refetchLanguage(queryClient, languageID);
    setConflict(null);
  }, [queryClient, languageID]);

  return useMemo(() => ({ conflict, busy, send, reload }), [conflict, busy, send, reload]);
}
