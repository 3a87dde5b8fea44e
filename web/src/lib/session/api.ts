import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest, unwrap } from '../apiClient';
import { useAppDispatch, useAppSelector } from '../state/store';
import { clearToken, writeToken } from '../tokenStorage';
import { signedIn, signedOut, signingOut, selectIsSignedIn } from './sessionSlice';
import type { CurrentUser, MeResponse } from './types';

// The signed-in user is server state: `POST me` through react-query, fetched whenever a token
// is held. The token itself lives in the session slice and in local storage.

export const meQueryKey = ['session', 'me'] as const;

export async function fetchMe(): Promise<MeResponse> {
  return unwrap(await apiRequest<MeResponse>('POST', 'me'));
}

export function useMe() {
  const isSignedIn = useAppSelector(selectIsSignedIn);
  return useQuery({ queryKey: meQueryKey, queryFn: fetchMe, enabled: isSignedIn, staleTime: Infinity });
}

/** The loaded user, or undefined while signed out or still loading. */
export function useCurrentUser(): CurrentUser | undefined {
  return useMe().data?.user;
}

/** Replaces the cached user, e.g. with the one an update answered. */
export function setCurrentUser(queryClient: QueryClient, update: (user: CurrentUser) => CurrentUser): void {
  queryClient.setQueryData<MeResponse>(meQueryKey, (old) => (old ? { ...old, user: update(old.user) } : old));
}

/** Keeps a new login token and loads the user it belongs to. */
export function useStartSession() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string): Promise<MeResponse> => {
      writeToken(token);
      dispatch(signedIn({ token }));
      return queryClient.fetchQuery({ queryKey: meQueryKey, queryFn: fetchMe, staleTime: 0 });
    },
    [dispatch, queryClient],
  );
}

/** Forgets the token and every cached answer; nothing is sent to the server. */
export function useEndSessionLocally() {
  const dispatch = useAppDispatch();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearToken();
    dispatch(signedOut());
    // Another account may sign in next: none of this user's server state may leak into it.
    queryClient.removeQueries();
  }, [dispatch, queryClient]);
}

/** Logout: revokes the token on the server, clears token and user, and goes to /login. */
export function useLogout() {
  const endLocally = useEndSessionLocally();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const mutation = useMutation({
    onMutate: () => dispatch(signingOut()),
    // The token is forgotten even if the server cannot be reached: logging out must not fail.
    mutationFn: () => apiRequest<unknown>('POST', 'logout'),
    onSettled: () => {
      endLocally();
      void navigate('/login', { replace: true });
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
