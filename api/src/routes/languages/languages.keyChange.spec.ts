import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_KEYS_MAX } from '@lorewright/domain/languages/languageLimits';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { keyMapOf, openLanguagesApp, type LanguagesApp } from './testing/languagesTesting';

// PUT language/updateKeyMap with removedKeyIDs: the client sends only what changed. Keys not
// named stay as stored, each change is stored as its own events, and a rune another key still
// shows stays active in the media library.

let t: LanguagesApp;
beforeAll(async () => {
  t = await openLanguagesApp();
});
afterAll(() => t.close());

const statusOf = async (token: string, name: string | undefined) => (await t.library(token)).media.find((item) => item.name === name)?.status;
// The language events a call stored, by type, and the language it answered with.
const storedBy = async (call: () => ReturnType<LanguagesApp['call']>) => {
  const head = await t.stack.eventStore.headPosition();
  const language = await t.answered(call());
  const stored = await t.stack.eventStore.readAll({ fromPosition: head });
  return { language, types: stored.map((event) => event.type).filter((type) => type.startsWith('LanguageKey')) };
};

describe('a change of the key map', () => {
  it('adds, renames and sets a rune one key at a time; the keys not sent stay', async () => {
    const author = await t.languageAuthor();
    const { runes, language } = await t.furnished(author.token, author.worldID);
    const added = await storedBy(() => t.changeKeyMap(author.token, language._id, { 'new key': { _id: 'kn', order: 2, rune: null } }, [], language.revision));
    expect(added.types).toEqual(['LanguageKeyAdded']);
    expect(Object.keys(added.language.keyMap)).toEqual(['a', 'th', 'new key']);
    const { 'new key': fresh } = keyMapOf(added.language);
    const renamed = await storedBy(() => t.changeKeyMap(author.token, language._id, { z: fresh }, [], added.language.revision));
    expect(renamed.types).toEqual(['LanguageKeyRenamed']);
    expect(renamed.language.keyMap.z).toMatchObject({ _id: 'kn', order: 2, rune: null });
    const mapped = await storedBy(() => t.changeKeyMap(author.token, language._id, { z: { ...keyMapOf(renamed.language).z, rune: runes[1] } }, []));
    expect(mapped.types).toEqual(['LanguageKeyRuneSet']);
    expect(Object.entries(mapped.language.keyMap).map(([key, entry]) => [key, entry._id, entry.rune])).toEqual([
      ['a', 'ka', runes[0]],
      ['th', 'kth', runes[1]],
      ['z', 'kn', runes[1]],
    ]);
    expect((await t.getLanguage(author.token, language._id)).keyMap).toEqual(mapped.language.keyMap);
  });

  it('deletes the keys named; a rune another key still shows stays active', async () => {
    const author = await t.languageAuthor();
    const { runes, language } = await t.furnished(author.token, author.worldID);
    const shared = await t.answered(t.changeKeyMap(author.token, language._id, { th: { ...keyMapOf(language).th, rune: runes[0] } }, [], language.revision));
    expect([await statusOf(author.token, runes[0]), await statusOf(author.token, runes[1])]).toEqual(['active', 'inactive']);
    const deleted = await storedBy(() => t.changeKeyMap(author.token, language._id, {}, ['ka'], shared.revision));
    expect(deleted.types).toEqual(['LanguageKeyDeleted']);
    expect(Object.keys(deleted.language.keyMap)).toEqual(['th']);
    expect(await statusOf(author.token, runes[0])).toBe('active');
    const none = await t.answered(t.changeKeyMap(author.token, language._id, {}, ['kth', 'ka', 'never-a-key'], deleted.language.revision));
    expect(none.keyMap).toEqual({});
    expect(await statusOf(author.token, runes[0])).toBe('inactive');
  });

  it('a stale key, or a removed key changed since the language was read, is a 409 and stores nothing', async () => {
    const author = await t.languageAuthor();
    const { language } = await t.furnished(author.token, author.worldID);
    const start = keyMapOf(language);
    await t.answered(t.changeKeyMap(author.token, language._id, { th: { ...start.th, order: 5 } }, [], language.revision));
    await t.expectRefused(() => t.changeKeyMap(author.token, language._id, { th: { ...start.th, order: 7 } }, [], language.revision), 409, m.keyConflict);
    await t.expectRefused(() => t.changeKeyMap(author.token, language._id, {}, ['kth'], language.revision), 409, m.keyConflict);
    const now = await t.getLanguage(author.token, language._id);
    expect(Object.entries(now.keyMap).map(([key, entry]) => [key, entry.order])).toEqual([
      ['a', 0],
      ['th', 5],
    ]);
  });

  it(`counts the merged map against the ${LANGUAGE_KEYS_MAX} keys a language holds`, async () => {
    const author = await t.languageAuthor();
    const language = await t.newLanguage(author.token, author.worldID);
    const full = Object.fromEntries(Array.from({ length: LANGUAGE_KEYS_MAX }, (_, i) => [`k${i}`, { _id: `id${i}`, order: i, rune: null }]));
    const filled = await t.answered(t.updateKeyMap(author.token, language._id, full, language.revision));
    const oneMore = { y: { _id: 'more', order: LANGUAGE_KEYS_MAX, rune: null } };
    await t.expectRefused(() => t.changeKeyMap(author.token, language._id, oneMore, ['not-there'], filled.revision), 400, m.tooManyKeys);
    const swapped = await t.answered(t.changeKeyMap(author.token, language._id, oneMore, ['id0'], filled.revision));
    expect(Object.keys(swapped.keyMap)).toHaveLength(LANGUAGE_KEYS_MAX);
    expect(swapped.keyMap.y).toMatchObject({ _id: 'more' });
  });
});
