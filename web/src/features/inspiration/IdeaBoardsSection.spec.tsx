import { ideaBoardMessages, type IdeaBoardView } from '@lorewright/domain/inspiration/ideaBoards';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';

const board = (ideas: IdeaBoardView['ideas'] = []): IdeaBoardView => ({
  _id: 'b1',
  ownerID: 'u1',
  name: 'Villains',
  createdOn: '2026-11-30T09:00:00.000Z',
  lastUpdated: '2026-11-30T09:00:00.000Z',
  ideas,
});
const saved = board([
  { type: 'element', ideaId: 'i1', element: { kind: 'wiki', elementId: 'k1', title: 'Queen Ysolde' }, addedOn: '2026-11-30T09:01:00.000Z' },
  { type: 'note', ideaId: 'i2', text: 'A queen who forgets.', addedOn: '2026-11-30T09:02:00.000Z' },
]);
const discoverAnswer = {
  status: 200,
  body: {
    items: [
      {
        _id: 'k1',
        kind: 'wiki',
        title: 'Queen Ysolde',
        category: 'characters',
        worldID: 'w9',
        worldName: 'Eldoria',
        createdOn: '2026-11-21T10:00:00.000Z',
        lastUpdated: '2026-11-22T10:00:00.000Z',
      },
    ],
    total: 1,
  },
};

describe('idea boards on /inspiration', () => {
  const api = mockApiPerTest({ 'POST inspiration/discover': discoverAnswer, 'POST me': meAnswer(makeUser({ currentWorldID: 'w1', worlds: ['w1'] })) });

  const open = async () => {
    renderRoute('/inspiration', { token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'Inspiration' }, { timeout: 5000 });
  };

  it('asks a visitor to log in', async () => {
    renderRoute('/inspiration');
    const section = await screen.findByRole('region', { name: 'Idea boards' }, { timeout: 5000 });
    expect(within(section).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it('creates a board', async () => {
    api().on('POST ideaBoards', { status: 200, body: { boards: [] } });
    api().on('POST ideaBoards/new', { status: 201, body: { message: 'Board created.', board: board() } });
    await open();
    expect(await screen.findByText('You have no idea boards yet.')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: 'New board' }), { target: { value: 'Villains' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create board' }));
    await waitFor(() => expect(api().callsTo('POST ideaBoards/new')[0]?.body).toEqual({ name: 'Villains' }));
  });

  it('shows why a board was refused: the cap on boards per person', async () => {
    api().on('POST ideaBoards', { status: 200, body: { boards: [board()] } });
    api().on('POST ideaBoards/new', { status: 403, body: { error: ideaBoardMessages.tooManyBoards } });
    await open();
    fireEvent.change(await screen.findByRole('textbox', { name: 'New board' }), { target: { value: 'One more' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create board' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You may have at most 50 idea boards. Delete one first.');
  });

  it('renames a board from the keyboard: Rename opens the name, Enter saves, focus returns to Rename', async () => {
    api().on('POST ideaBoards', { status: 200, body: { boards: [board()] } });
    api().on('PUT ideaBoards/b1/rename', () => {
      api().on('POST ideaBoards', { status: 200, body: { boards: [{ ...board(), name: 'Rogues' }] } });
      return { status: 200, body: { message: 'Board renamed.', board: { ...board(), name: 'Rogues' } } };
    });
    await open();
    const rename = await screen.findByRole('button', { name: 'Rename Villains' });
    rename.focus();
    fireEvent.click(rename);
    // The field selects its text, which focuses it in a browser (jsdom does not focus on select).
    const field = screen.getByRole('textbox', { name: 'New name for Villains' });
    expect(field).toHaveValue('Villains');
    fireEvent.change(field, { target: { value: '  Rogues ' } });
    fireEvent.submit(field);
    await waitFor(() => expect(api().callsTo('PUT ideaBoards/b1/rename')[0]?.body).toEqual({ name: 'Rogues' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Rogues' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Rogues' })).toHaveFocus();
  });

  it('a blank new name is refused before sending; Escape leaves the name as it was', async () => {
    api().on('POST ideaBoards', { status: 200, body: { boards: [board()] } });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Rename Villains' }));
    const field = screen.getByRole('textbox', { name: 'New name for Villains' });
    fireEvent.change(field, { target: { value: '   ' } });
    fireEvent.submit(field);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please name the board.');
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(screen.getByRole('heading', { level: 3, name: 'Villains' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rename Villains' })).toHaveFocus();
    expect(api().callsTo('PUT ideaBoards/b1/rename')).toEqual([]);
  });

  it('shows saved elements and notes, saves from Discover, adds a note and removes an idea', async () => {
    api().on('POST ideaBoards', { status: 200, body: { boards: [board()] } });
    api().on('POST ideaBoards/b1/ideas', { status: 201, body: { board: saved } });
    api().on('DELETE ideaBoards/b1/ideas/i2', { status: 200, body: { board: board() } });
    await open();
    fireEvent.click(await screen.findByRole('button', { name: 'Save “Queen Ysolde” to Villains' }));
    await waitFor(() => expect(api().callsTo('POST ideaBoards/b1/ideas')[0]?.body).toEqual({ element: { kind: 'wiki', id: 'k1' } }));

    fireEvent.change(screen.getByRole('textbox', { name: 'Note for Villains' }), { target: { value: 'A queen who forgets.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(api().callsTo('POST ideaBoards/b1/ideas')[1]?.body).toEqual({ note: 'A queen who forgets.' }));

    api().on('POST ideaBoards', { status: 200, body: { boards: [saved] } });
    renderRoute('/inspiration', { token: 't' });
    const ideas = await screen.findByRole('list', { name: 'Ideas on Villains' }, { timeout: 5000 });
    expect(within(ideas).getByRole('link', { name: 'Queen Ysolde' })).toHaveAttribute('href', '/wiki/k1');
    expect(within(ideas).getByText('A queen who forgets.')).toBeInTheDocument();
    expect(await screen.findAllByText('Saved to Villains')).not.toHaveLength(0);
    fireEvent.click(within(ideas).getByRole('button', { name: 'Remove “A queen who forgets.” from Villains' }));
    await waitFor(() => expect(api().callsTo('DELETE ideaBoards/b1/ideas/i2')).toHaveLength(1));
  });
});
