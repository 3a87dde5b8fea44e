import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapListItem } from '@lorewright/domain/maps/mapView';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMapListItem, mapsAnswer } from '../../testing/mapListFixtures';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeWorld, worldAnswer } from '../../testing/worldFixtures';

const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { maps: nextYear } });
const member = makeUser({ _id: 'u2', name: 'Grace Hopper', currentWorldID: 'w1', worlds: ['w1'], permissions: { maps: nextYear } });
const world = makeWorld({ members: ['u2'] });

const knownLands = makeMapListItem();
const saltmarsh = makeMapListItem({ _id: 'm2', title: 'Saltmarsh', description: '', num_points: 1, visibility: 'public' });

const menu = () => within(screen.getByRole('tabpanel'));

describe('maps menu', () => {
  const api = mockApiPerTest();

  const openMenu = async (maps: MapListItem[] = [knownLands, saltmarsh], user = author) => {
    api().on('POST me', meAnswer(user));
    api().on('POST world/w1', worldAnswer(world));
    api().on('POST creation/writings', { status: 200, body: { writings: [] } });
    api().on('GET map/maps?worldID=w1', mapsAnswer(maps));
    renderRoute('/creation', { token: 't' });
    fireEvent.click(await screen.findByRole('tab', { name: /^Maps/ }, { timeout: 5000 }));
    await menu().findByRole('heading', { level: 2, name: 'Maps' });
    if (maps.length > 0) await menu().findByText(maps[0].title);
  };
  const editMode = () => fireEvent.click(menu().getByRole('button', { name: 'Edit' }));

  it('lists the maps, opening each, with New Map and Generate Map', async () => {
    await openMenu();
    expect(menu().getByRole('link', { name: /The Known Lands/ })).toHaveAttribute('href', '/map/m1');
    expect(menu().getByRole('link', { name: /Saltmarsh/ })).toHaveTextContent('1 point');
    expect(menu().getByRole('link', { name: 'New Map' })).toHaveAttribute('href', '/new-map');
    expect(menu().getByRole('link', { name: 'Generate Map' })).toHaveAttribute('href', '/generate-map');
  });

  it('says when the world has no maps', async () => {
    await openMenu([]);
    expect(await menu().findByText('You have not created any maps.')).toBeInTheDocument();
  });

  it('gives a member no New Map and no Edit', async () => {
    await openMenu([knownLands], member);
    expect(menu().queryByRole('link', { name: 'New Map' })).not.toBeInTheDocument();
    expect(menu().queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('renames one row at a time, refusing a blank name', async () => {
    api().on('PUT map/rename', { status: 200, body: { message: m.updated } });
    await openMenu();
    editMode();
    fireEvent.click(menu().getByRole('button', { name: 'Rename The Known Lands' }));
    fireEvent.click(menu().getByRole('button', { name: 'Rename Saltmarsh' }));
    expect(menu().queryByRole('textbox', { name: 'New name for The Known Lands' })).not.toBeInTheDocument();
    const input = menu().getByRole('textbox', { name: 'New name for Saltmarsh' });
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.click(menu().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    expect(api().callsTo('PUT map/rename')).toHaveLength(0);

    fireEvent.change(input, { target: { value: ' Salt Marshes ' } });
    fireEvent.click(menu().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api().callsTo('PUT map/rename')[0]?.body).toEqual({ mapID: 'm2', worldID: 'w1', title: 'Salt Marshes' }));
    expect(await screen.findByText(m.updated)).toBeInTheDocument();
  });

  it('deletes after the confirm dialog with its warning', async () => {
    api().on('POST map/delete', { status: 200, body: { message: 'Deleted.' } });
    await openMenu();
    editMode();
    fireEvent.click(menu().getByRole('button', { name: 'Delete The Known Lands' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete "The Known Lands"?' }));
    expect(dialog.getByText('All data in this map will be lost.')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api().callsTo('POST map/delete')[0]?.body).toEqual({ mapID: 'm1', worldID: 'w1' }));
    expect(await screen.findByText('Map deleted successfully.')).toBeInTheDocument();
  });

  it('changes visibility after the confirm dialog; No changes nothing', async () => {
    api().on('POST updateElementVisibility', { status: 200, body: { message: wm.madeVisibility('The Known Lands', 'public') } });
    await openMenu();
    editMode();
    const select = menu().getByRole('combobox', { name: 'Visibility of The Known Lands' });
    fireEvent.change(select, { target: { value: 'public' } });
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Make "The Known Lands" public?' })).getByRole('button', { name: 'No' }));
    expect(api().callsTo('POST updateElementVisibility')).toHaveLength(0);

    fireEvent.change(select, { target: { value: 'public' } });
    const dialog = within(screen.getByRole('alertdialog', { name: 'Make "The Known Lands" public?' }));
    expect(dialog.getByText(wm.publicText)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api().callsTo('POST updateElementVisibility')[0]?.body).toEqual({ element: 'map', elementID: 'm1', worldID: 'w1', visibility: 'public' }),
    );
    expect(await screen.findByText('Made "The Known Lands" public.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a delete", async () => {
    api().on('POST map/delete', { status: 403, body: { error: m.onlyAuthor } });
    await openMenu();
    editMode();
    fireEvent.click(menu().getByRole('button', { name: 'Delete Saltmarsh' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(m.onlyAuthor)).toBeInTheDocument();
  });
});
