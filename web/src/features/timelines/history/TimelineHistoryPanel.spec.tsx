import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../../testing/mockApi';
import { mockApiPerTest } from '../../../testing/perTest';
import { makeLine, makeNode, makeTimeline } from '../testing/timelinePageFixtures';
import { renderTimelinePage } from '../testing/timelinePageTesting';
import { at, historyPage } from '../../../testing/historyFixtures';

// The timeline page's History panel: the changes, a version read-only, Restore.
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'], permissions: { timelines: '2999-01-01T00:00:00.000Z' } });
const page = historyPage([
  [2, 40, 'Added point “The Crowning” to line “Kings”', 'b'],
  [1, 2, 'Added line “Kings”', 'a'],
]);
const old = {
  ...makeTimeline({ title: 'The Early Age', lines: [makeLine({ name: 'Old Kings', nodes: [makeNode({ _id: 'n9', title: 'The Founding' })] })] }),
  revision: 1,
  at: at(2),
};

describe('timeline history panel', () => {
  const api = mockApiPerTest();

  const openHistory = async () => {
    api().on('POST me', meAnswer(author));
    api().on('GET timeline/t1', { status: 200, body: makeTimeline() });
    api().on('GET history/timeline/t1?page=1', { status: 200, body: page });
    api().on('GET history/timeline/t1/at/1', { status: 200, body: { timeline: old } });
    renderTimelinePage('t1', 't');
    fireEvent.click(await screen.findByRole('button', { name: 'History' }, { timeout: 5000 }));
    return screen.findByRole('dialog', { name: 'History' }, { timeout: 5000 });
  };

  it('shows a version: its lines with their points and dates, read-only', async () => {
    const panel = await openHistory();
    fireEvent.click(await within(panel).findByRole('button', { name: /Added line/ }));
    expect(await within(panel).findByText(/“The Early Age” as of/)).toBeInTheDocument();
    const line = within(panel).getByRole('region', { name: 'Line Old Kings' });
    expect(within(line).getByText('The Founding')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'New Point' })).not.toBeInTheDocument();
  });

  it('restores a version after a confirm', async () => {
    api().on('POST history/timeline/t1/restore', { status: 200, body: { message: 'Restored successfully.', timeline: makeTimeline() } });
    const panel = await openHistory();
    fireEvent.click(await within(panel).findByRole('button', { name: /Added line/ }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Restore this version' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api().callsTo('POST history/timeline/t1/restore')).toHaveLength(1));
    expect(api().callsTo('POST history/timeline/t1/restore')[0].body).toEqual({ revision: 1 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument());
  });
});
