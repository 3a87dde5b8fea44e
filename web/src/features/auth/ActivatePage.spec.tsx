import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../testing/mockApi';
import { renderRoute } from '../../testing/renderRoute';

async function openActivation(code: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  const view = renderRoute(`/activate/${code}`);
  expect(await screen.findByText('Activating your account...')).toBeInTheDocument();
  return view;
}

describe('account activation', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('shows the result only after 1.5 s, however fast the server answers', async () => {
    const api = mockApi({ 'GET activate/good-code': { status: 200, body: { message: 'Account activated!' } } });
    await openActivation('good-code');
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(api.callsTo('GET activate/good-code')).toHaveLength(1);
    expect(screen.getByText('Activating your account...')).toBeInTheDocument();
    expect(screen.queryByText('Account activated!')).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.getByText('Account activated!')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(screen.queryByText('Activating your account...')).not.toBeInTheDocument();
  });

  it.each([
    [406, { error: 'Account already active.' }, 'Account already active.'],
    [400, { error: 'Invalid confirmation code.' }, 'Invalid confirmation code.'],
    [500, { error: 'Something went wrong in the server.' }, 'Something went wrong in the server.'],
    [502, undefined, 'Something went wrong in the server.'],
  ])('answers status %i with its outcome', async (status, body, text) => {
    mockApi({ 'GET activate/the-code': { status, body } });
    await openActivation('the-code');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('links a server failure to support', async () => {
    mockApi({ 'GET activate/the-code': { status: 500, body: { error: 'Something went wrong in the server.' } } });
    await openActivation('the-code');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByRole('link', { name: 'contact support' })).toHaveAttribute('href', '/support');
  });

  it('treats an unreachable server as a server failure', async () => {
    mockApi();
    vi.mocked(fetch).mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await openActivation('the-code');
    await act(() => vi.advanceTimersByTimeAsync(1500));
    expect(screen.getByText('Something went wrong in the server.')).toBeInTheDocument();
  });
});
