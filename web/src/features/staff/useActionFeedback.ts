import { useCallback } from 'react';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';

/**
 * What every staff action does with its answer: the message as a success alert (then `done`), a
 * failure in the server's words. The page shows the answered detail by itself (api.ts caches it).
 */
export function useActionFeedback() {
  const dispatch = useAppDispatch();
  return useCallback(
    (done?: () => void) => ({
      onSuccess: ({ message }: { message: string }) => {
        dispatch(alertShown({ kind: 'success', text: message }));
        done?.();
      },
      onError: (error: Error) => void dispatch(alertShown({ kind: 'error', text: error.message })),
    }),
    [dispatch],
  );
}
