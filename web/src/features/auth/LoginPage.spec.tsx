import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { readToken } from '../../lib/tokenStorage';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { landingAfterLogin } from './LoginPage';

async function logIn(email: string, password: string) {
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login', () => {
  const api = mockApiPerTest();

  it('sends the very first login to the introduction and every later one to the dashboard', () => {
    expect(landingAfterLogin(1)).toBe('/introduction');
    expect(landingAfterLogin(0)).toBe('/dashboard');
    expect(landingAfterLogin(2)).toBe('/dashboard');
  });

  it('shows Welcome Back! with links to forgot-password and register', async () => {
    renderRoute('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome Back!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');
  });

  it('sends a signed-in user on to the dashboard', async () => {
    api().on('POST me', meAnswer(makeUser()));
    const { router } = renderRoute('/login', { token: 'stored' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('asks for both fields', async () => {
    renderRoute('/login');
    await logIn('ada@example.com', '');
    expect(await screen.findByText(m.enterAllFields)).toBeInTheDocument();
    expect(api().callsTo('POST login')).toHaveLength(0);
  });

  it('on a first login stores the token, loads the user and goes to /introduction after 500 ms', async () => {
    const user = makeUser({ numLogins: 1 });
    api().on('POST login', { status: 200, body: { token: 'fresh-token', user } });
    api().on('POST me', meAnswer(user));
    const { router, store } = renderRoute('/login');

    await logIn(' ada@example.com ', 'analytical-engine');
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(api().callsTo('POST login')[0]?.body).toEqual({ email: 'ada@example.com', password: 'analytical-engine', location: null });
    await waitFor(() => expect(api().callsTo('POST me')).toHaveLength(1));
    expect(readToken()).toBe('fresh-token');
    expect(store.getState().session.token).toBe('fresh-token');
    // Still on the login page right after the success, not bounced to the dashboard.
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/introduction'), { timeout: 2000 });
  });

  it('on a later login goes to the dashboard', async () => {
    const user = makeUser({ numLogins: 7 });
    api().on('POST login', { status: 200, body: { token: 'fresh-token', user } });
    api().on('POST me', meAnswer(user));
    const { router } = renderRoute('/login');
    await logIn('ada@example.com', 'analytical-engine');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'), { timeout: 2000 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada Lovelace' })).toBeInTheDocument();
  });

  it("shows the server's error and stays signed out", async () => {
    api().on('POST login', { status: 401, body: { error: 'Incorrect email or password.' } });
    const { router, store } = renderRoute('/login');
    await logIn('ada@example.com', 'wrong-password');
    expect(await screen.findByText('Incorrect email or password.')).toBeInTheDocument();
    expect(store.getState().session.token).toBeNull();
    expect(readToken()).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });
});
