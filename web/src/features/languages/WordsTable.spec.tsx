import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApiPerTest } from '../../testing/perTest';
import { LISTENING_HINT } from './KeyListener';
import { makeLanguage, makeWord } from './languagePageFixtures';
import { answerWith, bodiesOf, openLanguage } from './languagePageTesting';

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
    expect(screen.getByRole('alert')).toHaveTextContent(m.wordBlank);
    expect(bodiesOf(api(), 'POST language/addStem')).toEqual([]);

    fill({ 'New word': ' kest ', 'New meaning': 'silent ', 'New type': 'adjective' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
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
});
