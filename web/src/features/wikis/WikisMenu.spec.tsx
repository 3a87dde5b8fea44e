import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeWiki, wikisAnswer } from '../../testing/wikiFixtures';
import { makeWorld, worldAnswer } from '../../testing/worldFixtures';

const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'] });
const member = makeUser({ _id: 'u2', name: 'Grace Hopper', currentWorldID: 'w1', worlds: ['w1'] });
const world = makeWorld({ members: ['u2'] });

const isolde = makeWiki();
const hollowmere = makeWiki({ _id: 'k2', title: 'Hollowmere', subtitle: 'A river town', category: 'places', visibility: 'public' });

const menu = () => within(screen.getByRole('tabpanel'));
const category = (name: string) => within(menu().getByRole('region', { name }));

describe('wikis menu', () => {
  const api = mockApiPerTest();

  const openMenu = async (wikis: WikiView[] = [isolde, hollowmere], user = author, shown = world) => {
    api().on('POST me', meAnswer(user));
    api().on('POST world/w1', worldAnswer(shown));
    api().on('POST creation/writings', { status: 200, body: { writings: [] } });
    api().on('GET creation/wikis?worldID=w1', wikisAnswer(wikis));
    const view = renderRoute('/creation', { token: 't' });
    fireEvent.click(await screen.findByRole('tab', { name: /^Wikis/ }, { timeout: 5000 }));
    await menu().findByRole('heading', { level: 2, name: 'Wikis' });
    if (wikis.length > 0) await menu().findByText(wikis[0].title);
    return view;
  };
  const editMode = () => fireEvent.click(menu().getByRole('button', { name: 'Edit' }));

  it('lists the four categories, each with its wikis, New Wiki and the empty text', async () => {
    await openMenu();
    expect(
      menu()
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Characters', 'Places', 'Magic', 'Events']);
    expect(category('Characters').getByRole('link', { name: /Isolde Varn/ })).toHaveAttribute('href', '/wiki/k1');
    expect(category('Places').getByRole('link', { name: /Hollowmere/ })).toHaveAttribute('href', '/wiki/k2');
    expect(category('Magic').getByText(m.emptyCategory('magic'))).toHaveTextContent('You have not created any magic.');
    expect(category('Events').getByText('You have not created any events.')).toBeInTheDocument();
    expect(category('Magic').getByRole('link', { name: 'New Wiki in Magic' })).toHaveAttribute('href', '/new-wiki?category=magic');
  });

  it('gives a member no New Wiki and no Edit', async () => {
    await openMenu([isolde], member);
    expect(menu().queryByRole('link', { name: /New Wiki/ })).not.toBeInTheDocument();
    expect(menu().queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it("gives an editor each row's tools by their access to that wiki", async () => {
    const asEditor = makeWorld({ members: ['u2'], roles: { u2: 'editor' }, elementAccess: { 'wiki:k1': { u2: 'read' } } });
    await openMenu([isolde, hollowmere], member, asEditor);
    expect(menu().getByRole('link', { name: 'New Wiki in Characters' })).toBeInTheDocument();
    editMode();
    expect(menu().getByRole('button', { name: 'Rename Hollowmere' })).toBeInTheDocument();
    expect(menu().getByRole('combobox', { name: 'Visibility of Hollowmere' })).toBeInTheDocument();
    expect(menu().getByRole('button', { name: 'Delete Hollowmere' })).toBeInTheDocument();
    for (const name of ['Rename Isolde Varn', 'Delete Isolde Varn']) expect(menu().queryByRole('button', { name })).not.toBeInTheDocument();
    expect(menu().queryByRole('combobox', { name: 'Visibility of Isolde Varn' })).not.toBeInTheDocument();
    expect(menu().getByRole('link', { name: /Isolde Varn/ })).toHaveAttribute('href', '/wiki/k1');
  });

  it('renames one row at a time, refusing a blank name', async () => {
    api().on('PUT wiki/rename', { status: 200, body: { message: m.updated } });
    await openMenu();
    editMode();
    fireEvent.click(menu().getByRole('button', { name: 'Rename Isolde Varn' }));
    fireEvent.click(menu().getByRole('button', { name: 'Rename Hollowmere' }));
    // Starting the second rename ended the first.
    expect(menu().queryByRole('textbox', { name: 'New name for Isolde Varn' })).not.toBeInTheDocument();
    const input = menu().getByRole('textbox', { name: 'New name for Hollowmere' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(menu().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    expect(api().callsTo('PUT wiki/rename')).toHaveLength(0);

    fireEvent.change(input, { target: { value: ' Hollowmere Docks ' } });
    fireEvent.click(menu().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api().callsTo('PUT wiki/rename')[0]?.body).toEqual({ wikiID: 'k2', worldID: 'w1', title: 'Hollowmere Docks' }));
    expect(await screen.findByText(m.updated)).toBeInTheDocument();
  });

  it('deletes after the confirm dialog with its warning', async () => {
    api().on('POST wiki/delete', { status: 200, body: { message: m.deleted } });
    await openMenu();
    editMode();
    fireEvent.click(menu().getByRole('button', { name: 'Delete Isolde Varn' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete "Isolde Varn"?' }));
    expect(dialog.getByText('All data in this wiki will be lost.')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api().callsTo('POST wiki/delete')[0]?.body).toEqual({ wikiID: 'k1', worldID: 'w1' }));
    expect(await screen.findByText('Wiki deleted successfully.')).toBeInTheDocument();
  });

  it('changes visibility after the shared confirm dialog; No changes nothing', async () => {
    api().on('POST updateElementVisibility', { status: 200, body: { message: wm.madeVisibility('Isolde Varn', 'public') } });
    await openMenu();
    editMode();
    const select = menu().getByRole('combobox', { name: 'Visibility of Isolde Varn' });
    fireEvent.change(select, { target: { value: 'public' } });
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Make "Isolde Varn" public?' })).getByRole('button', { name: 'No' }));
    expect(api().callsTo('POST updateElementVisibility')).toHaveLength(0);

    fireEvent.change(select, { target: { value: 'public' } });
    const dialog = within(screen.getByRole('alertdialog', { name: 'Make "Isolde Varn" public?' }));
    expect(dialog.getByText(wm.publicText)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api().callsTo('POST updateElementVisibility')[0]?.body).toEqual({ element: 'wiki', elementID: 'k1', worldID: 'w1', visibility: 'public' }),
    );
  });

  it("shows the server's refusal of a delete", async () => {
    api().on('POST wiki/delete', { status: 403, body: { error: m.onlyAuthor } });
    await openMenu();
    editMode();
    fireEvent.click(menu().getByRole('button', { name: 'Delete Hollowmere' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(m.onlyAuthor)).toBeInTheDocument();
  });
});
