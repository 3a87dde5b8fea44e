import { useCallback } from 'react';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';

/** Shows a failed call's text (the server's `error`) as an error alert (product.md §7). */
export function useErrorAlert() {
  const dispatch = useAppDispatch();
  return useCallback((error: Error) => void dispatch(alertShown({ kind: 'error', text: error.message })), [dispatch]);
}
