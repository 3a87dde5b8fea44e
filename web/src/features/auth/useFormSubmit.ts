import type { FormEvent } from 'react';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';

type ShowError = (error: Error) => void;

/**
 * The submit handler of an account form. While `busy` a second submit does nothing; otherwise the
 * first problem of the form shows as a warning, or `send` runs with `showError`, which turns a
 * failed request into an error alert.
 */
export function useFormSubmit(busy: boolean, firstProblem: () => string | null, send: (showError: ShowError) => void) {
  const dispatch = useAppDispatch();
  return (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = firstProblem();
    if (problem) {
      dispatch(alertShown({ kind: 'warning', text: problem }));
      return;
    }
    send((error) => dispatch(alertShown({ kind: 'error', text: error.message })));
  };
}
