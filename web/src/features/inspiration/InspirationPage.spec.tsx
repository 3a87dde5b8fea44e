import type { DiscoverItem } from '@lorewright/domain/inspiration/discover';
import { promptOfTheDay, promptsIn } from '@lorewright/domain/inspiration/prompts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { renderRoute } from '../../testing/renderRoute';
import { ANSWER_SUBTITLE } from './api';
import { makeWiki, wikiAnswer } from '../../testing/wikiFixtures';

const item = (overrides: Partial<DiscoverItem>): DiscoverItem => ({
  _id: 'k1',
  kind: 'wiki',
  title: 'Queen Ysolde',
  category: 'characters',
  worldID: 'w9',
  worldName: 'Eldoria',
  createdOn: '2026-10-05T10:00:00.000Z',
  lastUpdated: '2026-11-22T10:00:00.000Z',
  followers: 0,
  ...overrides,
});
const found = (items: DiscoverItem[], total = items.length) => ({ status: 200, body: { items, total } });
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'] });

describe('/inspiration', () => {
  const api = mockApiPerTest({
    'POST inspiration/discover': found([item({}), item({ _id: 'd1', kind: 'writing', title: 'The Long Road', category: null })]),
  });

  const open = async (token?: string) => {
    const view = renderRoute('/inspiration', token ? { token } : {});
    await screen.findByRole('heading', { level: 1, name: 'Inspiration' }, { timeout: 5000 });
    return view;
  };

  it('has the prompt of the day, Discover and the prompts under one page heading', async () => {
    await open();
    const today = promptOfTheDay(new Date());
    expect(screen.getByRole('region', { name: today.title })).toHaveTextContent(today.text);
    expect(screen.getByRole('heading', { level: 2, name: 'Discover' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Prompts' })).toBeInTheDocument();
    expect(screen.getByRole('search')).toBeInTheDocument();
  });

  it('discovers public work, each card opening the element (a writing in its reading room) and its world', async () => {
    await open();
    const cards = within(await screen.findByRole('list', { name: 'Public work' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('Wiki · Characters');
    expect(within(cards[0]).getByRole('link', { name: 'Queen Ysolde' })).toHaveAttribute('href', '/wiki/k1');
    expect(within(cards[0]).getByRole('link', { name: 'Eldoria' })).toHaveAttribute('href', '/world/w9');
    // The list's order is creation, so the card's date is too, not the last rename or publishing.
    expect(within(cards[0]).getByText('October 5, 2026')).toHaveAttribute('datetime', '2026-10-05T10:00:00.000Z');
    expect(within(cards[1]).getByRole('link', { name: 'The Long Road' })).toHaveAttribute('href', '/reading-room/d1');
  });

  it('filters by kind, then wiki category, and searches titles', async () => {
    await open();
    await screen.findByRole('list', { name: 'Public work' });
    expect(screen.queryByRole('combobox', { name: 'Wiki category' })).not.toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'wiki' } });
    fireEvent.change(await screen.findByRole('combobox', { name: 'Wiki category' }), { target: { value: 'places' } });
    await waitFor(() => expect(api().callsTo('POST inspiration/discover').at(-1)?.body).toMatchObject({ kind: 'wiki', category: 'places', skip: 0 }));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Title' }), { target: { value: 'queen' } });
    await waitFor(() => expect(api().callsTo('POST inspiration/discover').at(-1)?.body).toMatchObject({ text: 'queen' }));
  });

  it('lists the most followed worlds’ work first when asked, and says how many follow each', async () => {
    api().on('POST inspiration/discover', found([item({ followers: 3 }), item({ _id: 'k2', title: 'The Salt King', followers: 1 })]));
    await open();
    const order = screen.getByRole('combobox', { name: 'Order' });
    fireEvent.change(order, { target: { value: 'mostFollowed' } });
    await waitFor(() => expect(api().callsTo('POST inspiration/discover').at(-1)?.body).toMatchObject({ order: 'mostFollowed', skip: 0 }));
    const cards = within(await screen.findByRole('list', { name: 'Public work' })).getAllByRole('listitem');
    expect(cards[0]).toHaveTextContent('3 followers');
    expect(cards[1]).toHaveTextContent('1 follower');
    // A title search lists newest first, so the order waits until the search is cleared.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Title' }), { target: { value: 'salt' } });
    await waitFor(() => expect(order).toBeDisabled());
  });

  it('says when nothing public matches', async () => {
    api().on('POST inspiration/discover', found([]));
    await open();
    expect(await screen.findByText('Nothing public matches yet.')).toBeInTheDocument();
  });

  it('browses the prompts by category', async () => {
    await open();
    const magic = screen.getByRole('button', { name: 'Magic' });
    fireEvent.click(magic);
    expect(magic).toHaveAttribute('aria-pressed', 'true');
    const list = screen.getByRole('list', { name: 'Magic prompts' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(promptsIn('magic').map((p) => p.title));
  });

  it('asks a visitor to log in before answering', async () => {
    await open();
    expect(screen.getAllByRole('link', { name: 'Log in' })[0]).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Answer as a wiki' })).not.toBeInTheDocument();
  });

  it('answers the prompt of the day as a wiki in the current world, the prompt kept as its first section', async () => {
    const today = promptOfTheDay(new Date());
    api().on('POST me', meAnswer(author));
    api().on('POST creation/newWiki', { status: 201, body: { id: 'k7', message: 'Wiki created.' } });
    api().on('PUT creation/updateWiki/k7', wikiAnswer(makeWiki({ _id: 'k7', title: today.title })));
    api().on('GET creation/wiki/k7', wikiAnswer(makeWiki({ _id: 'k7', title: today.title })));
    const { router } = await open('t');
    const daily = screen.getByRole('region', { name: today.title });
    const button = within(daily).getByRole('button', { name: 'Answer as a wiki' });
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/wiki/k7'));
    expect(api().callsTo('POST creation/newWiki')[0].body).toEqual({
      worldID: 'w1',
      category: expect.any(String),
      title: today.title,
      subtitle: ANSWER_SUBTITLE,
    });
    expect(api().callsTo('PUT creation/updateWiki/k7')[0].body).toEqual({
      sections: [{ _id: expect.stringMatching(/^[a-f0-9]{24}$/), title: 'Prompt', content: today.text }],
    });
  });

  it('answers a prompt as a writing whose first scene opens with the prompt', async () => {
    api().on('POST me', meAnswer(author));
    api().on('POST creation/newWriting', { status: 201, body: { id: 'd7', message: 'Writing created.' } });
    const { router } = await open('t');
    const prompt = promptsIn('characters')[0];
    const card = screen.getByRole('group', { name: `Answer “${prompt.title}”` });
    const button = within(card).getByRole('button', { name: 'Answer as a writing' });
    // Enabled once the user (and their current world) has loaded.
    await waitFor(() => expect(button).toBeEnabled());
    fireEvent.click(button);
    await waitFor(() => expect(router.state.location.pathname).toBe('/writing/d7'));
    expect(api().callsTo('POST creation/newWriting')[0].body).toMatchObject({
      isFolder: false,
      worldID: 'w1',
      title: prompt.title,
      scenes: [{ name: 'Prompt', content: [{ content: prompt.text, style: 'bold' }, expect.anything(), expect.anything()] }],
    });
  });

  it('sends a user without a world to create one first', async () => {
    api().on('POST me', meAnswer(makeUser({ currentWorldID: null })));
    await open('t');
    expect((await screen.findAllByRole('link', { name: 'Create a world' }))[0]).toHaveAttribute('href', '/create-world');
  });
});
