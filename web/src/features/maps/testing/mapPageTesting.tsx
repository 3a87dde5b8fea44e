import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AlertStack } from '../../../components/Alerts';
import { createQueryClient } from '../../../lib/queryClient';
import { makeStore } from '../../../lib/state/store';
import { renderPage } from '../../../testing/renderPage';
import { MapPage } from '../MapPage';

// The map page on its own route (with the alerts it raises), and its picture "loaded", as jsdom
// never loads one.

export const renderMapPage = (id: string, token: string | null, state: unknown = null) => renderPage('/map/:id', <MapPage />, `/map/${id}`, token, state);

/** The map page at an address with a query (`/map/m1?asOf=1200`); the router tells where the page went. */
export function renderMapPageAt(entry: string, token: string | null) {
  const store = makeStore({ session: { token, signingOut: false } });
  const router = createMemoryRouter(
    [
      {
        path: '/map/:id',
        element: (
          <>
            <AlertStack />
            <MapPage />
          </>
        ),
      },
    ],
    { initialEntries: [entry] },
  );
  render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
  return router;
}

/** Gives the map picture a size and fires its load, as a browser would. */
export async function loadPicture(width = 1000, height = 500) {
  const picture = await screen.findByRole('img', { name: 'Map picture' }, { timeout: 3000 });
  Object.defineProperty(picture, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(picture, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(picture);
  return picture;
}
