import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AlertStack } from '../../components/Alerts';
import { createQueryClient } from '../../lib/queryClient';
import { makeStore } from '../../lib/state/store';
import { MapPage } from './MapPage';

// The map page on its own route (with the alerts it raises), and its picture "loaded", as jsdom
// never loads one.

export function renderMapPage(id: string, token: string | null, state: unknown = null) {
  const store = makeStore({ session: { token, signingOut: false } });
  const routes = [
    {
      path: '/map/:id',
      element: (
        <>
          <AlertStack />
          <MapPage />
        </>
      ),
    },
    { path: '/creation', element: <p>Creation</p> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [{ pathname: `/map/${id}`, state }] });
  return render(
    <Provider store={store}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Provider>,
  );
}

/** Gives the map picture a size and fires its load, as a browser would. */
export async function loadPicture(width = 1000, height = 500) {
  const picture = await screen.findByRole('img', { name: 'Map picture' }, { timeout: 3000 });
  Object.defineProperty(picture, 'naturalWidth', { value: width, configurable: true });
  Object.defineProperty(picture, 'naturalHeight', { value: height, configurable: true });
  fireEvent.load(picture);
  return picture;
}
