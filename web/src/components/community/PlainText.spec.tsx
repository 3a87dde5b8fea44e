import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { LINKED_ELEMENT_GONE } from '../../lib/elementLinks';
import { createQueryClient } from '../../lib/queryClient';
import { mockApiPerTest } from '../../testing/perTest';
import { PlainText } from './PlainText';

const renderText = (text: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <PlainText text={text} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('PlainText with @mentions', () => {
  mockApiPerTest({
    'GET link/wiki/wiki-1': { status: 200, body: { title: 'Ashvale', type: 'wiki', id: 'wiki-1' } },
    // What the server answers for an element this reader may not see: no title, only 404.
    'GET link/map/secret-map': { status: 404, body: { error: 'Element not found.' } },
  });

  it("shows a mention of an element the reader may see as a link titled by the element's current title", async () => {
    renderText('Who lives in [[wiki:wiki-1]]? See https://lore.example');
    const mention = await screen.findByRole('link', { name: 'Ashvale' });
    expect(mention).toHaveAttribute('href', '/wiki/wiki-1');
    // Its title and type are named by its card on hover or focus (MentionLink.spec.tsx), not a title attribute.
    expect(mention).not.toHaveAttribute('title');
    expect(screen.getByRole('link', { name: 'https://lore.example' })).toHaveAttribute('href', 'https://lore.example/');
    expect(screen.getByRole('paragraph')).toHaveTextContent('Who lives in Ashvale? See https://lore.example');
  });

  it('shows a mention of an element the reader may not see as plain text, with no link and no token', async () => {
    renderText('Beyond [[map:secret-map]] lies nothing.');
    expect(await screen.findByText(LINKED_ELEMENT_GONE)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('paragraph')).toHaveTextContent(`Beyond ${LINKED_ELEMENT_GONE} lies nothing.`);
  });

  it('is not a link while the title is on its way', () => {
    renderText('[[wiki:wiki-1]]');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('paragraph')).toHaveTextContent('…');
  });
});
