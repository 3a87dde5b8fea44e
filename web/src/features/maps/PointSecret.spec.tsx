import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { makeMap, makePoint } from './testing/mapPageFixtures';
import { loadPicture, renderMapPage } from './testing/mapPageTesting';

// A map point marked secret: the author's edit card has the Secret toggle, the hover card shows
// the mark, and a save sends it. Readers never receive a secret point (maps.secrets.spec.ts).
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { maps: '2999-01-01T00:00:00.000Z' } });

describe('a secret map point', () => {
  const api = mockApiPerTest();
  const openMap = async (token: string | null = 't') => {
    const map = makeMap({ points: { p1: makePoint({ secret: true }), p2: makePoint({ _id: 'p2', x: 0.2, name: 'The Greyspine', revision: 5 }) } });
    if (token) api().on('POST me', meAnswer(author));
    api().on('GET map/m1', { status: 200, body: map });
    api().on('PUT map/updatePoints/m1', () => ({ status: 200, body: { message: m.updated, map } }));
    renderMapPage('m1', token);
    await loadPicture();
    await screen.findByRole('group', { name: 'Map points' });
  };
  const sentPoints = () =>
    api()
      .callsTo('PUT map/updatePoints/m1')
      .map((call) => (call.body as { points: Record<string, { secret?: boolean }> }).points);

  it('shows the author its mark on the hover card, a worded mark with a lock', async () => {
    await openMap();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Hollowmere' }));
    const mark = within(screen.getByRole('tooltip')).getByText('Secret');
    expect(mark.querySelector('svg')).not.toBeNull();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'The Greyspine' }));
    expect(within(screen.getByRole('tooltip')).queryByText('Secret')).toBeNull();
  });

  it('the edit card holds a pressed toggle; unmarking it sends the point unmarked on Done', async () => {
    await openMap();
    fireEvent.click(screen.getByRole('button', { name: 'Hollowmere' }));
    const card = screen.getByRole('region', { name: 'Edit Hollowmere' });
    const toggle = within(card).getByRole('button', { name: 'Keep this point secret' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('Secret')).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(within(card).queryByText('Secret')).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(sentPoints()).toHaveLength(1));
    expect(sentPoints()[0].p1).toMatchObject({ _id: 'p1', secret: false, revision: 3 });
  });

  it('marking a point sends it secret; a point never marked is sent without the mark', async () => {
    await openMap();
    fireEvent.click(screen.getByRole('button', { name: 'The Greyspine' }));
    const card = screen.getByRole('region', { name: 'Edit The Greyspine' });
    const toggle = within(card).getByRole('button', { name: 'Keep this point secret' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    toggle.focus();
    expect(toggle).toHaveFocus();
    fireEvent.click(toggle);
    fireEvent.click(within(card).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(sentPoints()).toHaveLength(1));
    expect(sentPoints()[0].p2).toMatchObject({ _id: 'p2', secret: true, revision: 5 });
  });

  it('a reader gets no toggle', async () => {
    await openMap(null);
    fireEvent.click(screen.getByRole('button', { name: 'The Greyspine' }));
    expect(screen.queryByRole('button', { name: 'Keep this point secret' })).toBeNull();
  });
});
