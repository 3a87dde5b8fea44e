import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { LanguageListItem } from '@lorewright/domain/languages/languageView';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDate } from '../../lib/formatDate';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeWorld, worldAnswer } from '../../testing/worldFixtures';

const nextYear = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { languages: nextYear } });
const member = makeUser({ _id: 'u2', name: 'Grace Hopper', currentWorldID: 'w1', worlds: ['w1'], permissions: { languages: nextYear } });
const world = makeWorld({ members: ['u2'] });

// Rows of GET myLanguages; Ada Lovelace (u1) is the author, as of makeWorld()'s world.
const language = (overrides: Partial<LanguageListItem>): LanguageListItem => ({
  _id: 'l1',
  worldID: 'w1',
  authorID: 'u1',
  title: 'Old Hollish',
  visibility: 'private',
  createdOn: '2025-04-01T10:00:00.000Z',
  lastUpdated: '2025-04-02T10:00:00.000Z',
  num_keys: 26,
  num_words: 5,
  ...overrides,
});
const hollish = language({});
const riverTongue = language({ _id: 'l2', title: 'River Tongue', visibility: 'public', num_keys: 1, num_words: 1 });

const menu = () => within(screen.getByRole('tabpanel'));

describe('languages menu', () => {
  const api = mockApiPerTest();

  const openMenu = async (languages: LanguageListItem[] = [hollish, riverTongue], user = author) => {
    api().on('POST me', meAnswer(user));
    api().on('POST world/w1', worldAnswer(world));
    api().on('POST creation/writings', { status: 200, body: { writings: [] } });
    api().on('GET myLanguages?worldID=w1', { status: 200, body: { languages } });
    renderRoute('/creation', { token: 't' });
    fireEvent.click(await screen.findByRole('tab', { name: /^Languages/ }, { timeout: 5000 }));
    await menu().findByRole('heading', { level: 2, name: 'Languages' });
    if (languages.length > 0) await menu().findByText(languages[0].title);
  };
  const editMode = () => fireEvent.click(menu().getByRole('button', { name: 'Edit' }));
  const startRename = (title: string) => {
    editMode();
    fireEvent.click(menu().getByRole('button', { name: `Rename ${title}` }));
    return menu().getByRole('textbox', { name: `New name for ${title}` });
  };

  it('lists the languages with their visibility, date, keys and words, opening each, with New Language', async () => {
    await openMenu();
    const row = menu().getByRole('link', { name: /Old Hollish/ });
    expect(row).toHaveAttribute('href', '/language/l1');
    expect(row).toHaveTextContent('26 keys · 5 words');
    const item = within(row.closest('li') as HTMLElement);
    expect(item.getByText('Private')).toBeInTheDocument();
    expect(item.getByText(formatDate(hollish.lastUpdated))).toBeInTheDocument();
    expect(menu().getByRole('link', { name: /River Tongue/ })).toHaveTextContent('1 key · 1 word');
    expect(menu().getByRole('link', { name: 'New Language' })).toHaveAttribute('href', '/new-language');
  });

  it('says when the world has no languages', async () => {
    await openMenu([]);
    expect(await menu().findByText('You have not created any languages.')).toBeInTheDocument();
  });

  it('gives a member no New Language and no Edit', async () => {
    await openMenu([hollish], member);
    expect(menu().queryByRole('link', { name: 'New Language' })).not.toBeInTheDocument();
    expect(menu().queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('offers the subscription without the languages permission', async () => {
    api().on('POST me', meAnswer(makeUser({ currentWorldID: 'w1', worlds: ['w1'] })));
    api().on('POST world/w1', worldAnswer(world));
    api().on('POST creation/writings', { status: 200, body: { writings: [] } });
    renderRoute('/creation', { token: 't' });
    fireEvent.click(await screen.findByRole('tab', { name: /^Languages/ }, { timeout: 5000 }));
    expect(menu().getByText('You do not own this product.')).toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'Subscribe' })).toHaveAttribute('href', '/subscribe');
    expect(api().callsTo('GET myLanguages?worldID=w1')).toHaveLength(0);
  });

  it("warns 'No changes made.' for an unchanged name or a blank one, without a call", async () => {
    await openMenu();
    const input = startRename('Old Hollish');
    fireEvent.change(input, { target: { value: ' Old Hollish ' } });
    fireEvent.click(menu().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m.noChanges)).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(menu().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    expect(api().callsTo('PUT language/rename')).toHaveLength(0);
  });

  it('renames a language', async () => {
    api().on('PUT language/rename', { status: 201, body: { message: m.updated } });
    await openMenu();
    fireEvent.change(startRename('River Tongue'), { target: { value: ' The River Tongue ' } });
    fireEvent.click(menu().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api().callsTo('PUT language/rename')[0]?.body).toEqual({ languageID: 'l2', worldID: 'w1', title: 'The River Tongue' }));
    expect(await screen.findByText(m.updated)).toBeInTheDocument();
  });

  it('deletes after the confirm dialog with its warning', async () => {
    api().on('POST language/delete', { status: 201, body: { message: 'Deleted.' } });
    await openMenu();
    editMode();
    fireEvent.click(menu().getByRole('button', { name: 'Delete Old Hollish' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete "Old Hollish"?' }));
    expect(dialog.getByText('All data in this language will be lost.')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(api().callsTo('POST language/delete')[0]?.body).toEqual({ languageID: 'l1', worldID: 'w1' }));
    expect(await screen.findByText('Language deleted successfully.')).toBeInTheDocument();
  });

  it('changes visibility after the confirm dialog', async () => {
    api().on('POST updateElementVisibility', { status: 200, body: { message: wm.madeVisibility('Old Hollish', 'public') } });
    await openMenu();
    editMode();
    fireEvent.change(menu().getByRole('combobox', { name: 'Visibility of Old Hollish' }), { target: { value: 'public' } });
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Make "Old Hollish" public?' })).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api().callsTo('POST updateElementVisibility')[0]?.body).toEqual({ element: 'language', elementID: 'l1', worldID: 'w1', visibility: 'public' }),
    );
    expect(await screen.findByText('Made "Old Hollish" public.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a delete", async () => {
    api().on('POST language/delete', { status: 403, body: { error: m.onlyAuthor } });
    await openMenu();
    editMode();
    fireEvent.click(menu().getByRole('button', { name: 'Delete River Tongue' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(m.onlyAuthor)).toBeInTheDocument();
  });
});
