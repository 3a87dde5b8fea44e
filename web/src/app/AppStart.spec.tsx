import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APPEARANCE_KEY } from '../lib/appearance';
import { createQueryClient } from '../lib/queryClient';
import { makeStore } from '../lib/state/store';
import { AppProviders } from './App';
import { AppStart } from './AppStart';
import { readToken, writeToken } from '../lib/tokenStorage';
import { makeUser, meAnswer, mockApi } from '../testing/mockApi';
import { renderRoute } from '../testing/renderRoute';

describe('app start', () => {
  beforeEach(() => {
    sessionStorage.clear();
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.documentElement.removeAttribute('style');
    document.documentElement.dataset.theme = 'dark';
  });

  it('loads the user for a stored token and shows the user menu', async () => {
    const api = mockApi({ 'POST me': meAnswer(makeUser()) });
    renderRoute('/', { token: 't' });
    const nav = within(await screen.findByRole('navigation', { name: 'Main' }));
    const trigger = await nav.findByRole('button', { name: 'Account menu for Ada Lovelace' });
    expect(api.callsTo('POST me')).toHaveLength(1);
    fireEvent.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getByRole('link', { name: /Ada Lovelace/ })).toHaveAttribute('href', '/user/u1');
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(nav.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('forgets a token the server rejects (401)', async () => {
    writeToken('expired');
    mockApi({ 'POST me': { status: 401, body: { error: 'Please log in.' } } });
    const { store } = renderRoute('/', { token: 'expired' });
    await waitFor(() => expect(store.getState().session.token).toBeNull());
    expect(readToken()).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
  });

  it('keeps the token when the server cannot be reached', async () => {
    mockApi();
    vi.mocked(fetch).mockRejectedValue(new TypeError('Failed to fetch'));
    const { store } = renderRoute('/', { token: 't' });
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(store.getState().session.token).toBe('t');
  });

  it('sends a user whose login count is exactly 1 to /introduction, once per tab', async () => {
    mockApi({ 'POST me': meAnswer(makeUser({ numLogins: 1 })) });
    const first = renderRoute('/dashboard', { token: 't' });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/introduction'));
    first.unmount();

    // A reload in the same tab stays where it is.
    const second = renderRoute('/dashboard', { token: 't' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome to Lorewright, Ada Lovelace' })).toBeInTheDocument();
    expect(second.router.state.location.pathname).toBe('/dashboard');
  });

  it('leaves other users where they are', async () => {
    mockApi({ 'POST me': meAnswer(makeUser({ numLogins: 2 })) });
    const { router } = renderRoute('/dashboard/settings', { token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'Account Settings' });
    expect(router.state.location.pathname).toBe('/dashboard/settings');
  });

  it('rewrites a query string into hash form after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi();
    const { router } = renderRoute('/pricing');
    await screen.findByRole('heading', { level: 1 });
    await act(() => router.navigate('/pricing?ref=newsletter&x=1'));
    await act(() => vi.advanceTimersByTimeAsync(2900));
    expect(router.state.location.search).toBe('?ref=newsletter&x=1');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(router.state.location.search).toBe('');
    expect(router.state.location.hash).toBe('#ref=newsletter&x=1');
    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('does not rewrite a page the user has left before the 3 s, even while the next page is still loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi();
    // The next page's chunk is still loading when the 3 s are up: React keeps showing the old
    // page (a transition), so only the router knows the user has moved on.
    let loaded: (page: { default: () => React.JSX.Element }) => void = () => undefined;
    const SlowPage = lazy(() => new Promise<{ default: () => React.JSX.Element }>((resolve) => (loaded = resolve)));
    const router = createMemoryRouter(
      [
        {
          element: (
            <>
              <AppStart />
              <Suspense fallback={<p>Loading</p>}>
                <Outlet />
              </Suspense>
            </>
          ),
          children: [
            { path: '/new-wiki', element: <h1>New wiki</h1> },
            { path: '/wiki/:id', element: <SlowPage /> },
          ],
        },
      ],
      { initialEntries: ['/new-wiki?category=places'] },
    );
    render(
      <AppProviders store={makeStore({ session: { token: null, signingOut: false } })} queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    await screen.findByRole('heading', { name: 'New wiki' });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    await act(() => router.navigate('/wiki/w1'));
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(router.state.location.pathname).toBe('/wiki/w1');
    await act(async () => loaded({ default: () => <h1>The wiki</h1> }));
    expect(await screen.findByRole('heading', { name: 'The wiki' })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3500));
    expect(router.state.location.pathname).toBe('/wiki/w1');
    expect(router.state.location.hash).toBe('');
  });

  it('applies the stored colours', async () => {
    localStorage.setItem(APPEARANCE_KEY, JSON.stringify({ primary: '#ff8800', secondary: '#b1c0da', background: '#1a1a1a' }));
    mockApi();
    renderRoute('/');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(document.documentElement.style.getPropertyValue('--primary')).toBe('#ff8800');
  });

  it('applies a stored light theme', async () => {
    localStorage.setItem(APPEARANCE_KEY, JSON.stringify({ theme: 'light' }));
    mockApi();
    renderRoute('/');
    await screen.findByRole('navigation', { name: 'Main' });
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(document.documentElement.style.colorScheme).toBe('light');
    expect(document.documentElement.style.getPropertyValue('--background')).toBe('');
  });
});
