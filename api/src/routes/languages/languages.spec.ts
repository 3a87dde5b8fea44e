import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_LANGUAGE, DEMO_LANGUAGE_LIST } from '@lorewright/domain/languages/demoLanguage';
import type { LanguageListItem } from '@lorewright/domain/languages/languageView';
import { languageMessages as m } from '@lorewright/domain/languages/languageMessages';
import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/demoWorldId';
import { pngImage } from '../../media/testing/testImages';
import { keyMapOf, noun, openLanguagesApp, type LanguageAnswer, type LanguagesApp } from './testing/languagesTesting';

// The happy paths of every language route, and what they leave in the media library.
let t: LanguagesApp;
beforeAll(async () => {
  t = await openLanguagesApp();
});
afterAll(() => t.close());

const statusOf = async (token: string, name: string | undefined) => (await t.library(token)).media.find((item) => item.name === name)?.status;

describe('languages', () => {
  it('a new language is private and empty, listed in its world', async () => {
    const author = await t.languageAuthor();
    const res = await t.createLanguage(author.token, { worldID: author.worldID, title: '  Old Hollish ' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), message: m.created });
    const language = await t.getLanguage(author.token, res.json<{ id: string }>().id);
    expect(language).toMatchObject({
      title: 'Old Hollish',
      visibility: 'private',
      worldID: author.worldID,
      authorID: author.id,
      keyMap: {},
      runeImages: [],
      words: [],
    });
    const { languages } = await t.ok<{ languages: LanguageListItem[] }>(t.myLanguages(author.token, author.worldID));
    expect(languages).toEqual([expect.objectContaining({ _id: language._id, num_keys: 0, num_words: 0 })]);
    expect(languages[0]).not.toHaveProperty('keyMap');
    expect(await t.stack.queries.worlds.worldById(author.worldID)).toMatchObject({
      num_languages: 1,
      languages: [{ _id: language._id, title: 'Old Hollish' }],
    });
  });

  it('runes are uploaded into the picker, active only once a key maps them; a reload shows the mapping', async () => {
    const author = await t.languageAuthor();
    const language = await t.newLanguage(author.token, author.worldID);
    const res = await t.uploadRune(author.token, language._id);
    expect(res.statusCode, res.body).toBe(201);
    const { rune, language: withRune } = res.json<LanguageAnswer & { rune: string }>();
    expect(withRune.runeImages).toEqual([rune]);
    expect(await statusOf(author.token, rune)).toBe('inactive');
    const mapped = await t.answered(t.updateKeyMap(author.token, language._id, { th: { _id: 'k1', order: 0, rune } }, withRune.revision));
    expect(mapped.keyMap).toEqual({ th: { _id: 'k1', order: 0, rune, revision: expect.any(Number) } });
    expect(await statusOf(author.token, rune)).toBe('active');
    expect((await t.getLanguage(author.token, language._id)).keyMap).toEqual(mapped.keyMap);
    const file = await t.app.inject({ method: 'GET', url: `/media/runes/${author.id}/${rune}` });
    expect(file.statusCode).toBe(200);
  });

  it('a key renamed keeps its id, rune and order; a rune cleared or a key deleted gives the picture back', async () => {
    const author = await t.languageAuthor();
    const { runes, language } = await t.furnished(author.token, author.worldID);
    const keys = keyMapOf(language);
    const renamed = await t.answered(t.updateKeyMap(author.token, language._id, { b: keys.a, th: keys.th }, language.revision));
    expect(renamed.keyMap.b).toMatchObject({ _id: 'ka', order: 0, rune: runes[0] });
    const cleared = await t.answered(t.updateKeyMap(author.token, language._id, { b: { ...keyMapOf(renamed).b, rune: null } }, renamed.revision));
    expect(Object.keys(cleared.keyMap)).toEqual(['b']);
    expect(await statusOf(author.token, runes[0])).toBe('inactive');
    expect(await statusOf(author.token, runes[1])).toBe('inactive');
    const added = await t.answered(
      t.updateKeyMap(author.token, language._id, { ...keyMapOf(cleared), 'new key': { _id: 'k-new', order: 1, rune: null } }, cleared.revision),
    );
    expect(added.keyMap['new key']).toMatchObject({ _id: 'k-new', order: 1, rune: null });
  });

  it('an unmapped rune leaves the picker; a mapped one stays; one deleted in the library leaves it and cannot be mapped', async () => {
    const author = await t.languageAuthor();
    const { runes, language } = await t.furnished(author.token, author.worldID);
    await t.expectRefused(() => t.deleteRune(author.token, language._id, runes[0]), 409, m.runeMapped('a'));
    const upload = async (i: number) => (await t.ok<{ rune: string }>(t.uploadRune(author.token, language._id, pngImage(0, [i, 0, 0, 255])), 201)).rune;
    const third = await upload(3);
    const removed = await t.answered(t.deleteRune(author.token, language._id, third));
    expect(removed.runeImages).toEqual(runes);
    const fourth = await upload(4);
    const item = (await t.library(author.token)).media.find((media) => media.name === fourth)!;
    expect((await t.call('DELETE', `user/media/${item._id}`, { token: author.token })).statusCode).toBe(200);
    const now = await t.getLanguage(author.token, language._id);
    expect(now.runeImages).toEqual(runes);
    // The good rune's slot, filled first, is given back when the deleted one's cannot be.
    const fifth = await upload(5);
    const keys = { ...keyMapOf(now), d: { _id: 'kd', order: 3, rune: fifth }, c: { _id: 'kc', order: 2, rune: fourth } };
    const res = await t.updateKeyMap(author.token, language._id, keys, now.revision);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error: m.chooseRune } });
    expect((await t.getLanguage(author.token, language._id)).keyMap).toEqual(now.keyMap);
    expect(await statusOf(author.token, fifth)).toBe('inactive');
  });

  it('words are added, edited, moved and deleted; each answer is the language as it is now', async () => {
    const author = await t.languageAuthor();
    const language = await t.newLanguage(author.token, author.worldID);
    await t.answered(t.addStem(author.token, language._id, noun('hol')), 201);
    await t.answered(t.addStem(author.token, language._id, { stem: 'mere', meaning: 'a lake', type: 'noun' }), 201);
    const three = await t.answered(t.addStem(author.token, language._id, { ...noun('ember'), type: 'verb' }, 0), 201);
    expect(three.words.map((w) => w.word)).toEqual(['ember', 'hol', 'mere']);
    const [ember] = three.words;
    const edited = await t.answered(
      t.updateStem(author.token, {
        languageID: language._id,
        index: 0,
        stemID: ember._id,
        stem: { ...noun('emberr'), type: 'verb' },
        revision: ember.revision,
      }),
      201,
    );
    expect(edited.words[0]).toMatchObject({ _id: ember._id, word: 'emberr', type: 'verb' });
    const deleted = await t.answered(t.deleteStem(author.token, { languageID: language._id, index: 1, stemID: edited.words[1]._id }), 201);
    expect(deleted.words.map((w) => w.word)).toEqual(['emberr', 'mere']);
    const listed = await t.answered(
      t.updateStems(author.token, language._id, [...deleted.words].reverse().concat([{ ...noun('kest'), type: 'adjective' } as never]), deleted.revision),
    );
    expect(listed.words.map((w) => [w.word, w.type])).toEqual([
      ['mere', 'noun'],
      ['emberr', 'verb'],
      ['kest', 'adjective'],
    ]);
    expect(listed.words[2]._id).toMatch(/^[A-Za-z0-9_-]+$/);
    expect((await t.getLanguage(author.token, language._id)).words).toEqual(listed.words);
    expect((await t.ok<{ languages: LanguageListItem[] }>(t.myLanguages(author.token, author.worldID))).languages[0]).toMatchObject({ num_words: 3 });
  });

  it('a rename answers 201; the same title again is no change', async () => {
    const author = await t.languageAuthor();
    const language = await t.newLanguage(author.token, author.worldID);
    const rename = (title: string) =>
      t.call('PUT', 'language/rename', { token: author.token, payload: { languageID: language._id, worldID: author.worldID, title } });
    expect((await rename('New Hollish')).statusCode).toBe(201);
    expect(await t.getLanguage(author.token, language._id)).toMatchObject({ title: 'New Hollish' });
    const before = await t.stack.eventStore.headPosition();
    expect((await rename('New Hollish')).statusCode).toBe(201);
    expect((await t.stack.eventStore.readAll({ fromPosition: before })).filter((e) => e.type === 'LanguageRenamed')).toEqual([]);
  });

  it('visibility, links and the element search treat languages as elements', async () => {
    const author = await t.languageAuthor();
    const language = await t.newLanguage(author.token, author.worldID, { title: 'Saltspeech' });
    expect(await t.setLanguageVisibility(author.token, author.worldID, language._id, 'public')).toEqual({ message: 'Made "Saltspeech" public.' });
    expect(await t.getLanguage(author.token, language._id)).toMatchObject({ visibility: 'public' });
    expect(await t.stack.queries.worlds.worldById(author.worldID)).toMatchObject({ languages: [{ _id: language._id, visibility: 'public' }] });
    const link = await t.call('GET', `link/language/${language._id}`, { token: author.token });
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({ title: 'Saltspeech' });
  });

  it('a deleted language leaves its world, and the runes its keys showed go back to the library', async () => {
    const author = await t.languageAuthor();
    const { runes, language } = await t.furnished(author.token, author.worldID);
    expect(await statusOf(author.token, runes[0])).toBe('active');
    const res = await t.call('POST', 'language/delete', { token: author.token, payload: { languageID: language._id, worldID: author.worldID } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: m.deleted });
    expect((await t.call('GET', `language/${language._id}`, { token: author.token })).statusCode).toBe(404);
    expect(await statusOf(author.token, runes[0])).toBe('inactive');
    expect(await statusOf(author.token, runes[1])).toBe('inactive');
    expect(await t.stack.queries.worlds.worldById(author.worldID)).toMatchObject({ num_languages: 0 });
  });

  it('the demo language and its list are served as the client bundles them', async () => {
    expect(await t.getLanguage(undefined, DEMO_LANGUAGE._id)).toEqual(DEMO_LANGUAGE);
    expect(await t.ok(t.myLanguages(undefined, DEMO_WORLD_ID))).toEqual({ languages: DEMO_LANGUAGE_LIST });
  });
});
