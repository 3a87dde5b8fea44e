import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  KEY_MAX_CHARACTERS,
  LANGUAGE_KEYS_MAX,
  LANGUAGE_TITLE_MAX,
  LANGUAGE_WORDS_MAX,
  MEANING_MAX,
  WORD_MAX,
} from '@lorewright/domain/languages/languageLimits';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { MEDIA_FILE_LIMIT_BYTES, mediaMessages } from '@lorewright/domain/media/mediaView';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { pngImage, textFile } from '../../media/testing/testImages';
import { keyMapOf, noun, openLanguagesApp, type LanguagesApp } from './testing/languagesTesting';
import { expectSameAfter } from '../../testing/expectSameAfter';

// Bad language payloads are refused with a 4xx and a readable {error}, and store nothing: the
// language, the world's list and the media library are as they were.

let t: LanguagesApp;
let token: string;
let worldID: string;
let language: LanguageView;
let runes: string[];
beforeAll(async () => {
  t = await openLanguagesApp();
  ({ token, worldID } = await t.languageAuthor('ann'));
  ({ language, runes } = await t.furnished(token, worldID));
  language = await t.answered(t.addStem(token, language._id, noun('hol')), 201);
});
afterAll(() => t.close());

// The language, the library and the world's languages after the calls are what they were before them.
const unchanged = (calls: () => Promise<void>) =>
  expectSameAfter(async () => [await t.getLanguage(token, language._id), await t.library(token), await t.ok(t.myLanguages(token, worldID))], calls);
// The furnished key map with `extra` keys added.
const keys = (extra: Record<string, object>) => () => t.updateKeyMap(token, language._id, { ...keyMapOf(language), ...extra } as never, language.revision);
const key = (_id: string, extra: object = {}) => ({ _id, order: 5, rune: null, ...extra });

describe('creating and renaming', () => {
  it('a blank or too long title, a missing or unknown world', () =>
    unchanged(async () => {
      await t.expectRefused(() => t.createLanguage(token, { worldID, title: ' \u200B ' }), 400, m.enterTitle);
      await t.expectRefused(() => t.createLanguage(token, { worldID, title: 'x'.repeat(LANGUAGE_TITLE_MAX + 1) }), 400, m.titleTooLong);
      await t.expectRefused(() => t.createLanguage(token, {}), 400, wm.chooseWorld);
      await t.expectRefused(() => t.createLanguage(token, { worldID: 'nope' }), 404, wm.notFound);
      const rename = (payload: object) => () => t.call('PUT', 'language/rename', { token, payload: { languageID: language._id, worldID, ...payload } });
      await t.expectRefused(rename({ title: '   ' }), 400, m.nameRequired);
      await t.expectRefused(rename({ title: 'New', languageID: 'nope' }), 404, m.notFound);
    }));
});

describe('the key map', () => {
  it('duplicate keys (also once in NFC), blank, whitespace, control or too long keys', () =>
    unchanged(async () => {
      await t.expectRefused(keys({ é: key('k1'), 'e\u0301': key('k2', { order: 6 }) }), 400, m.keyInUse('é'));
      await t.expectRefused(keys({ '': key('k1') }), 400, m.keyBlank);
      await t.expectRefused(keys({ ' ': key('k1') }), 400, m.spaceNotAllowed);
      await t.expectRefused(keys({ '\t ': key('k1') }), 400, m.spaceNotAllowed);
      await t.expectRefused(keys({ 'a b': key('k1') }), 400, m.spaceNotAllowed);
      await t.expectRefused(keys({ '\u0007': key('k1') }), 400, m.keyForbidden);
      await t.expectRefused(keys({ ['x'.repeat(KEY_MAX_CHARACTERS + 1)]: key('k1') }), 400, m.keyTooLong);
    }));

  it('bad ids, orders and runes, a reused id, too many keys, a missing or unknown language', () =>
    unchanged(async () => {
      await t.expectRefused(keys({ b: key('bad id!') }), 400, m.keyIdInvalid);
      await t.expectRefused(keys({ b: key('ka') }), 400, m.keyIdDuplicate);
      await t.expectRefused(keys({ b: key('k1', { order: -1 }) }), 400, m.orderInvalid);
      await t.expectRefused(keys({ b: key('k1', { order: 'first' }) }), 400, m.orderInvalid);
      await t.expectRefused(keys({ b: key('k1', { rune: 'not-uploaded.png' }) }), 400, m.chooseRune);
      await t.expectRefused(keys({ b: key('k1', { rune: '' }) }), 400, m.chooseRune);
      const many = Object.fromEntries(Array.from({ length: LANGUAGE_KEYS_MAX + 1 }, (_, i) => [`k${i}`, key(`id${i}`, { order: i })]));
      await t.expectRefused(() => t.updateKeyMap(token, language._id, many), 400, m.tooManyKeys);
      await t.expectRefused(() => t.updateKeyMap(token, language._id, keyMapOf(language), -1), 400, m.revisionInvalid);
      await t.expectRefused(() => t.call('PUT', 'language/updateKeyMap', { token, payload: { keyMap: {} } }), 400, m.chooseLanguage);
      await t.expectRefused(() => t.updateKeyMap(token, 'nope', {}), 404, m.notFound);
    }));

  it('a change (removedKeyIDs) that is no list of key ids, names a key twice over, or takes a string in use', () =>
    unchanged(async () => {
      const change = (keyMap: Record<string, object>, removedKeyIDs: unknown) => () =>
        t.changeKeyMap(token, language._id, keyMap as never, removedKeyIDs, language.revision);
      await t.expectRefused(change({}, 'ka'), 400, m.chooseRemovedKeys);
      await t.expectRefused(change({}, null), 400, m.chooseRemovedKeys);
      await t.expectRefused(change({}, ['bad id!']), 400, m.keyIdInvalid);
      await t.expectRefused(change({}, [42]), 400, m.keyIdInvalid);
      await t.expectRefused(
        change(
          {},
          Array.from({ length: LANGUAGE_KEYS_MAX + 1 }, (_, i) => `k${i}`),
        ),
        400,
        m.tooManyKeys,
      );
      await t.expectRefused(change({ b: key('ka') }, ['ka']), 400, m.keySentAndRemoved);
      await t.expectRefused(change({ a: key('k1') }, []), 400, m.keyInUse('a'));
      await t.expectRefused(change({ th: { ...keyMapOf(language).a } }, []), 400, m.keyInUse('th'));
      await t.expectRefused(change({ b: key('k1'), c: key('k1') }, []), 400, m.keyIdDuplicate);
      await t.expectRefused(change({ b: key('k1', { rune: 'not-uploaded.png' }) }, []), 400, m.chooseRune);
      await t.expectRefused(change({ 'a b': key('k1') }, []), 400, m.spaceNotAllowed);
      await t.expectRefused(() => t.changeKeyMap(token, 'nope', {}, []), 404, m.notFound);
    }));
});

describe('words', () => {
  const stem = (extra: object) => () => t.addStem(token, language._id, { ...noun('ath'), ...extra });
  it('unknown word types, blank or too long words and meanings, bad indexes', () =>
    unchanged(async () => {
      await t.expectRefused(stem({ type: 'pronoun' }), 400, m.unknownWordType);
      await t.expectRefused(stem({ type: undefined }), 400, m.unknownWordType);
      await t.expectRefused(stem({ word: ' ' }), 400, m.wordBlank);
      await t.expectRefused(stem({ word: 'x'.repeat(WORD_MAX + 1) }), 400, m.wordTooLong);
      await t.expectRefused(stem({ meaning: 'x'.repeat(MEANING_MAX + 1) }), 400, m.meaningTooLong);
      await t.expectRefused(() => t.addStem(token, language._id, noun('ath'), -1), 400, m.indexInvalid);
      await t.expectRefused(() => t.addStem(token, language._id, noun('ath'), 5), 400, m.indexInvalid);
    }));

  it('an edit or delete of a word that is not there, or not the one meant', () =>
    unchanged(async () => {
      const [word] = language.words;
      await t.expectRefused(() => t.updateStem(token, { languageID: language._id, index: 3, stem: noun('x') }), 404, m.chooseWord);
      await t.expectRefused(() => t.updateStem(token, { languageID: language._id, index: 0, stemID: 'other', stem: noun('x') }), 409, m.wordConflict);
      await t.expectRefused(
        () => t.updateStem(token, { languageID: language._id, index: 0, stemID: word._id, stem: { ...noun('x'), type: 'pronoun' } }),
        400,
        m.unknownWordType,
      );
      await t.expectRefused(() => t.deleteStem(token, { languageID: language._id, index: 3 }), 404, m.chooseWord);
      await t.expectRefused(() => t.deleteStem(token, { languageID: language._id, index: 0, stemID: 'other' }), 409, m.wordConflict);
      await t.expectRefused(() => t.deleteStem(token, { languageID: language._id, index: 'first' }), 400, m.indexInvalid);
    }));

  it('a word list with unknown types, bad or reused ids, or for another language', () =>
    unchanged(async () => {
      const [word] = language.words;
      await t.expectRefused(() => t.updateStems(token, language._id, [{ ...noun('x'), type: 'pronoun' }], language.revision), 400, m.unknownWordType);
      await t.expectRefused(() => t.updateStems(token, language._id, [{ ...noun('x'), _id: 'bad id!' }]), 400, m.wordIdInvalid);
      await t.expectRefused(() => t.updateStems(token, language._id, [word, { ...word, word: 'y' }]), 400, m.wordIdDuplicate);
      await t.expectRefused(() => t.updateStems(token, language._id, 'words' as never), 400, m.chooseWord);
      const other = { token, payload: { languageID: 'other', stems: [] } };
      await t.expectRefused(() => t.call('PUT', `language/${language._id}/updateStems/`, other), 400, m.chooseLanguage);
    }));

  it('more words than a lexicon holds, or a list over the 16 MB a whole-list call takes', () =>
    unchanged(async () => {
      const many = Array.from({ length: LANGUAGE_WORDS_MAX + 1 }, (_, i) => noun(`w${i}`));
      await t.expectRefused(() => t.updateStems(token, language._id, many), 400, m.tooManyWords);
      const long = many.slice(1).map((word, i) => ({ ...word, word: `w${i}${'x'.repeat(WORD_MAX - 8)}`, meaning: 'm'.repeat(MEANING_MAX) }));
      await t.expectRefused(() => t.updateStems(token, language._id, [...long, ...long.slice(0, 9_000)]), 413, 'The request is too large.');
    }));
});

describe('runes', () => {
  it('oversize or non-image runes, a missing file or language', () =>
    unchanged(async () => {
      await t.expectRefused(() => t.uploadRune(token, language._id, textFile()), 400, mediaMessages.notAnImage);
      await t.expectRefused(() => t.uploadRune(token, language._id, pngImage(MEDIA_FILE_LIMIT_BYTES + 1)), 413, mediaMessages.tooLarge);
      await t.expectRefused(() => t.send('language/uploadRune', token, { languageID: language._id }), 400, m.provideRune);
      await t.expectRefused(() => t.uploadRune(token, language._id, pngImage(), 'picture'), 400, m.provideRune);
      await t.expectRefused(() => t.send('language/uploadRune', token, { rune: t.picture() }), 400, m.chooseLanguage);
      await t.expectRefused(() => t.uploadRune(token, 'nope'), 404, m.notFound);
    }));

  it('a rune taken out while a key shows it, or one the language does not have', () =>
    unchanged(async () => {
      await t.expectRefused(() => t.deleteRune(token, language._id, runes[0]), 409, m.runeMapped('a'));
      await t.expectRefused(() => t.deleteRune(token, language._id, 'nope.png'), 404, m.chooseRune);
      await t.expectRefused(() => t.deleteRune(token, language._id, ''), 400, m.chooseRune);
    }));
});

describe('reads', () => {
  it('an unknown or overlong id', async () => {
    const unknown = await t.call('GET', 'language/nope', { token });
    expect({ status: unknown.statusCode, body: unknown.json() }).toEqual({ status: 404, body: { error: m.notFound } });
    const overlong = await t.call('GET', `language/${'x'.repeat(201)}`, { token });
    expect(overlong.statusCode).toBeGreaterThanOrEqual(400);
    expect(overlong.json()).toEqual({ error: m.notFound });
    const noWorld = await t.call('GET', 'myLanguages', { token });
    expect({ status: noWorld.statusCode, body: noWorld.json() }).toEqual({ status: 400, body: { error: wm.chooseWorld } });
  });
});
