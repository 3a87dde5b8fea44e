import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { makeWorld, worldAnswer } from '../../testing/worldFixtures';
import { makeFolder, makeScene, makeWriting, text, writingsAnswer } from '../../testing/writingFixtures';

const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'] });
const member = makeUser({ _id: 'u2', name: 'Grace Hopper', currentWorldID: 'w1', worlds: ['w1'] });
const world = makeWorld({ members: ['u2'] });

const drafts = makeFolder('f1', 'Drafts');
const archive = makeFolder('f2', 'Archive', { parentID: 'f1' });
const empty = makeFolder('f3', 'Empty Folder');
const prologue = makeWriting({
  _id: 'd1',
  title: 'Prologue',
  scenes: [makeScene('s1', 'Arrival', { content: text('The lantern at Hollowmere was dark that night.') })],
});
const chapter = makeWriting({ _id: 'd2', title: 'Chapter One', parentID: 'f1', visibility: 'public' });
const buried = makeWriting({ _id: 'd3', title: 'Old Notes', parentID: 'f2' });
// Lists may leave scenes out and carry the server's 50-character preview instead.
const orphan = { ...makeWriting({ _id: 'd4', title: 'Orphan', parentID: 'gone', scenes: [] }), preview: 'Written far from any folder, long ago...' };
const all = [drafts, archive, empty, prologue, chapter, buried, orphan];

const menu = () => within(screen.getByRole('tabpanel'));

describe('writings menu', () => {
  const api = mockApiPerTest();

  const openMenu = async (writings: WritingView[] = all, user = author, shown = world) => {
    api().on('POST me', meAnswer(user));
    api().on('POST world/w1', worldAnswer(shown));
    api().on('POST creation/writings', writingsAnswer(writings));
    const view = renderRoute('/creation', { token: 't' });
    await screen.findByRole('heading', { level: 2, name: 'Writings' }, { timeout: 5000 });
    if (writings.length > 0) await menu().findByText(writings[0].title);
    return view;
  };
  const toggleFolder = (title: string) => fireEvent.click(menu().getByRole('button', { name: title }));
  const editMode = () => fireEvent.click(menu().getByRole('button', { name: 'Edit' }));

  it('shows the tree: folders closed, documents linking to the writing room, orphans at the top', async () => {
    await openMenu();
    expect(api().callsTo('POST creation/writings')[0].body).toEqual({ worldID: 'w1' });
    expect(menu().getByRole('link', { name: /Prologue/ })).toHaveAttribute('href', '/writing/d1');
    expect(menu().getByRole('link', { name: /Orphan/ })).toHaveAttribute('href', '/writing/d4');
    // A 20-character content preview beside a document.
    expect(menu().getByText('The lantern at Hollo...')).toBeInTheDocument();
    expect(menu().getByText('Written far from any...')).toBeInTheDocument();
    expect(menu().queryByText('Chapter One')).not.toBeInTheDocument();

    toggleFolder('Drafts');
    expect(menu().getByRole('button', { name: 'Drafts' })).toHaveAttribute('aria-expanded', 'true');
    expect(menu().getByRole('link', { name: /Chapter One/ })).toHaveAttribute('href', '/writing/d2');
    toggleFolder('Archive');
    expect(menu().getByRole('link', { name: /Old Notes/ })).toBeInTheDocument();
    toggleFolder('Drafts');
    expect(menu().queryByText('Chapter One')).not.toBeInTheDocument();
  });

  it('says an open empty folder is empty, and so is a world without writings', async () => {
    await openMenu();
    expect(menu().queryByText(m.folderEmpty)).not.toBeInTheDocument();
    toggleFolder('Empty Folder');
    expect(menu().getByText('This folder is empty.')).toBeInTheDocument();
  });

  it('says the collection is empty when the world has no writings', async () => {
    await openMenu([]);
    expect(await menu().findByText('This folder is empty.')).toBeInTheDocument();
  });

  it('adds New File at the top level and New Folder inside the folder opened last', async () => {
    api().on('POST creation/newWriting', {
      status: 201,
      body: { id: 'd9', writing: makeWriting({ _id: 'd9', title: 'New File' }), message: 'Writing created.' },
    });
    api().on('POST creation/newWritingFolder', { status: 201, body: { id: 'f9', writing: makeFolder('f9', 'New Folder', { parentID: 'f1' }) } });
    await openMenu();
    expect(menu().getByText('New writings go at the top level.')).toBeInTheDocument();
    fireEvent.click(menu().getByRole('button', { name: 'New File' }));
    await waitFor(() => expect(api().callsTo('POST creation/newWriting')).toHaveLength(1));
    expect(api().callsTo('POST creation/newWriting')[0].body).toEqual({ isFolder: false, worldID: 'w1', parentID: null });
    expect(await screen.findByText('Writing created.')).toBeInTheDocument();
    // The list and the world are loaded again.
    await waitFor(() => expect(api().callsTo('POST creation/writings')).toHaveLength(2));

    toggleFolder('Drafts');
    expect(menu().getByText('New writings go into "Drafts".')).toBeInTheDocument();
    fireEvent.click(menu().getByRole('button', { name: 'New Folder' }));
    await waitFor(() => expect(api().callsTo('POST creation/newWritingFolder')[0]?.body).toEqual({ worldID: 'w1', parentID: 'f1' }));
    toggleFolder('Drafts');
    expect(menu().getByText('New writings go at the top level.')).toBeInTheDocument();
  });

  it('asks before changing a writing’s visibility, then says it is done', async () => {
    api().on('POST updateElementVisibility', { status: 200, body: { message: wm.madeVisibility('Prologue', 'public') } });
    await openMenu();
    expect(menu().queryByRole('combobox')).not.toBeInTheDocument();
    editMode();
    const select = menu().getByRole('combobox', { name: 'Visibility of Prologue' });
    expect(select).toHaveValue('private');

    fireEvent.change(select, { target: { value: 'public' } });
    let dialog = within(screen.getByRole('alertdialog', { name: 'Make "Prologue" public?' }));
    expect(dialog.getByText(wm.publicText)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'No' }));
    expect(api().callsTo('POST updateElementVisibility')).toHaveLength(0);

    fireEvent.change(select, { target: { value: 'public' } });
    dialog = within(screen.getByRole('alertdialog', { name: 'Make "Prologue" public?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Made "Prologue" public.')).toBeInTheDocument();
    expect(api().callsTo('POST updateElementVisibility')[0].body).toEqual({ element: 'writing', elementID: 'd1', worldID: 'w1', visibility: 'public' });
    await waitFor(() => expect(api().callsTo('POST world/w1').length).toBeGreaterThan(1));
  });

  it('uses the private text when making a writing private, and shows a refusal as an error', async () => {
    api().on('POST updateElementVisibility', { status: 403, body: { error: m.onlyAuthor } });
    await openMenu();
    editMode();
    fireEvent.change(menu().getByRole('combobox', { name: 'Visibility of Orphan' }), { target: { value: 'public' } });
    fireEvent.click(screen.getByRole('button', { name: 'No' }));
    toggleFolder('Drafts');
    fireEvent.change(menu().getByRole('combobox', { name: 'Visibility of Chapter One' }), { target: { value: 'private' } });
    const dialog = within(screen.getByRole('alertdialog', { name: 'Make "Chapter One" private?' }));
    expect(dialog.getByText(wm.privateText)).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(m.onlyAuthor)).toBeInTheDocument();
  });

  it('renames one row at a time, and needs a name', async () => {
    api().on('PUT writing/rename', { status: 200, body: { message: m.updated, writing: { ...prologue, title: 'Prelude' } } });
    await openMenu();
    editMode();
    fireEvent.click(menu().getByRole('button', { name: 'Rename Orphan' }));
    expect(menu().getByRole('textbox', { name: 'New name for Orphan' })).toHaveValue('Orphan');
    fireEvent.click(menu().getByRole('button', { name: 'Rename Prologue' }));
    expect(menu().queryByRole('textbox', { name: 'New name for Orphan' })).not.toBeInTheDocument();
    const input = menu().getByRole('textbox', { name: 'New name for Prologue' });
    expect(menu().getAllByRole('textbox')).toHaveLength(1);

    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(menu().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    expect(api().callsTo('PUT writing/rename')).toHaveLength(0);

    fireEvent.change(input, { target: { value: ' Prelude ' } });
    fireEvent.click(menu().getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated successfully.')).toBeInTheDocument();
    expect(api().callsTo('PUT writing/rename')[0].body).toEqual({ writingID: 'd1', worldID: 'w1', title: 'Prelude' });
    expect(menu().queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('cancels a rename with Cancel, keeping the old name', async () => {
    await openMenu();
    editMode();
    fireEvent.click(menu().getByRole('button', { name: 'Rename Drafts' }));
    fireEvent.change(menu().getByRole('textbox'), { target: { value: 'Something' } });
    fireEvent.click(menu().getByRole('button', { name: 'Cancel' }));
    expect(menu().queryByRole('textbox')).not.toBeInTheDocument();
    expect(menu().getByRole('button', { name: 'Drafts' })).toBeInTheDocument();
    expect(api().callsTo('PUT writing/rename')).toHaveLength(0);
  });

  it('deletes a document after its confirm', async () => {
    api().on('POST writing/delete', { status: 200, body: { message: m.deleted } });
    await openMenu();
    editMode();
    fireEvent.click(menu().getByRole('button', { name: 'Delete Prologue' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete "Prologue"?' }));
    expect(dialog.getByText('All data in this writing will be lost.')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText('Writing deleted successfully.')).toBeInTheDocument();
    expect(api().callsTo('POST writing/delete')[0].body).toEqual({ writingID: 'd1', worldID: 'w1', isFolder: false, childrenIDs: [] });
  });

  it('warns that a folder takes its writings with it, and names them to the server', async () => {
    api().on('POST writing/delete', { status: 404, body: { error: m.notFound } });
    await openMenu();
    editMode();
    fireEvent.click(menu().getByRole('button', { name: 'Delete Drafts' }));
    const dialog = within(screen.getByRole('alertdialog', { name: 'Delete "Drafts"?' }));
    expect(dialog.getByText('All writings in this folder will be deleted. This cannot be undone.')).toBeInTheDocument();
    fireEvent.click(dialog.getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(m.notFound)).toBeInTheDocument();
    const body = api().callsTo('POST writing/delete')[0].body as { isFolder: boolean; childrenIDs: string[] };
    expect(body.isFolder).toBe(true);
    expect([...body.childrenIDs].sort()).toEqual(['d2', 'd3', 'f2']);
  });

  it('lets a member read the tree but not change it', async () => {
    await openMenu(all, member);
    expect(menu().getByRole('link', { name: /Prologue/ })).toBeInTheDocument();
    for (const name of ['New File', 'New Folder', 'Edit']) expect(menu().queryByRole('button', { name })).not.toBeInTheDocument();
  });

  it("gives an editor each row's tools by their access to that writing, a folder by its own", async () => {
    const asEditor = makeWorld({
      members: ['u2'],
      roles: { u2: 'editor' },
      elementAccess: { 'writing:f1': { u2: 'read' }, 'writing:d1': { u2: 'read' } },
    });
    await openMenu(all, member, asEditor);
    expect(menu().getByRole('button', { name: 'New File' })).toBeInTheDocument();
    editMode();
    for (const title of ['Drafts', 'Prologue']) {
      expect(menu().queryByRole('button', { name: `Rename ${title}` })).not.toBeInTheDocument();
      expect(menu().queryByRole('button', { name: `Delete ${title}` })).not.toBeInTheDocument();
      expect(menu().queryByRole('combobox', { name: `Visibility of ${title}` })).not.toBeInTheDocument();
    }
    for (const title of ['Empty Folder', 'Orphan']) {
      expect(menu().getByRole('button', { name: `Rename ${title}` })).toBeInTheDocument();
      expect(menu().getByRole('button', { name: `Delete ${title}` })).toBeInTheDocument();
    }
    // A writing inside a folder read-only to them keeps its own access.
    toggleFolder('Drafts');
    expect(menu().getByRole('button', { name: 'Rename Chapter One' })).toBeInTheDocument();
  });

  it("shows the server's words when the list cannot be loaded", async () => {
    api().on('POST me', meAnswer(author));
    api().on('POST world/w1', worldAnswer(world));
    api().on('POST creation/writings', { status: 403, body: { error: wm.isPrivate } });
    renderRoute('/creation', { token: 't' });
    expect(await screen.findByText(wm.isPrivate)).toBeInTheDocument();
  });
});
