import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/queryClient';
import { mockApiPerTest } from '../testing/perTest';
import { ElementPicker, PICKER_TEXTS } from './ElementPicker';
import { ELEMENT_SEARCH_DEBOUNCE_MS } from '../lib/elementLinks';

const results = [
  { _id: 'doc-7', type: 'writing', title: 'Dragon Lore', preview: 'Dragons sleep on gold and dream of the old kings...' },
  { _id: 'wiki-3', type: 'wiki', title: 'Dragonborn Mira', preview: 'A smith of the northern hills.' },
];
// The server finds languages too; a link cannot name one.
const language = { _id: 'lang-1', type: 'language', title: 'Draconic', preview: '' };

function renderPicker() {
  const onPick = vi.fn();
  const onCancel = vi.fn();
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ElementPicker worldID="world-1" onPick={onPick} onCancel={onCancel} />
    </QueryClientProvider>,
  );
  const search = screen.getByRole('searchbox', { name: 'Search elements' });
  const type = (text: string) => fireEvent.change(search, { target: { value: text } });
  // Lets the debounce settle and the answer arrive.
  const settle = () => act(async () => void (await vi.advanceTimersByTimeAsync(ELEMENT_SEARCH_DEBOUNCE_MS)));
  return { onPick, onCancel, search, type, settle };
}

describe('ElementPicker', () => {
  const api = mockApiPerTest({ 'POST elementSearch': { status: 200, body: { results } } });
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('is a dialog that focuses its search field and explains what to type', () => {
    const { search } = renderPicker();
    expect(screen.getByRole('dialog', { name: 'Link to an element' })).toBeInTheDocument();
    expect(search).toHaveFocus();
    expect(search).toHaveAccessibleDescription(PICKER_TEXTS.typeToSearch);
  });

  it('never sends blank text', async () => {
    const { type, settle } = renderPicker();
    type('   ');
    await settle();
    expect(api().callsTo('POST elementSearch')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent(PICKER_TEXTS.typeToSearch);
  });

  it('searches once typing settles, with the world, and lists title, type and preview', async () => {
    const { type, settle } = renderPicker();
    type('D');
    type('Dr');
    type('Drag ');
    expect(screen.getByRole('status')).toHaveTextContent(PICKER_TEXTS.searching);
    await settle();
    expect(
      api()
        .callsTo('POST elementSearch')
        .map((call) => call.body),
    ).toEqual([{ text: 'Drag', worldID: 'world-1' }]);

    const list = await screen.findByRole('list', { name: 'Elements found' });
    const lore = within(list).getByRole('button', { name: 'Dragon Lore' });
    expect(lore).toHaveAccessibleDescription('Writing Dragons sleep on gold and dream of the old kings...');
    expect(within(list).getByRole('button', { name: 'Dragonborn Mira' })).toHaveAccessibleDescription('Wiki A smith of the northern hills.');
  });

  it('offers only the types it is given, under its own title', async () => {
    const onPick = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <ElementPicker worldID="world-1" types={['wiki']} title="Relate to a wiki" onPick={onPick} onCancel={vi.fn()} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Relate to a wiki' });
    fireEvent.change(within(dialog).getByRole('searchbox'), { target: { value: 'Drag' } });
    await act(async () => void (await vi.advanceTimersByTimeAsync(ELEMENT_SEARCH_DEBOUNCE_MS)));
    const list = await screen.findByRole('list', { name: 'Elements found' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-labelledby') && button.textContent),
    ).toEqual(['Dragonborn MiraWikiA smith of the northern hills.']);
  });

  it('offers no language, which a link cannot name', async () => {
    api().on('POST elementSearch', { status: 200, body: { results: [language, ...results] } });
    const { type, settle } = renderPicker();
    type('Dra');
    await settle();
    const list = await screen.findByRole('list', { name: 'Elements found' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Dragon LoreWritingDragons sleep on gold and dream of the old kings...', 'Dragonborn MiraWikiA smith of the northern hills.']);
  });

  it('says when nothing matches', async () => {
    api().on('POST elementSearch', { status: 200, body: { results: [] } });
    const { type, settle } = renderPicker();
    type('Unicorn');
    await settle();
    expect(await screen.findByText(PICKER_TEXTS.noResults)).toBeInTheDocument();
  });

  it('shows the server’s error', async () => {
    api().on('POST elementSearch', { status: 404, body: { error: 'World not found.' } });
    const { type, settle } = renderPicker();
    type('Dragon');
    await settle();
    expect(await screen.findByText('World not found.')).toBeInTheDocument();
  });

  it('returns the element chosen, and cancels', async () => {
    const { type, settle, onPick, onCancel } = renderPicker();
    type('Drag');
    await settle();
    fireEvent.click(await screen.findByRole('button', { name: 'Dragonborn Mira' }));
    expect(onPick).toHaveBeenCalledWith(results[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
