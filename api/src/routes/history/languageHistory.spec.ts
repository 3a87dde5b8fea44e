import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { languageRestoreMessages } from '@lorewright/commands/languages/languageRestore';
import { keyMapOf, noun, openLanguagesApp, type LanguagesApp } from '../languages/testing/languagesTesting';
import { historyCalls } from './testing/paidHistoryTesting';

// A language's history through the API: the change list, a version, Restore, bad input.

let t: LanguagesApp;
let author: Awaited<ReturnType<LanguagesApp['languageAuthor']>>;
let calls: ReturnType<typeof historyCalls>;
beforeAll(async () => {
  t = await openLanguagesApp();
  author = await t.languageAuthor('ann');
  calls = historyCalls(t, 'language', author.token);
});
afterAll(() => t.close());

const shape = (language: LanguageView) => ({
  title: language.title,
  keys: Object.entries(language.keyMap).map(([key, { order, rune }]) => [key, order, rune]),
  words: language.words.map((word) => word.word),
  runes: language.runeImages.length,
});

// A furnished language (two runes, keys a and th) with the words mellon and galad.
const withWords = async () => {
  const { language, runes } = await t.furnished(author.token, author.worldID);
  const worded = await t.answered(t.updateStems(author.token, language._id, [noun('mellon'), noun('galad')], language.revision));
  return { language: worded, runes };
};

describe('language history', () => {
  it('lists the changes newest first, naming keys and words', async () => {
    const { language } = await withWords();
    expect(await calls.summaries(language._id)).toEqual([
      'Added word “galad”',
      'Added word “mellon”',
      'Added key “th”',
      'Added key “a”',
      'Uploaded a rune',
      'Uploaded a rune',
      'Created language “Old Hollish”',
    ]);
  });

  it('shows the language as it was, key map and words in the shape the page reads', async () => {
    const { language, runes } = await withWords();
    const old = await calls.version<LanguageView>(language._id, 4);
    expect(shape(old)).toEqual({
      title: language.title,
      keys: [
        ['a', 0, runes[0]],
        ['th', 1, runes[1]],
      ],
      words: [],
      runes: 2,
    });
    expect(old).toMatchObject({ _id: language._id, revision: 4 });
  });

  it('restore brings back the title, keys and words, takes a rune uploaded since out of the picker, appends only', async () => {
    const { language } = await withWords();
    const then = shape(language);
    t.clock.advance(1000);
    await t.ok(
      t.call('PUT', 'language/rename', { token: author.token, payload: { languageID: language._id, worldID: author.worldID, title: 'Sindarin' } }),
      201,
    );
    const { a, th: _gone, ...rest } = keyMapOf(language);
    await t.answered(t.updateKeyMap(author.token, language._id, { ...rest, b: { ...a, order: 0 }, c: { _id: 'kc', order: 2, rune: null } }));
    const now = await t.getLanguage(author.token, language._id);
    await t.answered(t.updateStems(author.token, language._id, [{ ...now.words[1], word: 'galadh' }], now.revision));
    await t.ok(t.uploadRune(author.token, language._id), 201);

    const { message, current } = await calls.restore<LanguageView>(language._id, language.revision);
    expect(message).toBe(h.restored);
    expect(shape(current)).toEqual(then);
    expect(current.keyMap.a._id).toBe('ka');
    expect((await calls.restore<LanguageView>(language._id, language.revision)).message).toBe(h.alreadyCurrent);
  });

  it('a revision the language never had is not found; a language has no diff', async () => {
    const language = await t.newLanguage(author.token, author.worldID);
    const as = { token: author.token };
    await t.expectRefused(() => t.call('GET', `history/language/${language._id}/at/3`, as), 404, h.versionNotFound);
    await t.expectRefused(() => t.call('GET', `history/language/${language._id}/at/0/diff?part=a`, as), 404, h.partNotFound);
    await t.expectRefused(
      () => t.call('POST', `history/language/${language._id}/restore`, { ...as, payload: { revision: 3 } }),
      404,
      languageRestoreMessages.nothingThere,
    );
  });
});
