import type { WritingVersionView } from '@lorewright/domain/history/historyView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeUser, meAnswer } from '../../../testing/mockApi';
import { mockApiPerTest } from '../../../testing/perTest';
import { renderRoute } from '../../../testing/renderRoute';
import { at, historyPage } from '../../../testing/historyFixtures';
import { makeScene, makeWriting, text, writingAnswer } from '../../../testing/writingFixtures';

// The writing room's History panel: changes by session, a version, its diff, Restore.
vi.mock('../editor/SceneEditor', () => ({ SceneEditor: () => <textarea aria-label="Scene text" /> }));

const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'] });
const writing = makeWriting({ scenes: [makeScene('s1', 'Arrival', { content: text('The white tower stood.') })] });
const changes = historyPage([
  [3, 40, 'Edited scene “Arrival”', 'b'],
  [2, 2, 'Edited scene “Arrival”', 'a'],
  [1, 1, 'Added scene “Arrival”', 'a'],
]);
// Typed together: the save names who typed with its actor.
const page = { ...changes, entries: changes.entries.map((entry, i) => (i === 0 ? { ...entry, with: [{ _id: 'u2', name: 'Bea Editor' }] } : entry)) };
const old: WritingVersionView = {
  _id: 'd1',
  worldID: 'w1',
  title: 'Prologue',
  visibility: 'private',
  revision: 2,
  at: at(2),
  scenes: [makeScene('s1', 'Arrival', { content: text('The dark tower.') })],
};

describe('writing history panel', () => {
  const api = mockApiPerTest();

  const openHistory = async () => {
    api().on('POST me', meAnswer(author));
    api().on('GET creation/writing/d1', writingAnswer(writing));
    api().on('GET history/writing/d1?page=1', { status: 200, body: page });
    api().on('GET history/writing/d1/at/2', { status: 200, body: { writing: old } });
    renderRoute('/writing/d1', { token: 't' });
    // Pressed as a keyboard user does: focused, then activated (a click alone moves no focus here).
    const history = await screen.findByRole('button', { name: 'History' }, { timeout: 5000 });
    history.focus();
    fireEvent.click(history);
    return screen.findByRole('dialog', { name: 'History' }, { timeout: 5000 });
  };

  it('lists the changes grouped by editing session and shows a version as the reader sees it', async () => {
    const panel = await openHistory();
    const changes = within(panel).getByRole('navigation', { name: 'Changes' });
    await within(changes).findByText('Added scene “Arrival”');
    expect(within(changes).getAllByText(/Ada Lovelace/)).toHaveLength(2);
    expect(within(changes).getByText(/Ada Lovelace with Bea Editor/)).toBeInTheDocument();
    fireEvent.click(within(changes).getAllByRole('button', { name: /Edited scene/ })[1]);
    expect(await within(panel).findByText('The dark tower.')).toBeInTheDocument();
  });

  it('takes the focus when it opens, closes on Escape and gives the focus back to History', async () => {
    const panel = await openHistory();
    await waitFor(() => expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus());
    fireEvent.keyDown(panel, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'History' })).toHaveFocus();
  });

  it('compares a scene with now, insertions and deletions marked', async () => {
    api().on('GET history/writing/d1/at/2/diff?part=s1', {
      status: 200,
      body: {
        part: 's1',
        name: 'Arrival',
        runs: [
          { kind: 'unchanged', text: 'The ' },
          { kind: 'removed', text: 'dark' },
          { kind: 'added', text: 'white' },
          { kind: 'unchanged', text: ' tower.' },
        ],
      },
    });
    const panel = await openHistory();
    fireEvent.click((await within(panel).findAllByRole('button', { name: /Edited scene/ }))[1]);
    fireEvent.click(await within(panel).findByRole('button', { name: 'Compare with now' }));
    expect((await within(panel).findByText('dark')).tagName).toBe('DEL');
    expect(within(panel).getByText('white').tagName).toBe('INS');
  });

  it('restores a version after a confirm', async () => {
    api().on('POST history/writing/d1/restore', { status: 200, body: { message: 'Restored successfully.', writing: { ...writing, revision: 4 } } });
    const panel = await openHistory();
    fireEvent.click((await within(panel).findAllByRole('button', { name: /Edited scene/ }))[1]);
    fireEvent.click(await within(panel).findByRole('button', { name: 'Restore this version' }));
    expect(api().callsTo('POST history/writing/d1/restore')).toHaveLength(0);
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api().callsTo('POST history/writing/d1/restore')).toHaveLength(1));
    expect(api().callsTo('POST history/writing/d1/restore')[0].body).toEqual({ revision: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument());
  });
});
