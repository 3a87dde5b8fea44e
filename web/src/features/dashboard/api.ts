import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload, unwrap } from '../../lib/apiClient';
import { setCurrentUser } from '../../lib/session/api';
import type { CurrentUser, LoginHistoryEntry } from '../../lib/session/types';

export interface UpdateUserInput {
  name?: string;
  email?: string;
  /** The current password, with a new address. */
  password?: string;
}

/** PUT user/updateUser with only the changed fields; the answer replaces the cached user. */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (changes: UpdateUserInput) => unwrap(await apiRequest<{ message: string; user?: CurrentUser }>('PUT', 'user/updateUser', changes)),
    // A new address is only pending until confirmed: the server's user says what changed.
    onSuccess: ({ user }, changes) => setCurrentUser(queryClient, (current) => ({ ...current, ...(user ?? { name: changes.name ?? current.name }) })),
  });
}

/** POST user/cancelEmailChange without a code: the signed-in owner withdraws a pending change. */
export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await apiRequest<{ message: string }>('POST', 'user/cancelEmailChange', {})),
    onSuccess: () => setCurrentUser(queryClient, (current) => ({ ...current, pendingEmail: null })),
  });
}

export function useLoginHistory() {
  return useQuery({
    queryKey: ['dashboard', 'loginHistory'],
    queryFn: async () => unwrap(await apiRequest<{ loginHistory: LoginHistoryEntry[] }>('GET', 'loginHistory')).loginHistory,
    staleTime: 0,
  });
}

export interface AppealInput {
  violationId?: string;
  violationDate: string;
  appealReason: string;
}

// POST user/appealViolation: answers the message and the refreshed user (a blocked user may appeal).
export function useAppealViolation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (appeal: AppealInput) => unwrap(await apiRequest<{ message: string; user?: CurrentUser }>('POST', 'user/appealViolation', appeal)),
    onSuccess: ({ user }) => {
      if (user) setCurrentUser(queryClient, () => user);
    },
  });
}

export interface AvatarAnswer {
  message: string;
  user: CurrentUser;
}

/** POST user/updateAvatar with the image as the multipart field `file`; the answer's user replaces the cached one. */
export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return unwrap(await apiUpload<AvatarAnswer>('user/updateAvatar', form));
    },
    onSuccess: ({ user }) => setCurrentUser(queryClient, () => user),
  });
}

/** POST user/clearAvatar: back to the default avatar. */
export function useClearAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => unwrap(await apiRequest<AvatarAnswer>('POST', 'user/clearAvatar')),
    onSuccess: ({ user }) => setCurrentUser(queryClient, () => user),
  });
}
