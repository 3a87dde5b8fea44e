import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useAppDispatch } from './state/store';
import { alertShown } from './state/uiSlice';

/**
 * A change whose server message is raised as an alert either way (success or refusal), after
 * which the cached queries under `refresh` are read again; the caller learns whether it worked.
 */
export function useAnnouncedChange<Input, Answer extends { message?: string }>(send: (input: Input) => Promise<Answer>, refresh: QueryKey) {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ message }) => {
      if (message) dispatch(alertShown({ kind: 'success', text: message }));
      return queryClient.invalidateQueries({ queryKey: refresh });
    },
    onError: (error: Error) => dispatch(alertShown({ kind: 'error', text: error.message })),
  });
}
