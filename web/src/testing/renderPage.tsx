import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AlertStack } from '../components/Alerts';
import { createQueryClient } from '../lib/queryClient';
import { makeStore } from '../lib/state/store';

/** One page on its own route (with the alerts it raises, and /creation to go back to), at `pathname`. */
export function renderPage(path: string, page: ReactNode, pathname: string, token: string | null, state: unknown = null) {
  const store = makeStore({ session: { token, signingOut: false } });
  const routes = [
    {
      path,
      element: (
        <>
          <AlertStack />
          {page}
        </>
      ),
    },
    { path: '/creation', element: <p>Creation</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname, state }] });
  return render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
}
