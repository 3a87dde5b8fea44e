import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from './apiClient';
import { setCurrentUser } from './session/api';

/** POST user/stepTutorial {step}: the hint disappears at once, the server's answer confirms it. */
export function useStepTutorial() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (step: number) => unwrap(await apiRequest<{ tutorial: number }>('POST', 'user/stepTutorial', { step })),
    onMutate: (step) => setCurrentUser(queryClient, (user) => ({ ...user, tutorial: Math.max(user.tutorial ?? 0, step) })),
    onSuccess: ({ tutorial }) => setCurrentUser(queryClient, (user) => ({ ...user, tutorial })),
  });
}
