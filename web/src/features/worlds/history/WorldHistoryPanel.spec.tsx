import type { WorldVersionView } from '@lorewright/domain/history/worldHistoryView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../../testing/mockApi';
import { mockApiPerTest } from '../../../testing/perTest';
import { renderRoute } from '../../../testing/renderRoute';
import { makeWorld, worldAnswer } from '../../../testing/worldFixtures';
import { at, historyPage } from '../../../testing/historyFixtures';

// The creation hub's History panel for the world itself: changes, a version as the
// hub's banner showed it, Restore; the world has no parts to compare.
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'] });
const world = makeWorld();
const page = historyPage([
  [1, 5, `Renamed to “${world.name}”`, 'a'],
  [0, 1, 'Created world “Erebor”', 'a'],
]);
const old: WorldVersionView = {
  _id: world._id,
  name: 'Erebor',
  description: 'A mountain of old.',
  headerImage: null,
  authorID: world.authorID,
  visibility: 'private',
  createdOn: world.createdOn,
  revision: 0,
  at: at(1),
};

describe('world history panel', () => {
  const api = mockApiPerTest();

  const openHistory = async () => {
    api().on('POST me', meAnswer(author));
    api().on(`POST world/${world._id}`, worldAnswer(world));
    api().on(`GET history/world/${world._id}?page=1`, { status: 200, body: page });
    api().on(`GET history/world/${world._id}/at/0`, { status: 200, body: { world: old } });
    renderRoute('/creation', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'History' }, { timeout: 5000 }));
    return screen.findByRole('dialog', { name: 'History' }, { timeout: 5000 });
  };

  it('shows the world as it was, without anything to compare', async () => {
    const panel = await openHistory();
    fireEvent.click(await within(panel).findByRole('button', { name: /Created world/ }));
    expect(await within(panel).findByRole('heading', { level: 1, name: 'Erebor' })).toBeInTheDocument();
    expect(within(panel).getByText('A mountain of old.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Compare with now' })).not.toBeInTheDocument();
  });

  it('restores a version after a confirm and the hub shows the world restored', async () => {
    const restored = { ...world, name: 'Erebor', description: 'A mountain of old.' };
    api().on(`POST history/world/${world._id}/restore`, { status: 200, body: { message: 'Restored successfully.', world: restored } });
    const panel = await openHistory();
    fireEvent.click(await within(panel).findByRole('button', { name: /Created world/ }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Restore this version' }));
    expect(within(screen.getByRole('alertdialog')).getByText(/The name, description and header image go back/)).toBeInTheDocument();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api().callsTo(`POST history/world/${world._id}/restore`)).toHaveLength(1));
    expect(api().callsTo(`POST history/world/${world._id}/restore`)[0].body).toEqual({ revision: 0 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'Erebor' })).toBeInTheDocument();
  });

  it('a member has no History button', async () => {
    api().on('POST me', meAnswer(makeUser({ _id: 'u9', currentWorldID: 'w1' })));
    api().on(`POST world/${world._id}`, worldAnswer({ ...world, members: ['u9'] }));
    renderRoute('/creation', { token: 't' });
    await screen.findByRole('heading', { level: 1, name: world.name }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'History' })).not.toBeInTheDocument();
  });
});
