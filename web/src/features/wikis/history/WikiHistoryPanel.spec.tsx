import type { WikiVersionView } from '@lorewright/domain/history/wikiHistoryView';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../../testing/mockApi';
import { mockApiPerTest } from '../../../testing/perTest';
import { renderRoute } from '../../../testing/renderRoute';
import { makeWiki, wikiAnswer } from '../../../testing/wikiFixtures';
import { at, historyPage } from '../../../testing/historyFixtures';

// The wiki page's History panel: changes by session, a version read-only, a
// section's diff, Restore; only the author sees the button.
const author = makeUser({ currentWorldID: 'w1', worlds: ['w1'] });
const wiki = makeWiki();
const page = historyPage([
  [3, 40, 'Edited section “Early Life”', 'b'],
  [2, 2, 'Edited section “Early Life”', 'a'],
  [1, 1, 'Added section “Early Life”', 'a'],
]);
const old: WikiVersionView = {
  ...makeWiki({ title: 'Isolde', sections: [{ _id: 's1', title: 'Early Life', content: 'Born by the sea.', revision: 2 }] }),
  revision: 2,
  at: at(2),
};

describe('wiki history panel', () => {
  const api = mockApiPerTest();

  const openHistory = async () => {
    api().on('POST me', meAnswer(author));
    api().on('GET creation/wiki/k1', wikiAnswer(wiki));
    api().on('GET history/wiki/k1?page=1', { status: 200, body: page });
    api().on('GET history/wiki/k1/at/2', { status: 200, body: { wiki: old } });
    renderRoute('/wiki/k1', { token: 't' });
    fireEvent.click(await screen.findByRole('button', { name: 'History' }, { timeout: 5000 }));
    return screen.findByRole('dialog', { name: 'History' }, { timeout: 5000 });
  };

  it('lists the changes by session and shows a version as the reader sees it', async () => {
    const panel = await openHistory();
    const changes = within(panel).getByRole('navigation', { name: 'Changes' });
    await within(changes).findByText('Added section “Early Life”');
    fireEvent.click(within(changes).getAllByRole('button', { name: /Edited section/ })[1]);
    expect(await within(panel).findByText('Born by the sea.')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { level: 1, name: 'Isolde' })).toBeInTheDocument();
    expect(within(panel).getByText('Age')).toBeInTheDocument();
    expect(within(panel).queryByRole('textbox')).not.toBeInTheDocument();
    // The pictures as the version had them: its upload large, both as thumbnails.
    expect(within(panel).getByRole('img', { name: 'Isolde, image 2' })).toHaveAttribute('src', '/media/wikis/u1/m2.png');
    expect(within(within(panel).getByRole('list', { name: 'Images' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(panel).queryByRole('button', { name: 'Upload Image' })).not.toBeInTheDocument();
  });

  it('compares a section with now, insertions and deletions marked', async () => {
    api().on('GET history/wiki/k1/at/2/diff?part=s1', {
      status: 200,
      body: {
        part: 's1',
        name: 'Early Life',
        runs: [
          { kind: 'unchanged', text: 'Born by the ' },
          { kind: 'removed', text: 'sea' },
          { kind: 'added', text: 'river' },
          { kind: 'unchanged', text: '.' },
        ],
      },
    });
    const panel = await openHistory();
    fireEvent.click((await within(panel).findAllByRole('button', { name: /Edited section/ }))[1]);
    fireEvent.click(await within(panel).findByRole('button', { name: 'Compare with now' }));
    expect((await within(panel).findByText('sea')).tagName).toBe('DEL');
    expect(within(panel).getByText('river').tagName).toBe('INS');
  });

  it('restores a version after a confirm, and the page shows the restored wiki', async () => {
    const restored = makeWiki({ title: 'Isolde', sections: old.sections });
    api().on('POST history/wiki/k1/restore', { status: 200, body: { message: 'Restored successfully.', wiki: restored } });
    const panel = await openHistory();
    fireEvent.click((await within(panel).findAllByRole('button', { name: /Edited section/ }))[1]);
    fireEvent.click(await within(panel).findByRole('button', { name: 'Restore this version' }));
    expect(within(screen.getByRole('alertdialog')).getByText(/The title, subtitle, header fields, sections and background go back/)).toBeInTheDocument();
    api().on('GET creation/wiki/k1', wikiAnswer(restored));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api().callsTo('POST history/wiki/k1/restore')).toHaveLength(1));
    expect(api().callsTo('POST history/wiki/k1/restore')[0].body).toEqual({ revision: 2 });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument());
    expect(await screen.findByDisplayValue('Isolde')).toBeInTheDocument();
  });

  it('a reader has no History button', async () => {
    api().on('POST me', meAnswer(makeUser({ _id: 'u9' })));
    api().on('GET creation/wiki/k1', wikiAnswer(makeWiki({ visibility: 'public' })));
    renderRoute('/wiki/k1', { token: 't' });
    await screen.findByRole('heading', { level: 1, name: 'Isolde Varn' }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'History' })).not.toBeInTheDocument();
  });
});
