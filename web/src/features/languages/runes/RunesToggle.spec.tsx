import { DEMO_LANGUAGE } from '@lorewright/domain/languages/demoLanguage';
import { languageListItemOf } from '@lorewright/domain/languages/languageView';
import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/demoWorldId';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/queryClient';
import { mockApiPerTest } from '../../../testing/perTest';
import { InRunes } from './InRunes';
import { INVERT_COLORS, LANGUAGE_NOT_LOADED, RunesToggle, SHOW_IN_RUNES } from './RunesToggle';
import { makeLanguage, runeKeys } from './testing/runeTesting';
import { useWorldRuneLanguage } from './useWorldRuneLanguage';

const language = makeLanguage();

// A page with a text and the toggle, as the writing rooms and the wiki use them.
function Page({ worldID }: { worldID: string }) {
  const runes = useWorldRuneLanguage(worldID);
  return (
    <>
      <RunesToggle runes={runes} />
      <InRunes runes={runes} text={() => 'the hat\nsat'}>
        <p>The plain text</p>
      </InRunes>
    </>
  );
}

const open = (worldID = 'w1') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Page worldID={worldID} />
    </QueryClientProvider>,
  );
const select = () => screen.getByRole('combobox', { name: SHOW_IN_RUNES });

describe('Show in runes', () => {
  const api = mockApiPerTest();

  it('shows the text in the chosen language’s runes, read-only, and Off gives the text back', async () => {
    api().on('GET myLanguages?worldID=w1', { status: 200, body: { languages: [languageListItemOf(language)] } });
    api().on('GET language/l1', { status: 200, body: language });
    open();
    await waitFor(() => expect(select()).toHaveValue(''));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Off', 'High Tongue']);
    expect(screen.queryByRole('checkbox', { name: INVERT_COLORS })).not.toBeInTheDocument();
    expect(api().callsTo('GET language/l1')).toHaveLength(0);

    fireEvent.change(select(), { target: { value: 'l1' } });
    const runes = await screen.findByTestId('rune-text');
    expect(screen.queryByText('The plain text')).not.toBeInTheDocument();
    expect(runeKeys(runes)).toEqual(['th', 'e', 'h', 'a', 't', 's', 'a', 't']);
    expect(runes.querySelectorAll('p')).toHaveLength(2);
    expect(runes.querySelector('[data-meaning]')).toHaveAttribute('title', 'hat (noun): a stone');

    expect(screen.getByTestId('rune-text').className).toMatch(/inverted/);
    fireEvent.click(screen.getByRole('checkbox', { name: INVERT_COLORS }));
    expect(screen.getByTestId('rune-text').className).not.toMatch(/inverted/);

    fireEvent.change(select(), { target: { value: '' } });
    expect(screen.getByText('The plain text')).toBeInTheDocument();
    expect(screen.queryByTestId('rune-text')).not.toBeInTheDocument();
  });

  it('is absent when the world has no languages', async () => {
    api().on('GET myLanguages?worldID=w1', { status: 200, body: { languages: [] } });
    open();
    await waitFor(() => expect(api().callsTo('GET myLanguages?worldID=w1')).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: SHOW_IN_RUNES })).not.toBeInTheDocument();
    expect(screen.getByText('The plain text')).toBeInTheDocument();
  });

  it('keeps the text and says so when the language cannot be loaded', async () => {
    api().on('GET myLanguages?worldID=w1', { status: 200, body: { languages: [languageListItemOf(language)] } });
    api().on('GET language/l1', { status: 403, body: { error: 'Forbidden.' } });
    open();
    fireEvent.change(await screen.findByRole('combobox', { name: SHOW_IN_RUNES }), { target: { value: 'l1' } });
    expect(await screen.findByRole('alert')).toHaveTextContent(LANGUAGE_NOT_LOADED);
    expect(screen.getByText('The plain text')).toBeInTheDocument();
  });

  it('offers the demo world’s language from bundled data, with no call', async () => {
    open(DEMO_WORLD_ID);
    fireEvent.change(await screen.findByRole('combobox', { name: SHOW_IN_RUNES }), { target: { value: DEMO_LANGUAGE._id } });
    expect(runeKeys(await screen.findByTestId('rune-text'))).toEqual(['t', 'h', 'e', 'h', 'a', 't', 's', 'a', 't']);
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('src', '/assets/runes/t.svg');
    expect(api().calls).toHaveLength(0);
  });
});
