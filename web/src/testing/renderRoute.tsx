import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/App';
import { routes } from '../app/routes';
import { createQueryClient } from '../lib/queryClient';
import { makeStore } from '../lib/state/store';

/** Renders the whole app (providers, layout, route table) at one address, as a test sees it. */
export function renderRoute(path: string, { token = null }: { token?: string | null } = {}) {
  const store = makeStore({ session: { token, signingOut: false } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createQueryClient();
  const view = render(<App store={store} queryClient={queryClient} router={router} />);
  return { ...view, store, router, queryClient };
}
