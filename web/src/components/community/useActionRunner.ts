import { useCallback, useState } from 'react';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';

/**
 * Runs one server call at a time for a control: `busy` while it runs, the server's error as an
 * alert, and the success text (if `success` gives one) as an alert. Resolves whether it worked.
 */
export function useActionRunner() {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async <T>(call: () => Promise<T>, success?: (result: T) => string | undefined): Promise<boolean> => {
      setBusy(true);
      try {
        const result = await call();
        const text = success?.(result);
        if (text) dispatch(alertShown({ kind: 'success', text }));
        return true;
      } catch (error) {
        dispatch(alertShown({ kind: 'error', text: error instanceof Error ? error.message : String(error) }));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [dispatch],
  );

  // A form's own refusals (validation texts) are warnings: useBodyForm's submitWith says them.
  return { busy, run };
}
