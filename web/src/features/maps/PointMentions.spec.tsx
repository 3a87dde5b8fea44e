import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { makeMap, makePoint } from './testing/mapPageFixtures';
import { loadPicture, renderMapPage } from './testing/mapPageTesting';

// @mentions in a map point's description, as a wiki section has them: typing @ and part of a
// title lists the world's elements and writes the chosen one's `[[type:id]]`; the hover card
// shows a mention as the element's title, or plain text when the viewer may not see it.
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { maps: '2999-01-01T00:00:00.000Z' } });
const ashvale = { _id: 'wiki-1', type: 'wiki', title: 'Ashvale', preview: 'A town of ash.' };
const SEARCH_WAIT = { timeout: 3000 };

describe('mentions in a map point', () => {
  const api = mockApiPerTest({
    'POST elementSearch': () => ({ status: 200, body: { results: [ashvale] } }),
    'GET link/wiki/wiki-1': { status: 200, body: { title: 'Ashvale', type: 'wiki', id: 'wiki-1' } },
    'GET link/wiki/hidden': { status: 404, body: { error: 'Not found.' } },
  });
  const openMap = async (description: string, token: string | null = 't') => {
    const map = makeMap({ points: { p1: makePoint({ description }) } });
    if (token) api().on('POST me', meAnswer(author));
    api().on('GET map/m1', { status: 200, body: map });
    api().on('PUT map/updatePoints/m1', () => ({ status: 200, body: { message: m.updated, map } }));
    renderMapPage('m1', token);
    await loadPicture();
    await screen.findByRole('group', { name: 'Map points' });
  };

  it('typing @Ash in the description lists Ashvale, and Enter writes its token, which a save sends', async () => {
    await openMap('');
    fireEvent.click(screen.getByRole('button', { name: 'Hollowmere' }));
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Description' });
    fireEvent.change(field, { target: { value: 'Near @Ash' } });
    const option = await screen.findByRole('option', { name: /Ashvale/ }, SEARCH_WAIT);
    expect(field).toHaveAttribute('aria-activedescendant', option.id);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field.value).toBe('Near [[wiki:wiki-1]]');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(api().callsTo('PUT map/updatePoints/m1')).toHaveLength(1));
    expect((api().callsTo('PUT map/updatePoints/m1')[0].body as { points: { p1: { description: string } } }).points.p1.description).toBe(
      'Near [[wiki:wiki-1]]',
    );
  });

  it("a reader's hover card shows a mention as the element's title, and one they may not see as plain text", async () => {
    await openMap('Near [[wiki:wiki-1]], beside [[wiki:hidden]].', null);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Hollowmere' }));
    const card = screen.getByRole('tooltip');
    expect(await within(card).findByRole('link', { name: 'Ashvale' })).toHaveAttribute('href', '/wiki/wiki-1');
    await waitFor(() => expect(card).toHaveTextContent(/beside .+\./));
    expect(card).not.toHaveTextContent('[[');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });
});
