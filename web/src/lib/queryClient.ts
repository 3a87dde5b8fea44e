import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './apiClient';

// Server state lives in react-query. Reads retry once on network trouble but never on an
// answer the server meant (4xx): asking again would get the same "no".
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => failureCount < 1 && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500),
      },
      mutations: { retry: false },
    },
  });
}
