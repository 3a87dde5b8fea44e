import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { makeLine, makeNode, makeTimeline } from './testing/timelinePageFixtures';
import { renderTimelinePage } from './testing/timelinePageTesting';

// A timeline point marked secret: the author's edit card has the Secret toggle, the hover card
// shows the mark, and a save sends it. Readers never receive a secret point
// (timelines.secrets.spec.ts).
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { timelines: '2999-01-01T00:00:00.000Z' } });

describe('a secret timeline point', () => {
  const api = mockApiPerTest();
  beforeEach(() => {
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 1000, 500));
  });
  const timeline = makeTimeline({
    lines: [makeLine({ nodes: [makeNode({ title: 'Poisoning', secret: true }), makeNode({ _id: 'n2', title: 'Crowning', year: 30, revision: 5 })] })],
  });
  const openTimeline = async (token: string | null = 't') => {
    if (token) api().on('POST me', meAnswer(author));
    api().on('GET timeline/t1', { status: 200, body: timeline });
    api().on('PUT timeline/updateNodes', () => ({ status: 200, body: { message: m.updated, timeline } }));
    renderTimelinePage('t1', token);
    await screen.findByRole('group', { name: 'Kings' });
    if (token) await screen.findByRole('button', { name: 'New Point' });
  };
  const sentNodes = () =>
    api()
      .callsTo('PUT timeline/updateNodes')
      .flatMap((call) => (call.body as { nodes: { _id: string; secret?: boolean }[] }).nodes);

  it('shows the author its mark on the hover card, a worded mark with a lock', async () => {
    await openTimeline();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Poisoning' }));
    const mark = within(screen.getByRole('tooltip')).getByText('Secret');
    expect(mark.querySelector('svg')).not.toBeNull();
    fireEvent.mouseEnter(screen.getByRole('button', { name: 'Crowning' }));
    expect(within(screen.getByRole('tooltip')).queryByText('Secret')).toBeNull();
  });

  it('the edit card holds a pressed toggle; unmarking it sends the point unmarked on Done', async () => {
    await openTimeline();
    fireEvent.click(screen.getByRole('button', { name: 'Poisoning' }));
    const card = screen.getByRole('region', { name: 'Edit Poisoning' });
    const toggle = within(card).getByRole('button', { name: 'Keep this point secret' });
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByText('Secret')).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(within(card).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(sentNodes()).toHaveLength(1));
    expect(sentNodes()[0]).toMatchObject({ _id: 'n1', secret: false, revision: 4 });
  });

  it('marking a point sends it secret', async () => {
    await openTimeline();
    fireEvent.click(screen.getByRole('button', { name: 'Crowning' }));
    const card = screen.getByRole('region', { name: 'Edit Crowning' });
    fireEvent.click(within(card).getByRole('button', { name: 'Keep this point secret' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(sentNodes()).toHaveLength(1));
    expect(sentNodes()[0]).toMatchObject({ _id: 'n2', secret: true, revision: 5 });
  });

  it('a reader gets no toggle', async () => {
    await openTimeline(null);
    fireEvent.click(screen.getByRole('button', { name: 'Crowning' }));
    expect(screen.queryByRole('button', { name: 'Keep this point secret' })).toBeNull();
  });
});
