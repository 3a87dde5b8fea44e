import type { UseMutationResult } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { ApiResponse } from './apiClient';
import { useAppDispatch } from './state/store';
import { alertShown } from './state/uiSlice';

export interface CreateThenOpenRules {
  // The product's success text ('Map created.').
  created: string;
  // Where the new element opens (/creation when no id came back), and the state its page's Back
  // reads (it leads to /creation).
  pathOf: (id: string) => string;
  state: object;
  // The error alert's text for a refused create; the server's error by default.
  refused?: (serverError: string) => string;
}

/**
 * A New page's create (product.md §2, §8): a 201 says the success text and opens the new element;
 * a refusal or a failed call says its error, and the form stays as it was.
 */
export function useCreateThenOpen<Input>(
  create: UseMutationResult<ApiResponse<{ id?: string }>, Error, Input>,
  { created, pathOf, state, refused = (serverError) => serverError }: CreateThenOpenRules,
) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const error = (text: string) => void (text && dispatch(alertShown({ kind: 'error', text })));
  return (input: Input) =>
    create.mutate(input, {
      onSuccess: (answer) => {
        if (!answer.ok || answer.status !== 201) return error(refused(answer.ok ? '' : answer.data.error));
        dispatch(alertShown({ kind: 'success', text: created }));
        void (answer.data.id ? navigate(pathOf(answer.data.id), { state }) : navigate('/creation'));
      },
      onError: (failure) => error(failure.message),
    });
}
