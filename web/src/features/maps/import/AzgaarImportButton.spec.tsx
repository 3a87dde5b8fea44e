import { azgaarMessages as m } from '@lorewright/domain/imports/azgaar/azgaarMessages';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeMapListItem, mapsAnswer } from '../../../testing/mapListFixtures';
import { makeUser, meAnswer } from '../../../testing/mockApi';
import { mockApiPerTest } from '../../../testing/perTest';
import { renderRoute } from '../../../testing/renderRoute';
import { makeWorld, worldAnswer } from '../../../testing/worldFixtures';

const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { maps: nextYear } });
const member = makeUser({ _id: 'u2', name: 'Grace Hopper', currentWorldID: 'w1', worlds: ['w1'], permissions: { maps: nextYear } });
const world = makeWorld({ members: ['u2'] });
const menu = () => within(screen.getByRole('tabpanel'));
const mapFile = () => new File(['1.108.0|x|d|1|800|400|1'], 'eldmark.map', { type: 'text/plain' });

describe('Import from Azgaar', () => {
  const api = mockApiPerTest();

  const openMenu = async (user = author) => {
    api().on('POST me', meAnswer(user));
    api().on('POST world/w1', worldAnswer(world));
    api().on('POST creation/writings', { status: 200, body: { writings: [] } });
    api().on('GET map/maps?worldID=w1', mapsAnswer([makeMapListItem()]));
    const view = renderRoute('/creation', { token: 't' });
    fireEvent.click(await screen.findByRole('tab', { name: /^Maps/ }, { timeout: 5000 }));
    await menu().findByRole('heading', { level: 2, name: 'Maps' });
    return view;
  };

  it('sends the chosen .map as `file` and opens the new map', async () => {
    api().on('POST import/world/w1/azgaar', { status: 201, body: { message: m.imported('Eldmark', 3), map: { _id: 'm9', title: 'Eldmark' } } });
    const view = await openMenu();
    fireEvent.change(menu().getByLabelText(m.choose), { target: { files: [mapFile()] } });
    expect(await screen.findByText(m.imported('Eldmark', 3))).toBeInTheDocument();
    expect(view.router.state.location.pathname).toBe('/map/m9');
  });

  it("shows the server's refusal and stays", async () => {
    api().on('POST import/world/w1/azgaar', { status: 400, body: { error: m.notAzgaar } });
    await openMenu();
    fireEvent.change(menu().getByLabelText(m.choose), { target: { files: [mapFile()] } });
    expect(await screen.findByText(m.notAzgaar)).toBeInTheDocument();
    expect(menu().getByRole('button', { name: m.button })).toBeEnabled();
  });

  it('is not offered to a member', async () => {
    await openMenu(member);
    expect(menu().queryByRole('button', { name: m.button })).not.toBeInTheDocument();
  });
});
