import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider, type RouterProviderProps } from 'react-router';
import type { AppStore } from '../lib/state/store';

export interface AppProvidersProps {
  store: AppStore;
  queryClient: QueryClient;
  children: ReactNode;
}

/** UI state (Redux) and server state (react-query) for everything below. */
export function AppProviders({ store, queryClient, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </Provider>
  );
}

export function App({ router, ...providers }: Omit<AppProvidersProps, 'children'> & { router: RouterProviderProps['router'] }) {
  return (
    <AppProviders {...providers}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
