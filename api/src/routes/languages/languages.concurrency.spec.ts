import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { pngImage } from '../../media/testing/testImages';
import { keyMapOf, noun, openLanguagesApp, type LanguagesApp } from './testing/languagesTesting';

// Two tabs on one language: changes to different keys or words made from the same page both land
// (each key map is diffed into one event per change, with the revision the tab saw); a change to
// a key changed since the tab loaded it is refused (409) and stores nothing; runes mapped in
// parallel each hold their own media item.

let t: LanguagesApp;
let token: string;
let page: LanguageView;
let runes: string[];
beforeAll(async () => {
  t = await openLanguagesApp();
  const ann = await t.languageAuthor('ann');
  token = ann.token;
  ({ language: page, runes } = await t.furnished(token, ann.worldID));
  for (let i = 0; i < 2; i++) runes.push((await t.ok<{ rune: string }>(t.uploadRune(token, page._id, pngImage(0, [i, 50, 50, 255])), 201)).rune);
  page = await t.getLanguage(token, page._id);
});
afterAll(() => t.close());

// The tab's copy of the key map with one key changed.
const tabSends = (copy: LanguageView, key: string, change: object, rename = key) => {
  const { [key]: entry, ...rest } = keyMapOf(copy);
  return t.updateKeyMap(token, copy._id, { ...rest, [rename]: { ...entry, ...change } }, copy.revision);
};
const statusOf = async (name: string) => (await t.library(token)).media.find((item) => item.name === name)?.status;

describe('two tabs editing one language', () => {
  it('changes of different keys from the same copy both land, sent at once', async () => {
    const answers = await Promise.all([tabSends(page, 'a', {}, 'á'), tabSends(page, 'th', { order: 7 })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const now = await t.getLanguage(token, page._id);
    expect(Object.entries(now.keyMap).map(([key, { _id, order }]) => [key, _id, order])).toEqual([
      ['á', 'ka', 0],
      ['th', 'kth', 7],
    ]);
  });

  it('a stale change of the same key lands field by field: another field lands, the same field is a 409 and stores nothing', async () => {
    const start = await t.getLanguage(token, page._id);
    expect((await tabSends(start, 'th', { order: 3 })).statusCode).toBe(200);
    await t.expectRefused(() => tabSends(start, 'th', { order: 5 }), 409, m.keyConflict);
    expect((await t.getLanguage(token, page._id)).keyMap.th).toMatchObject({ order: 3, rune: runes[1] });
    expect((await tabSends(start, 'th', { rune: runes[2] })).statusCode).toBe(200);
    expect((await t.getLanguage(token, page._id)).keyMap.th).toMatchObject({ order: 3, rune: runes[2] });
    expect([await statusOf(runes[1]), await statusOf(runes[2])]).toEqual(['inactive', 'active']);
    expect((await tabSends(await t.getLanguage(token, page._id), 'th', { rune: runes[1] })).statusCode).toBe(200);
  });

  it('a key added in one tab is not deleted by the other', async () => {
    const start = await t.getLanguage(token, page._id);
    expect((await t.updateKeyMap(token, page._id, { ...keyMapOf(start), z: { _id: 'kz', order: 9, rune: null } }, start.revision)).statusCode).toBe(200);
    await t.expectRefused(() => tabSends(start, 'th', { order: 4 }), 409, m.keyConflict);
    expect(Object.keys((await t.getLanguage(token, page._id)).keyMap)).toContain('z');
  });

  it('runes mapped to different keys in parallel from one copy are all shown and all active', async () => {
    const before = await t.getLanguage(token, page._id);
    const keys = { ...keyMapOf(before), b: { _id: 'kb', order: 10, rune: null }, c: { _id: 'kc', order: 11, rune: null } };
    const start = await t.answered(t.updateKeyMap(token, page._id, keys, before.revision));
    expect(await statusOf(runes[2])).toBe('inactive');
    const answers = await Promise.all([tabSends(start, 'b', { rune: runes[2] }), tabSends(start, 'c', { rune: runes[3] })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const now = await t.getLanguage(token, page._id);
    expect([now.keyMap.b?.rune, now.keyMap.c?.rune]).toEqual([runes[2], runes[3]]);
    expect([await statusOf(runes[2]), await statusOf(runes[3])]).toEqual(['active', 'active']);
  });

  it('words added in parallel both land; a word deleted in one tab is not edited by the other', async () => {
    const answers = await Promise.all([t.addStem(token, page._id, noun('hol')), t.addStem(token, page._id, noun('mere'))]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201]);
    const start = await t.getLanguage(token, page._id);
    expect(start.words.map((w) => w.word).sort()).toEqual(['hol', 'mere']);
    const [first] = start.words;
    await t.answered(t.deleteStem(token, { languageID: page._id, index: 0, stemID: first._id }), 201);
    await t.expectRefused(
      () => t.updateStem(token, { languageID: page._id, index: 0, stemID: first._id, stem: noun('x'), revision: first.revision }),
      409,
      m.wordConflict,
    );
    expect((await t.getLanguage(token, page._id)).words).toHaveLength(1);
  });
});
