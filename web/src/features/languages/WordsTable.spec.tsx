import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { mockApiPerTest } from '../../testing/perTest';
import { LISTENING_HINT } from './KeyListener';
import { makeLanguage, makeWord } from './testing/languagePageFixtures';
import { answerWith, bodiesOf, openLanguage } from './testing/languagePageTesting';

const fill = (fields: Record<string, string>) =>
  Object.entries(fields).forEach(([name, value]) =>
    fireEvent.change(screen.getByRole(name.endsWith('ype') ? 'combobox' : 'textbox', { name }), { target: { value } }),
  );
const wordsShown = () =>
  within(screen.getByRole('table', { name: 'Words' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[0]?.textContent);

describe('the Words table', () => {
  const api = mockApiPerTest();

  it("adds a word checked by the server's rules, then clears the form", async () => {
    const added = makeLanguage({ words: [...makeLanguage().words, makeWord({ _id: 'w3', word: 'kest', meaning: 'silent', type: 'adjective' })] });
    answerWith(api(), 'POST language/addStem', added);
    await openLanguage(api());

    fill({ 'New word': '   ' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Word' }));
    expect(within(screen.getByRole('region', { name: 'Words' })).getByRole('alert')).toHaveTextContent(m.wordBlank);
    expect(bodiesOf(api(), 'POST language/addStem')).toEqual([]);

    fill({ 'New word': ' kest ', 'New meaning': 'silent ', 'New type': 'adjective' });
    expect(within(screen.getByRole('region', { name: 'Words' })).queryByRole('alert')).not.toBeInTheDocument();
    // Typing in the form names no key, even while one listens.
    fireEvent.click(screen.getByRole('button', { name: 'Rename key "a"' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'New word' }), { key: ' ' });
    expect(screen.queryByText(m.spaceNotAllowed)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(LISTENING_HINT)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add Word' }));
    await waitFor(() => expect(wordsShown()).toEqual(['hol', 'ember', 'kest', '']));
    expect(bodiesOf(api(), 'POST language/addStem')).toEqual([{ languageID: 'l1', stem: { word: 'kest', meaning: 'silent', type: 'adjective' } }]);
    expect(screen.getByRole('textbox', { name: 'New word' })).toHaveValue('');
  });

  it('edits a word in place with its index, id and revision; Cancel sends nothing', async () => {
    answerWith(api(), 'PUT language/updateStem', makeLanguage({ words: [makeWord(), makeWord({ _id: 'w2', word: 'embers', type: 'noun', revision: 11 })] }));
    await openLanguage(api());
    fireEvent.click(screen.getByRole('button', { name: 'Edit word "hol"' }));
    expect(screen.getByRole('textbox', { name: 'Word' })).toHaveValue('hol');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('textbox', { name: 'Word' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Edit word "ember"' }));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveValue('verb');
    fill({ Word: 'embers', Type: 'noun' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Word' })).not.toBeInTheDocument());
    expect(wordsShown()).toEqual(['hol', 'embers', '']);
    expect(bodiesOf(api(), 'PUT language/updateStem')).toEqual([
      { languageID: 'l1', index: 1, stemID: 'w2', revision: 6, stem: { word: 'embers', meaning: 'to keep a fire', type: 'noun' } },
    ]);
  });

  it('asks for the changes since the revision its copy holds, and puts the words it is sent in their places', async () => {
    const copy = makeLanguage();
    api().on('POST language/addStem', {
      status: 201,
      body: {
        message: m.updated,
        changes: {
          revision: copy.revision + 1,
          language: { ...copy, words: [], revision: copy.revision + 1 },
          words: [{ after: 'w1', word: makeWord({ _id: 'w3', word: 'kest', meaning: 'silent', type: 'adjective', revision: copy.revision + 1 }) }],
          removedWordIDs: [],
        },
      },
    });
    await openLanguage(api());
    fill({ 'New word': 'kest', 'New meaning': 'silent', 'New type': 'adjective' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Word' }));
    await waitFor(() => expect(wordsShown()).toEqual(['hol', 'kest', 'ember', '']));
    expect(
      api()
        .callsTo('POST language/addStem')
        .map((call) => call.path),
    ).toEqual([`language/addStem?since=${copy.revision}`]);
  });

  it('deletes a word after the confirm', async () => {
    answerWith(api(), 'POST language/deleteStem', makeLanguage({ words: [makeWord({ _id: 'w2', word: 'ember' })] }));
    await openLanguage(api());
    fireEvent.click(screen.getByRole('button', { name: 'Delete word "hol"' }));
    const dialog = screen.getByRole('alertdialog', { name: m.deleteTitle('hol') });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(wordsShown()).toEqual(['ember', '']));
    expect(bodiesOf(api(), 'POST language/deleteStem')).toEqual([{ languageID: 'l1', index: 0, stemID: 'w1' }]);
  });

  it("shows the server's refusal of a word", async () => {
    api().on('POST language/addStem', { status: 400, body: { error: m.tooManyWords } });
    await openLanguage(api());
    fill({ 'New word': 'kest' });
    fireEvent.click(screen.getByRole('button', { name: 'Add Word' }));
    expect(await screen.findByText(m.tooManyWords)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'New word' })).toHaveValue('kest');
  });

  describe('of a lexicon of 2,000 words', () => {
    const lexicon = () => makeLanguage({ words: Array.from({ length: 2_000 }, (_, n) => makeWord({ _id: `w${n}`, word: `word${n}`, revision: 1 })) });
    // Each drawn row is 40 px tall, as a browser would lay it out (jsdom lays out nothing).
    beforeEach(() => {
      vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(40);
    });

    it('draws the rows near the view, telling a screen reader where each stands', async () => {
      await openLanguage(api(), lexicon(), null);
      const table = screen.getByRole('table', { name: 'Words' });
      expect(table).toHaveAttribute('aria-rowcount', '2001');
      const rows = within(table).getAllByRole('row');
      expect(rows.length).toBeLessThan(100);
      expect(rows.slice(0, 3).map((row) => row.getAttribute('aria-rowindex'))).toEqual(['1', '2', '3']);
      expect(wordsShown().slice(0, 2)).toEqual(['word0', 'word1']);
    });

    it('counts the add row, and keeps a row being edited', async () => {
      await openLanguage(api(), lexicon());
      const table = screen.getByRole('table', { name: 'Words' });
      expect(table).toHaveAttribute('aria-rowcount', '2002');
      expect(screen.getByRole('textbox', { name: 'New word' }).closest('tr')).toHaveAttribute('aria-rowindex', '2002');
      fireEvent.click(screen.getByRole('button', { name: 'Edit word "word3"' }));
      fill({ Word: 'word three' });
      expect(screen.getByRole('textbox', { name: 'Word' }).closest('tr')).toHaveAttribute('aria-rowindex', '5');

      // Scrolled some 900 rows on, the edited row keeps its draft.
      Object.defineProperty(window, 'scrollY', { configurable: true, value: 40_000 });
      onTestFinished(() => {
        Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
      });
      fireEvent.scroll(window);
      await waitFor(() => expect(screen.queryByRole('button', { name: 'Edit word "word4"' })).not.toBeInTheDocument());
      expect(wordsShown().filter((word) => Number(word?.slice(4)) > 800).length).toBeGreaterThan(10);
      expect(screen.getByRole('textbox', { name: 'Word' })).toHaveValue('word three');
    });
  });
});
