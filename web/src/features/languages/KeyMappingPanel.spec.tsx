import { NEW_KEY } from '@lorewright/domain/languages/languageLimits';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApiPerTest } from '../../testing/perTest';
import { LISTENING_HINT } from './KeyListener';
import { makeKey, makeLanguage, sentFixtureKeyMap } from './testing/languagePageFixtures';
import { answerWith, bodiesOf, openLanguage } from './testing/languagePageTesting';

const UPDATE = 'PUT language/updateKeyMap';
const press = (...keys: string[]) => keys.forEach((key) => fireEvent.keyDown(window, { key }));
const confirm = () => screen.getByRole('button', { name: 'Confirm' });
const keysShown = () =>
  within(screen.getByRole('table', { name: 'Key Mapping' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => (row as HTMLTableRowElement).cells[1]?.textContent);

describe('the Key Mapping panel', () => {
  const api = mockApiPerTest();

  it('names a key from key presses, refusing Backspace on nothing, Space and a key in use', async () => {
    await openLanguage(api());
    fireEvent.click(screen.getByRole('button', { name: 'Rename key "a"' }));
    expect(screen.getByText(LISTENING_HINT)).toHaveAttribute('role', 'status');
    expect(confirm()).toBeDisabled();

    press('Backspace');
    expect(within(screen.getByRole('region', { name: 'Key Mapping' })).getByRole('alert')).toHaveTextContent(m.backspaceNotAllowed);
    press(' ');
    expect(within(screen.getByRole('region', { name: 'Key Mapping' })).getByRole('alert')).toHaveTextContent(m.spaceNotAllowed);
    press('t', 'h');
    expect(within(screen.getByRole('region', { name: 'Key Mapping' })).getByRole('alert')).toHaveTextContent(m.keyInUse('th'));
    expect(confirm()).toBeDisabled();
    press('Backspace', 'Shift', 'A');
    expect(screen.getByLabelText('Typed key')).toHaveTextContent('tA');
    expect(within(screen.getByRole('region', { name: 'Key Mapping' })).queryByRole('alert')).not.toBeInTheDocument();
    expect(confirm()).toBeEnabled();
  });

  it('sends only the renamed key, keeping its id, rune and order', async () => {
    const renamed = makeLanguage({ keyMap: { ...makeLanguage().keyMap, á: makeKey({ revision: 10 }) }, revision: 10 });
    delete renamed.keyMap.a;
    answerWith(api(), UPDATE, renamed);
    await openLanguage(api());
    fireEvent.click(screen.getByRole('button', { name: 'Rename key "a"' }));
    press('á');
    fireEvent.click(confirm());
    await waitFor(() => expect(bodiesOf(api(), UPDATE)).toHaveLength(1));
    const { a } = sentFixtureKeyMap();
    expect(bodiesOf(api(), UPDATE)[0]).toEqual({ languageID: 'l1', keyMap: { á: a }, removedKeyIDs: [], revision: 9 });
    expect(await screen.findByRole('button', { name: 'Rename key "á"' })).toBeInTheDocument();
    expect(screen.queryByText(LISTENING_HINT)).not.toBeInTheDocument();
  });

  it('discards a rename on Cancel or Escape, and ignores presses in the writing area', async () => {
    await openLanguage(api());
    fireEvent.click(screen.getByRole('button', { name: 'Rename key "b"' }));
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Text in Old Hollish' }), { key: 'q' });
    expect(screen.getByLabelText('Typed key')).toHaveTextContent('');
    press('z');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(LISTENING_HINT)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Rename key "b"' }));
    press('Escape');
    expect(screen.queryByText(LISTENING_HINT)).not.toBeInTheDocument();
    expect(keysShown()).toEqual(['a', 'b', 'th']);
    expect(bodiesOf(api(), UPDATE)).toEqual([]);
  });

  it("adds one 'new key' at the end with no rune, and only one at a time", async () => {
    const added = makeLanguage({ keyMap: { ...makeLanguage().keyMap, [NEW_KEY]: makeKey({ _id: 'kn', order: 3, rune: null, revision: 10 }) }, revision: 10 });
    answerWith(api(), UPDATE, added);
    await openLanguage(api());
    fireEvent.click(screen.getByRole('button', { name: 'Add Key' }));
    // The new key, at the end, waits for its name.
    expect(await screen.findByRole('group', { name: `New name for "${NEW_KEY}"` })).toBeInTheDocument();
    expect(keysShown()).toHaveLength(4);
    const [sent] = bodiesOf(api(), UPDATE) as Array<{ keyMap: Record<string, { _id: string }> }>;
    const newId = sent?.keyMap[NEW_KEY]?._id;
    expect(newId).toMatch(/^[0-9a-f]{24}$/);
    expect(sent).toEqual({ languageID: 'l1', keyMap: { [NEW_KEY]: { _id: newId, order: 3, rune: null } }, removedKeyIDs: [], revision: 9 });

    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(keysShown()).toEqual(['a', 'b', 'th', NEW_KEY]);
    fireEvent.click(screen.getByRole('button', { name: 'Add Key' }));
    expect(await screen.findByText(m.newKeyExists)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: `New name for "${NEW_KEY}"` })).toBeInTheDocument();
    expect(bodiesOf(api(), UPDATE)).toHaveLength(1);
  });

  it('deletes a key after the confirm', async () => {
    answerWith(api(), UPDATE);
    await openLanguage(api());
    fireEvent.click(screen.getByRole('button', { name: 'Delete key "b"' }));
    const dialog = screen.getByRole('alertdialog', { name: m.deleteKeyTitle('b') });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(bodiesOf(api(), UPDATE)).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Delete key "b"' }));
    fireEvent.click(within(screen.getByRole('alertdialog', { name: 'Delete "b"?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(bodiesOf(api(), UPDATE)).toEqual([{ languageID: 'l1', keyMap: {}, removedKeyIDs: ['kb'], revision: 9 }]));
  });

  it("sets a key's rune from the picker and closes it", async () => {
    answerWith(api(), UPDATE);
    await openLanguage(api());
    fireEvent.click(screen.getByRole('button', { name: 'Choose rune for "b"' }));
    const picker = screen.getByRole('region', { name: 'Choose a rune for "b"' });
    expect(within(picker).getByRole('button', { name: 'Use rune b.png' })).toHaveAttribute('aria-pressed', 'true');
    // Only the rune no key uses can be removed.
    expect(
      within(picker)
        .getAllByRole('button', { name: /^Remove rune/ })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Remove rune spare.png']);

    fireEvent.click(within(picker).getByRole('button', { name: 'Use rune spare.png' }));
    const keyMap = { b: { ...sentFixtureKeyMap().b, rune: 'spare.png' } };
    await waitFor(() => expect(bodiesOf(api(), UPDATE)).toEqual([{ languageID: 'l1', keyMap, removedKeyIDs: [], revision: 9 }]));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Choose a rune for "b"' })).not.toBeInTheDocument());
  });

  it('uploads a rune and removes an unused one, showing the answered runes', async () => {
    const uploaded = makeLanguage({ runeImages: [...makeLanguage().runeImages, 'new.png'] });
    api().on('POST language/uploadRune', { status: 201, body: { message: 'Uploaded.', rune: 'new.png', language: uploaded } });
    answerWith(api(), 'POST language/deleteRune', makeLanguage({ runeImages: ['a.png', 'b.png', 'th.png'] }));
    await openLanguage(api());
    fireEvent.click(screen.getByRole('button', { name: 'Choose rune for "a"' }));
    const file = new File(['<svg/>'], 'new.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload Rune'), { target: { files: [file] } });
    expect(await screen.findByRole('button', { name: 'Use rune new.png' })).toBeInTheDocument();
    expect(api().callsTo('POST language/uploadRune')).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove rune spare.png' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Use rune spare.png' })).not.toBeInTheDocument());
    expect(bodiesOf(api(), 'POST language/deleteRune')).toEqual([{ languageID: 'l1', rune: 'spare.png' }]);
  });

  it("shows a refused change's text, and a conflict until Reload", async () => {
    api().on(UPDATE, { status: 409, body: { error: m.keyConflict } });
    await openLanguage(api());
    fireEvent.click(screen.getByRole('button', { name: 'Delete key "a"' }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const reload = await screen.findByRole('button', { name: 'Reload' });
    expect(screen.getAllByText(m.keyConflict).length).toBeGreaterThan(0);

    api().on('GET language/l1', { status: 200, body: makeLanguage({ keyMap: { z: makeKey({ _id: 'kz' }) } }) });
    fireEvent.click(reload);
    await waitFor(() => expect(keysShown()).toEqual(['z']));
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    api().on(UPDATE, { status: 400, body: { error: m.tooManyKeys } });
    fireEvent.click(screen.getByRole('button', { name: 'Add Key' }));
    expect(await screen.findByText(m.tooManyKeys)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();
  });
});
