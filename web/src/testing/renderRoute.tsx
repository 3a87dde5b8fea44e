import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import { App } from '../app/App';
import { routes } from '../app/routes';
import { makeStore } from '../app/store';
import { createQueryClient } from '../lib/queryClient';

/** Renders the whole app (providers, layout, route table) at one address, as a test sees it. */
export function renderRoute(path: string, { token = null }: { token?: string | null } = {}) {
  const store = makeStore({ session: { token, signingOut: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(<App store={store} queryClient={queryClient} router={router} />);
  return { ...view, store, router, queryClient };
}
