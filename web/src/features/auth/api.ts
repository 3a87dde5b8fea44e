import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap, type ApiResponse } from '../../lib/apiClient';
import type { CurrentUser } from '../../lib/session/types';

// Account calls of product.md §7. Login and register go as plain JSON: the server also accepts the
// client-encrypted {encrypted} form (product.md §7.1), but TLS already protects the body in transit.

export interface MessageResponse {
  message: string;
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
}

export function useRegister() {
  return useMutation({
    mutationFn: async (input: RegisterInput) => unwrap(await apiRequest<MessageResponse>('POST', 'register', input)),
  });
}

export interface LoginInput {
  email: string;
  password: string;
}

export interface LoginResponse {
  token: string;
  user: CurrentUser;
}

export function useLogin() {
  return useMutation({
    // The server looks the caller's address up itself; the client has no location to add.
    mutationFn: async (input: LoginInput) => unwrap(await apiRequest<LoginResponse>('POST', 'login', { ...input, location: null })),
  });
}

/** GET activate/{code}. The status decides the outcome (200, 406, 400, other), so it is kept. */
export function useActivation(code: string) {
  return useQuery({
    queryKey: ['auth', 'activate', code],
    queryFn: (): Promise<ApiResponse<MessageResponse>> => apiRequest<MessageResponse>('GET', `activate/${encodeURIComponent(code)}`),
    staleTime: Infinity,
    retry: false,
  });
}

export function useForgotPassword() {
  return useMutation({
    mutationFn: async (email: string) => unwrap(await apiRequest<MessageResponse>('POST', 'forgotPassword', { email })),
  });
}

/** Checks a reset code when the page opens; answers the account's e-mail address. */
export function useResetCode(code: string) {
  return useQuery({
    queryKey: ['auth', 'resetCode', code],
    queryFn: async () => unwrap(await apiRequest<{ email: string }>('POST', 'validateResetPasswordCode', { code })),
    staleTime: Infinity,
    retry: false,
  });
}

export interface ResetPasswordInput {
  email: string;
  password: string;
  code: string;
}

export function useResetPassword() {
  return useMutation({
    mutationFn: async (input: ResetPasswordInput) => unwrap(await apiRequest<MessageResponse>('POST', 'resetPassword', input)),
  });
}

export interface Promotion {
  end: string;
  active: boolean;
}

export function usePromotion() {
  return useQuery({
    queryKey: ['promotion'],
    queryFn: async () => unwrap(await apiRequest<Promotion>('GET', 'promotion')),
    staleTime: 5 * 60_000,
  });
}

export type EmailLinkKind = 'confirm' | 'cancel';

/**
 * The links an address change mails: confirm at the new address, cancel at the old one. Sent
 * once when the page opens; the answer (success or the server's refusal) is what the page shows.
 */
export function useEmailLink(kind: EmailLinkKind, code: string) {
  return useQuery({
    queryKey: ['auth', 'emailLink', kind, code],
    queryFn: (): Promise<ApiResponse<MessageResponse>> =>
      apiRequest<MessageResponse>('POST', kind === 'confirm' ? 'user/confirmEmail' : 'user/cancelEmailChange', { code }),
    staleTime: Infinity,
    retry: false,
  });
}
