import type { WikiSection } from '@lorewright/domain/wikis/wikiView';
import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/queryClient';
import { mockApiPerTest } from '../../testing/perTest';
import { WikiSectionEditor } from './WikiSectionEditor';

const ashvale = { _id: 'wiki-1', type: 'wiki', title: 'Ashvale', preview: 'A town of ash.' };
const dunmoor = { _id: 'map-2', type: 'map', title: 'Ash Roads', preview: '' };
const SEARCH_WAIT = { timeout: 3000 };

// The section as its page holds it: every change comes back as the new text.
function Section({ start }: { start: string }) {
  const [section, setSection] = useState<WikiSection>({ _id: 's1', title: 'History', content: start, revision: 1 });
  return (
    <WikiSectionEditor
      section={section}
      name="Section 1"
      worldID="world-1"
      first
      last
      onChange={(part) => setSection((before) => ({ ...before, ...part }))}
      onMove={() => {}}
      onRemove={() => {}}
    />
  );
}

function renderSection(start = '') {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Section start={start} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Text of Section 1' });
}

// Setting the value puts the caret at its end, as typing does.
const typeAll = (field: HTMLTextAreaElement, value: string) => fireEvent.change(field, { target: { value } });
const key = (field: HTMLTextAreaElement, name: string) => fireEvent.keyDown(field, { key: name });

describe('@mentions in a wiki section', () => {
  const api = mockApiPerTest({
    'POST elementSearch': (body) => ({
      status: 200,
      body: { results: (body as { text: string }).text.toLowerCase().startsWith('ash') ? [ashvale, dunmoor] : [] },
    }),
    'GET link/wiki/wiki-1': { status: 200, body: { title: 'Ashvale', type: 'wiki', id: 'wiki-1' } },
    'GET link/map/map-2': { status: 200, body: { title: 'Ash Roads', type: 'map', id: 'map-2' } },
  });

  it('typing @Ash lists Ashvale, and Enter writes its token in place of the @text', async () => {
    const field = renderSection();
    typeAll(field, 'Founded near @Ash');
    const listbox = await screen.findByRole('listbox', { name: 'Elements to mention' }, SEARCH_WAIT);
    expect(field).toHaveAttribute('aria-controls', listbox.id);
    const first = screen.getByRole('option', { name: /Ashvale/ });
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(field).toHaveAttribute('aria-activedescendant', first.id);
    expect(
      api()
        .callsTo('POST elementSearch')
        .map((call) => call.body),
    ).toEqual([{ text: 'Ash', worldID: 'world-1' }]);
    key(field, 'Enter');
    expect(field.value).toBe('Founded near [[wiki:wiki-1]]');
    expect(field.selectionStart).toBe(field.value.length);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Ashvale' })).toBeInTheDocument();
  });

  it('arrow keys move through the list and Tab chooses', async () => {
    const field = renderSection('Roads: ');
    typeAll(field, 'Roads: @ash');
    await screen.findByRole('option', { name: /Ash Roads/ }, SEARCH_WAIT);
    key(field, 'ArrowDown');
    expect(screen.getByRole('option', { name: /Ash Roads/ })).toHaveAttribute('aria-selected', 'true');
    key(field, 'ArrowDown');
    expect(screen.getByRole('option', { name: /Ashvale/ })).toHaveAttribute('aria-selected', 'true');
    key(field, 'ArrowUp');
    key(field, 'Tab');
    expect(field.value).toBe('Roads: [[map:map-2]]');
  });

  it('Escape closes the list and keeps the text; typing on after that @ keeps it closed', async () => {
    const field = renderSection();
    typeAll(field, 'See @Ash');
    await screen.findByRole('listbox', {}, SEARCH_WAIT);
    key(field, 'Escape');
    expect(screen.queryByRole('listbox')).toBeNull();
    typeAll(field, 'See @Ashv');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field.value).toBe('See @Ashv');
  });

  it('an @ inside a word (an e-mail address) opens nothing', async () => {
    const field = renderSection();
    typeAll(field, 'mail ana@ash');
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(api().callsTo('POST elementSearch')).toEqual([]);
  });

  it('a choice by mouse goes in too, and nothing found is said', async () => {
    const field = renderSection();
    typeAll(field, '@Zz');
    expect(await screen.findByText('No elements found.', {}, SEARCH_WAIT)).toBeInTheDocument();
    typeAll(field, '@Ash');
    fireEvent.click(await screen.findByRole('option', { name: /Ashvale/ }, SEARCH_WAIT));
    await waitFor(() => expect(field.value).toBe('[[wiki:wiki-1]]'));
  });
});
