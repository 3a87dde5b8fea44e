import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeWorld, worldAnswer } from '../../testing/worldFixtures';

const long = 'A'.repeat(80) + 'BCD';
const first = makeWorld({ _id: 'w1', name: 'Aldervale', description: long, headerImage: 'h1.png' });
const second = makeWorld({ _id: 'w2', name: 'Eldmoor', description: 'Fens and fog.' });
const owner = makeUser({ currentWorldID: 'w1', worlds: ['w1', 'w2'] });

const cardOf = (name: string) => screen.getByRole('button', { name: `Select ${name}` }).closest('article')!;
const card = (name: string) => within(cardOf(name));

describe('manage worlds', () => {
  const api = mockApiPerTest();

  it('asks a signed-out visitor to log in', async () => {
    renderRoute('/manage-worlds');
    expect(await screen.findByRole('heading', { level: 1, name: m.notLoggedIn })).toBeInTheDocument();
  });

  it("lists the user's worlds with header, name and a preview description, and links Back and New World", async () => {
    api().on('POST me', meAnswer(owner));
    api().on('GET worlds', { status: 200, body: { worlds: [first, second] } });
    renderRoute('/manage-worlds', { token: 't' });
    expect(await screen.findByRole('button', { name: 'Select Aldervale' })).toBeInTheDocument();
    expect(card('Aldervale').getByText(`${'A'.repeat(80)}...`)).toBeInTheDocument();
    expect(card('Aldervale').getByText('Current world')).toBeInTheDocument();
    expect(card('Eldmoor').getByText('Fens and fog.')).toBeInTheDocument();
    expect(card('Eldmoor').queryByText('Current world')).not.toBeInTheDocument();
    expect(cardOf('Aldervale').querySelector('img')).toHaveAttribute('src', '/media/headers/u1/h1.png');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/creation');
    expect(screen.getByRole('link', { name: 'New World' })).toHaveAttribute('href', '/create-world');
  });

  it("Export on a world opens its export, which starts that world's ZIP", async () => {
    api().on('POST me', meAnswer(owner));
    api().on('GET worlds', { status: 200, body: { worlds: [first, second] } });
    api().on('POST export/world', { status: 201, body: { exportId: 'x1' } });
    api().on('GET export/x1', {
      status: 200,
      body: { exportId: 'x1', status: 'running', progress: 10, size: null, createdAt: '', scope: 'world', worldId: 'w2' },
    });
    renderRoute('/manage-worlds', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Export Eldmoor' }));
    expect(screen.getByRole('heading', { name: 'Export Eldmoor' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Export world' }));
    await waitFor(() =>
      expect(
        api()
          .callsTo('POST export/world')
          .map((call) => call.body),
      ).toEqual([{ worldID: 'w2', format: 'lorewright' }]),
    );
    expect(await within(screen.getByRole('main')).findByRole('status')).toHaveTextContent('Preparing your export…');
  });

  it("says 'You have no worlds.' when there are none", async () => {
    api().on('POST me', meAnswer(makeUser()));
    api().on('GET worlds', { status: 200, body: { worlds: [] } });
    renderRoute('/manage-worlds', { token: 't' });
    expect(await screen.findByText('You have no worlds.')).toBeInTheDocument();
  });

  it('makes a chosen world current and goes to the creation hub', async () => {
    api().on('POST me', meAnswer(owner));
    api().on('GET worlds', { status: 200, body: { worlds: [first, second] } });
    api().on('POST user/selectWorld', { status: 200, body: { user: { ...owner, currentWorldID: 'w2' }, world: second } });
    const { router } = renderRoute('/manage-worlds', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Select Eldmoor' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creation'));
    expect(api().callsTo('POST user/selectWorld')[0]?.body).toEqual({ worldID: 'w2' });
    // The creation hub is a lazy route, with the writings menu in it: its first load can take a while.
    expect(await screen.findByRole('heading', { level: 1, name: 'Eldmoor' }, { timeout: 5000 })).toBeInTheDocument();
  });

  it('asks before deleting; No keeps the world', async () => {
    api().on('POST me', meAnswer(owner));
    api().on('GET worlds', { status: 200, body: { worlds: [first, second] } });
    renderRoute('/manage-worlds', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Aldervale' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete "Aldervale"?' });
    expect(dialog).toHaveTextContent('Warning: This will delete all data connected to the world.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api().callsTo('DELETE deleteWorld/w1')).toHaveLength(0);
  });

  it('deletes on Yes, reloads the worlds and selects the first one left', async () => {
    api().on('POST me', meAnswer(owner));
    api().on('GET worlds', { status: 200, body: { worlds: [first, second] } });
    api().on('DELETE deleteWorld/w1', { status: 200, body: { message: m.deleted, worlds: [second] } });
    api().on('POST user/selectWorld', { status: 200, body: { user: { ...owner, currentWorldID: 'w2', worlds: ['w2'] }, world: second } });
    renderRoute('/manage-worlds', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Aldervale' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('World deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Select Aldervale' })).not.toBeInTheDocument());
    expect(api().callsTo('POST user/selectWorld')[0]?.body).toEqual({ worldID: 'w2' });
    expect(await card('Eldmoor').findByText('Current world')).toBeInTheDocument();
  });

  it('clears the selection when the last world is deleted', async () => {
    api().on('POST me', meAnswer(makeUser({ currentWorldID: 'w1', worlds: ['w1'] })));
    api().on('GET worlds', { status: 200, body: { worlds: [first] } });
    api().on('POST world/w1', worldAnswer(first));
    api().on('DELETE deleteWorld/w1', { status: 200, body: { message: m.deleted, worlds: [] } });
    const { router } = renderRoute('/manage-worlds', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Aldervale' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('You have no worlds.')).toBeInTheDocument();
    expect(api().callsTo('POST user/selectWorld')).toHaveLength(0);
    await act(() => router.navigate('/creation'));
    expect(await screen.findByRole('link', { name: 'Create World' })).toHaveAttribute('href', '/create-world');
    expect(screen.queryByRole('heading', { level: 1, name: 'Aldervale' })).not.toBeInTheDocument();
  });

  it("shows the server's error when a delete is refused", async () => {
    api().on('POST me', meAnswer(owner));
    api().on('GET worlds', { status: 200, body: { worlds: [first, second] } });
    api().on('DELETE deleteWorld/w1', { status: 403, body: { error: m.onlyAuthor } });
    renderRoute('/manage-worlds', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Aldervale' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(m.onlyAuthor)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Select Aldervale' })).toBeInTheDocument();
  });

  it('lists the worlds shared with the user, whose they are and the role there, and one chosen becomes current', async () => {
    const theirs = makeWorld({ _id: 'w7', name: 'Saltmarch', authorID: 'u9', members: ['u1'], roles: { u1: 'editor' } });
    api().on('POST me', meAnswer(owner));
    api().on('GET worlds', { status: 200, body: { worlds: [first] } });
    api().on('GET worlds/shared', { status: 200, body: { worlds: [theirs] } });
    api().on('POST user/selectWorld', { status: 200, body: { user: { ...owner, currentWorldID: 'w7' }, world: theirs } });
    const { router } = renderRoute('/manage-worlds', { token: 't' });
    const shared = within(await screen.findByRole('region', { name: 'Shared with you' }));
    expect(shared.getByText(`${theirs.author.name}'s world`)).toBeInTheDocument();
    expect(shared.getByText('Editor')).toBeInTheDocument();
    expect(shared.queryByText('Delete')).not.toBeInTheDocument();
    fireEvent.click(shared.getByRole('button', { name: 'Select Saltmarch' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/creation'));
    expect(api().callsTo('POST user/selectWorld')[0]?.body).toEqual({ worldID: 'w7' });
  });

  it('shows no shared section to someone who is nobody’s member', async () => {
    api().on('POST me', meAnswer(owner));
    api().on('GET worlds', { status: 200, body: { worlds: [first] } });
    api().on('GET worlds/shared', { status: 200, body: { worlds: [] } });
    renderRoute('/manage-worlds', { token: 't' });
    expect(await screen.findByRole('button', { name: 'Select Aldervale' })).toBeInTheDocument();
    await waitFor(() => expect(api().callsTo('GET worlds/shared')).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Shared with you' })).not.toBeInTheDocument();
  });
});
