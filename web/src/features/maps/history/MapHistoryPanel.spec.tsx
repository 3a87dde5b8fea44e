import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../../testing/mockApi';
import { mockApiPerTest } from '../../../testing/perTest';
import { makeMap, makePoint } from '../testing/mapPageFixtures';
import { loadPicture, renderMapPage } from '../testing/mapPageTesting';
import { at, historyPage } from '../../../testing/historyFixtures';

// The map page's History panel: the changes, a version read-only, Restore.
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { maps: '2999-01-01T00:00:00.000Z' } });
const page = historyPage([
  [2, 40, 'Moved point “Hollowmere”', 'b'],
  [1, 2, 'Added point “Hollowmere”', 'a'],
  [0, 1, 'Created map “The Northern Reaches”', 'a'],
]);
const old = { ...makeMap({ title: 'The Old North', points: { p1: makePoint({ name: 'Old Hollow' }) } }), revision: 1, at: at(2) };

describe('map history panel', () => {
  const api = mockApiPerTest();

  const openHistory = async () => {
    api().on('POST me', meAnswer(author));
    api().on('GET map/m1', { status: 200, body: makeMap() });
    api().on('GET history/map/m1?page=1', { status: 200, body: page });
    api().on('GET history/map/m1/at/1', { status: 200, body: { map: old } });
    renderMapPage('m1', 't');
    await loadPicture();
    fireEvent.click(await screen.findByRole('button', { name: 'History' }, { timeout: 5000 }));
    return screen.findByRole('dialog', { name: 'History' }, { timeout: 5000 });
  };

  it('is offered to the author only', async () => {
    api().on('GET map/m1', { status: 200, body: makeMap() });
    renderMapPage('m1', null);
    await loadPicture();
    expect(screen.queryByRole('button', { name: 'History' })).not.toBeInTheDocument();
  });

  it('lists the changes by session and shows a version: the picture with its markers and the points, read-only', async () => {
    const panel = await openHistory();
    const changes = within(panel).getByRole('navigation', { name: 'Changes' });
    fireEvent.click(await within(changes).findByRole('button', { name: /Added point/ }));
    expect(await within(panel).findByText(/“The Old North” as of/)).toBeInTheDocument();
    expect(within(within(panel).getByRole('list', { name: 'Points then' })).getByText('Old Hollow')).toBeInTheDocument();
    expect(within(within(panel).getByRole('group', { name: 'Map points' })).getAllByRole('button')).toHaveLength(1);
    expect(within(panel).queryByRole('button', { name: 'Compare with now' })).not.toBeInTheDocument();
  });

  it('restores a version after a confirm and closes', async () => {
    api().on('POST history/map/m1/restore', { status: 200, body: { message: 'Restored successfully.', map: makeMap({ title: 'The Old North' }) } });
    const panel = await openHistory();
    fireEvent.click(await within(panel).findByRole('button', { name: /Added point/ }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Restore this version' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api().callsTo('POST history/map/m1/restore')).toHaveLength(1));
    expect(api().callsTo('POST history/map/m1/restore')[0].body).toEqual({ revision: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument());
  });
});
