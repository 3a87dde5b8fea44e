import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/queryClient';
import { mockApiPerTest } from '../../testing/perTest';
import { MentionText } from './MentionText';

const renderText = (text: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <MentionText text={text} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

const ashvale = {
  title: 'Ashvale',
  type: 'wiki',
  id: 'wiki-1',
  subtitle: 'A town of ash',
  picture: '/media/wikis/author-1/ash.png',
  preview: 'Rebuilt after the fire of the third age.',
};

describe("a mention chip's card", () => {
  mockApiPerTest({
    'GET link/wiki/wiki-1': { status: 200, body: ashvale },
    'GET link/map/map-1': { status: 200, body: { title: 'Known Lands', type: 'map', id: 'map-1' } },
  });

  it('shows picture, title, type, subtitle and first lines on hover, and describes the mention', async () => {
    renderText('Born in [[wiki:wiki-1]].');
    const chip = await screen.findByRole('link', { name: 'Ashvale' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.mouseEnter(chip);
    const card = screen.getByRole('tooltip');
    expect(card).toHaveTextContent('AshvaleWikiA town of ashRebuilt after the fire of the third age.');
    // The picture illustrates what the title beside it already names.
    const picture = within(card).getByRole('presentation');
    expect(picture).toHaveAttribute('src', ashvale.picture);
    expect(picture).toHaveAttribute('alt', '');
    expect(chip).toHaveAccessibleDescription('AshvaleWikiA town of ashRebuilt after the fire of the third age.');
    // Hoverable: moving onto the card keeps it; leaving both hides it.
    fireEvent.mouseLeave(chip, { relatedTarget: card });
    expect(screen.getByRole('tooltip')).toBe(card);
    fireEvent.mouseLeave(chip.parentElement!, { relatedTarget: document.body });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on keyboard focus, hides on Escape and again on blur, and comes back on the next focus', async () => {
    renderText('[[wiki:wiki-1]]');
    const chip = await screen.findByRole('link', { name: 'Ashvale' });
    fireEvent.focus(chip);
    expect(screen.getByRole('tooltip')).toHaveTextContent('A town of ash');
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
    expect(chip).not.toHaveAccessibleDescription();
    fireEvent.blur(chip);
    fireEvent.focus(chip);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    fireEvent.blur(chip);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('stays while the pointer rests on the mention even after focus leaves it', async () => {
    renderText('[[wiki:wiki-1]]');
    const chip = await screen.findByRole('link', { name: 'Ashvale' });
    fireEvent.focus(chip);
    fireEvent.mouseEnter(chip);
    fireEvent.blur(chip);
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
  });

  it('shows only title and type when the answer has nothing more', async () => {
    renderText('[[map:map-1]]');
    fireEvent.focus(await screen.findByRole('link', { name: 'Known Lands' }));
    const card = screen.getByRole('tooltip');
    expect(card).toHaveTextContent(/^Known LandsMap$/);
    expect(within(card).queryByRole('img')).toBeNull();
    expect(card.querySelector('img')).toBeNull();
  });
});
