import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { makeLine, makeNode, makeTimeline } from './testing/timelinePageFixtures';
import { renderTimelinePage } from './testing/timelinePageTesting';

// @mentions in a timeline point's subtitle, as a wiki section has them: typing @ and part of a
// title lists the world's elements and writes the chosen one's `[[type:id]]`; the hover card
// shows a mention as the element's title, or plain text when the viewer may not see it.
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { timelines: '2999-01-01T00:00:00.000Z' } });
const ashvale = { _id: 'wiki-1', type: 'wiki', title: 'Ashvale', preview: 'A town of ash.' };
const SEARCH_WAIT = { timeout: 3000 };

describe('mentions in a timeline point', () => {
  const api = mockApiPerTest({
    'POST elementSearch': () => ({ status: 200, body: { results: [ashvale] } }),
    'GET link/wiki/wiki-1': { status: 200, body: { title: 'Ashvale', type: 'wiki', id: 'wiki-1' } },
    'GET link/wiki/hidden': { status: 404, body: { error: 'Not found.' } },
  });
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1000, 500));
  });
  const openTimeline = async (subtitle: string, token: string | null = 't') => {
    const timeline = makeTimeline({ lines: [makeLine({ nodes: [makeNode({ subtitle })] })] });
    if (token) api().on('POST me', meAnswer(author));
    api().on('GET timeline/t1', { status: 200, body: timeline });
    api().on('PUT timeline/updateNodes', () => ({ status: 200, body: { message: m.updated, timeline } }));
    renderTimelinePage('t1', token);
    await screen.findByRole('group', { name: 'Kings' });
    if (token) await screen.findByRole('button', { name: 'New Point' });
  };

  it('typing @Ash in the subtitle lists Ashvale, and Enter writes its token, which Done sends', async () => {
    await openTimeline('');
    fireEvent.click(screen.getByRole('button', { name: 'Crowning' }));
    const field = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Subtitle' });
    fireEvent.change(field, { target: { value: 'Crowned at @Ash' } });
    const option = await screen.findByRole('option', { name: /Ashvale/ }, SEARCH_WAIT);
    expect(field).toHaveAttribute('aria-activedescendant', option.id);
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(field.value).toBe('Crowned at [[wiki:wiki-1]]');
    fireEvent.click(screen.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(api().callsTo('PUT timeline/updateNodes')).toHaveLength(1));
    expect((api().callsTo('PUT timeline/updateNodes')[0].body as { nodes: { subtitle: string }[] }).nodes[0].subtitle).toBe('Crowned at [[wiki:wiki-1]]');
  });

  it("a reader's hover card shows a mention as the element's title, and one they may not see as plain text", async () => {
    await openTimeline('At [[wiki:wiki-1]], beside [[wiki:hidden]].', null);
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Crowning' }));
    const card = screen.getByRole('tooltip');
    expect(await within(card).findByRole('link', { name: 'Ashvale' })).toHaveAttribute('href', '/wiki/wiki-1');
    await waitFor(() => expect(card).toHaveTextContent(/beside .+\./));
    expect(card).not.toHaveTextContent('[[');
    expect(within(card).getAllByRole('link')).toHaveLength(1);
  });
});
