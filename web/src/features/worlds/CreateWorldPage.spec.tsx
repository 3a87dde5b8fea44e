import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { WORLD_CREATED_REDIRECT_MS } from './CreateWorldPage';
import { makeWorld, worldAnswer } from '../../testing/worldFixtures';

const created = makeWorld({ _id: 'w7', name: 'Eldmoor', description: 'Fens and fog.' });

describe('create world', () => {
  const api = mockApiPerTest();
  afterEach(() => vi.useRealTimers());

  it('asks a signed-out visitor to log in', async () => {
    renderRoute('/create-world');
    expect(await screen.findByRole('heading', { level: 1, name: m.notLoggedIn })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/login');
  });

  it('warns about a blank name and sends nothing', async () => {
    api().on('POST me', meAnswer(makeUser()));
    renderRoute('/create-world', { token: 't' });
    fireEvent.change(await screen.findByLabelText('World Name'), { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create World' }));
    expect(await screen.findByText(m.nameRequired)).toHaveTextContent('Please enter a name for your world.');
    expect(api().callsTo('POST createWorld')).toHaveLength(0);
  });

  it('counts the name as the server does: invisibles alone are blank, emoji are one character each', async () => {
    api().on('POST me', meAnswer(makeUser()));
    api().on('POST createWorld', { status: 201, body: { message: m.created, id: 'w7', world: created } });
    renderRoute('/create-world', { token: 't' });
    const field = await screen.findByLabelText('World Name');
    fireEvent.change(field, { target: { value: '\u200B\u200B' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create World' }));
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    expect(api().callsTo('POST createWorld')).toHaveLength(0);

    const family = '\u{1F468}\u200D\u{1F469}\u200D\u{1F467}\u200D\u{1F466}';
    fireEvent.change(field, { target: { value: family.repeat(101) } });
    expect(field).toHaveValue(family.repeat(100));
    fireEvent.change(field, { target: { value: family.repeat(60) } });
    fireEvent.click(screen.getByRole('button', { name: 'Create World' }));
    await waitFor(() => expect(api().callsTo('POST createWorld')[0]?.body).toEqual({ name: family.repeat(60), description: '' }));
  });

  it('creates the world, says so, and opens the creation hub on it after 500 ms', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    api().on('POST me', meAnswer(makeUser()));
    api().on('POST createWorld', { status: 201, body: { message: m.created, id: 'w7', world: created } });
    api().on('POST world/w7', worldAnswer(created));
    const { router } = renderRoute('/create-world', { token: 't' });

    fireEvent.change(await screen.findByLabelText('World Name'), { target: { value: ' Eldmoor ' } });
    fireEvent.change(screen.getByLabelText(/Description/), { target: { value: 'Fens and fog.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create World' }));

    expect(await screen.findByText('World created successfully.')).toBeInTheDocument();
    expect(api().callsTo('POST createWorld')[0]?.body).toEqual({ name: 'Eldmoor', description: 'Fens and fog.' });
    await act(() => vi.advanceTimersByTimeAsync(WORLD_CREATED_REDIRECT_MS - 50));
    expect(router.state.location.pathname).toBe('/create-world');
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(router.state.location.pathname).toBe('/creation');
    expect(await screen.findByRole('heading', { level: 1, name: 'Eldmoor' })).toBeInTheDocument();
    expect(WORLD_CREATED_REDIRECT_MS).toBe(500);
  });

  it("shows the server's error and stays on the form", async () => {
    api().on('POST me', meAnswer(makeUser()));
    api().on('POST createWorld', { status: 400, body: { error: m.nameRequired } });
    const { router } = renderRoute('/create-world', { token: 't' });
    fireEvent.change(await screen.findByLabelText('World Name'), { target: { value: 'Eldmoor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create World' }));
    expect(await screen.findByText(m.nameRequired)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/create-world');
    expect(screen.getByRole('button', { name: 'Create World' })).toBeEnabled();
  });

  it('goes back where the user came from', async () => {
    api().on('POST me', meAnswer(makeUser()));
    const { router } = renderRoute('/dashboard', { token: 't' });
    await screen.findByRole('heading', { level: 1, name: /Welcome back/ });
    await act(() => router.navigate('/create-world'));
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
