import type { BacklinkView } from '@lorewright/domain/backlinks/backlinkView';
import { NEXT_FROM_HEADER } from '@lorewright/domain/backlinks/backlinkView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApiPerTest } from '../../testing/perTest';
import { renderPage } from '../../testing/renderPage';
import { MentionedIn } from './MentionedIn';
import { MentionedInButton } from './MentionedInButton';

const link = (overrides: Partial<BacklinkView>): BacklinkView => ({
  type: 'writing',
  id: 'book',
  title: 'Journeys',
  where: 'Arrival',
  snippet: 'They rode to Ashvale',
  at: '2026-11-30T09:00:00.000Z',
  ...overrides,
});

describe('Mentioned in', () => {
  const api = mockApiPerTest();
  const open = () => renderPage('/wiki/:id', <MentionedIn element="wiki" id="ashvale" />, '/wiki/ashvale', null);

  it('lists each place linking here with its element, the scene or point, and what it says there', async () => {
    api().on('GET backlinks/wiki/ashvale', {
      status: 200,
      body: [link({}), link({ type: 'map', id: 'm1', title: 'The Known Lands', where: 'Old Mill', snippet: '' })],
    });
    open();
    const panel = await screen.findByRole('region', { name: 'Mentioned in' });
    const items = await within(panel).findAllByRole('listitem');
    expect(items[0]).toHaveTextContent(/Journeys\s*Writing\s*Scene: Arrival/);
    expect(within(items[0]).getByRole('link', { name: 'Journeys' })).toHaveAttribute('href', '/reading-room/book');
    expect(items[0].querySelector('q')).toHaveTextContent('They rode to Ashvale');
    expect(items[1]).toHaveTextContent(/The Known Lands\s*Map\s*Point: Old Mill/);
    expect(within(items[1]).getByRole('link', { name: 'The Known Lands' })).toHaveAttribute('href', '/map/m1');
  });

  it('says when nothing links here', async () => {
    api().on('GET backlinks/wiki/ashvale', { status: 200, body: [] });
    open();
    expect(await screen.findByText('Nothing links here yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });

  it('shows more from where the server says the next page starts, until the last page', async () => {
    api().on('GET backlinks/wiki/ashvale?from=0', { status: 200, body: [link({ title: 'First' })], headers: { [NEXT_FROM_HEADER]: '7' } });
    api().on('GET backlinks/wiki/ashvale?from=7', { status: 200, body: [link({ id: 'other', title: 'Second' })] });
    open();
    fireEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: 'Second' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'First' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('Mentioned in, as a toolbar button', () => {
  const api = mockApiPerTest();

  it('opens the backlinks in a dialog of that name, and Close gives the focus back', async () => {
    api().on('GET backlinks/map/m1', { status: 200, body: [link({ title: 'Journeys' })] });
    renderPage('/map/:id', <MentionedInButton element="map" id="m1" />, '/map/m1', null);
    const button = screen.getByRole('button', { name: 'Mentioned in' });
    button.focus();
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Mentioned in' });
    expect(await within(dialog).findByRole('link', { name: 'Journeys' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('heading', { level: 2, name: 'Mentioned in' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(button).toHaveFocus());
  });
});
