import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApiPerTest } from '../../../testing/perTest';
import { makeLanguage, makeWord } from '../testing/languagePageFixtures';
import { openLanguage } from '../testing/languagePageTesting';
import { at, historyPage } from '../../../testing/historyFixtures';

// The language page's History panel: the changes, a version read-only, Restore.
const page = historyPage([
  [6, 40, 'Added word “ember”', 'b'],
  [5, 2, 'Added word “mellon”', 'a'],
]);
const old = { ...makeLanguage({ title: 'Older Hollish', words: [makeWord({ _id: 'w9', word: 'mellon', meaning: 'friend' })], revision: 5 }), at: at(2) };

describe('language history panel', () => {
  const api = mockApiPerTest();

  const openHistory = async () => {
    api().on('GET history/language/l1?page=1', { status: 200, body: page });
    api().on('GET history/language/l1/at/5', { status: 200, body: { language: old } });
    await openLanguage(api());
    fireEvent.click(screen.getByRole('button', { name: 'History' }));
    return screen.findByRole('dialog', { name: 'History' }, { timeout: 5000 });
  };

  it('is offered to the author only', async () => {
    await openLanguage(api(), makeLanguage(), null);
    expect(screen.queryByRole('button', { name: 'History' })).not.toBeInTheDocument();
  });

  it('shows a version with the words table and key map, without the author tools', async () => {
    const panel = await openHistory();
    fireEvent.click(await within(panel).findByRole('button', { name: /Added word “mellon”/ }));
    expect(await within(panel).findByText(/“Older Hollish” as of/)).toBeInTheDocument();
    expect(within(panel).getByText('friend')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Add Key' })).not.toBeInTheDocument();
  });

  it('restores a version after a confirm', async () => {
    api().on('POST history/language/l1/restore', {
      status: 200,
      body: { message: 'Restored successfully.', language: makeLanguage({ title: 'Older Hollish' }) },
    });
    const panel = await openHistory();
    fireEvent.click(await within(panel).findByRole('button', { name: /Added word “mellon”/ }));
    fireEvent.click(await within(panel).findByRole('button', { name: 'Restore this version' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Restore' }));
    await waitFor(() => expect(api().callsTo('POST history/language/l1/restore')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'History' })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Older Hollish' })).toBeInTheDocument();
  });
});
