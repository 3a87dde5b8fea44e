import { DEMO_LANGUAGE } from '@lorewright/domain/languages/demoLanguage';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeUser, meAnswer } from '../../testing/mockApi';
import { mockApiPerTest } from '../../testing/perTest';
import { LANGUAGE_FETCH_FAILED } from './LanguageFetchFailed';
import { makeLanguage } from './testing/languagePageFixtures';
import { author, openLanguage, renderLanguagePage } from './testing/languagePageTesting';

const runesShown = () =>
  within(screen.getByTestId('rune-text'))
    .queryAllByRole('img')
    .map((rune) => rune.getAttribute('alt'));
const keysShown = () =>
  within(screen.getByRole('table', { name: 'Key Mapping' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('/language/{id}', () => {
  const api = mockApiPerTest();

  it('shows the demo language without a fetch, its typed text in runes, read-only even for a signed-in user', async () => {
    api().on('POST me', meAnswer(author));
    renderLanguagePage('example', 't');
    expect(await screen.findByRole('heading', { name: DEMO_LANGUAGE.title })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('textbox', { name: `Text in ${DEMO_LANGUAGE.title}` }), { target: { value: 'ab c' } });
    await waitFor(() => expect(runesShown()).toEqual(['a', 'b', 'c']));
    expect(screen.queryByRole('button', { name: 'Add Key' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rename key "a"' })).not.toBeInTheDocument();
    expect(api().calls.filter((call) => call.path.startsWith('language/'))).toEqual([]);
  });

  it('matches the longest key first, shows light runes on the dark theme, and dark ones on paper on request', async () => {
    await openLanguage(api(), makeLanguage(), null);
    fireEvent.change(screen.getByRole('textbox', { name: 'Text in Old Hollish' }), { target: { value: 'that' } });
    await waitFor(() => expect(runesShown()).toEqual(['th', 'a']));
    const invert = screen.getByRole('checkbox', { name: 'Invert Colors' });
    // Not a light box on the dark theme: the runes are inverted (light) from the start.
    expect(invert).toBeChecked();
    expect(screen.getByTestId('rune-text').className).toMatch(/inverted/);
    fireEvent.click(invert);
    expect(invert).not.toBeChecked();
    expect(screen.getByTestId('rune-text').className).not.toMatch(/inverted/);
  });

  it('shows a reader the keys and words read-only, and lets them write', async () => {
    await openLanguage(api(), makeLanguage(), null);
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual(['Word', 'Meaning', 'Type', 'Rune', 'Key']);
    expect(keysShown()).toEqual(['a', 'b', 'th']);
    expect(
      within(screen.getByRole('table', { name: 'Words' }))
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['holrivernoun', 'emberto keep a fireverb']);
    for (const name of ['Add Key', 'Rename key "a"', 'Choose rune for "a"', 'Delete key "a"', 'Edit word "hol"', 'Delete word "hol"', 'Add Word'])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    // Key presses name nothing for a reader.
    fireEvent.keyDown(window, { key: 'x' });
    expect(screen.queryByText(m.backspaceNotAllowed)).not.toBeInTheDocument();
  });

  it('treats a signed-in user who is not the author as a reader', async () => {
    api().on('POST me', meAnswer(makeUser({ _id: 'u2' })));
    api().on('GET language/l1', { status: 200, body: makeLanguage() });
    renderLanguagePage('l1', 't');
    expect(await screen.findByRole('heading', { name: 'Old Hollish' })).toBeInTheDocument();
    await waitFor(() => expect(api().callsTo('POST me')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Add Key' })).not.toBeInTheDocument();
  });

  it('goes back to /creation when the language was just made on /new-language', async () => {
    api().on('GET language/l1', { status: 200, body: makeLanguage() });
    renderLanguagePage('l1', null, { fromNewLanguage: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(await screen.findByText('Creation')).toBeInTheDocument();
  });

  it.each([
    [404, m.notFound],
    [403, m.isPrivate],
  ])("says the language could not be fetched (%i), with the server's reason and no retry", async (status, error) => {
    api().on('GET language/gone', { status, body: { error } });
    renderLanguagePage('gone', null);
    expect(await screen.findByRole('heading', { name: LANGUAGE_FETCH_FAILED })).toBeInTheDocument();
    expect(screen.getByText(error)).toBeInTheDocument();
    expect(screen.getByText(`Error Code ${status}`)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });
});
