import type { WordInput } from '@lorewright/domain/languages/language.commands';
import type { LanguageView } from '@lorewright/domain/languages/languageView';
import { pngImage } from '../../../media/testing/testImages';
import { openMapsApp } from '../../maps/testing/mapsTesting';

export type LanguageAnswer = { message: string; language: LanguageView };
type SentKeyMap = Record<string, { _id: string; order: number; rune: string | null; revision?: number }>;

export const noun = (word: string, meaning = `meaning of ${word}`): WordInput => ({ word, meaning, type: 'noun' });

// The key map a language shows, as the client sends it back (each key with its revision).
export const keyMapOf = (language: LanguageView): SentKeyMap =>
  Object.fromEntries(Object.entries(language.keyMap).map(([key, { _id, order, rune, revision }]) => [key, { _id, order, rune, revision }]));

// Shared by the language specs: the maps app's steps (people, worlds, uploads, the library) plus
// the steps that pay for, make, read and edit languages. Registered users have no 'languages'
// permission here (the promotion ended before the test clock).
export const openLanguagesApp = async () => {
  const t = await openMapsApp();
  const grant = (userId: string, until?: Date) => t.grant(userId, until, 'languages');
  const revoke = (userId: string) => t.revoke(userId, 'languages');

  // A signed-in author holding the permission, with a world of their own.
  const languageAuthor = async (who = 'linguist') => {
    const person = await t.person(who);
    await grant(person.id);
    return { ...person, worldID: (await t.createWorld(person.token))._id };
  };

  const later = <T>(request: () => T) => {
    t.clock.advance(1000);
    return request();
  };
  const createLanguage = (token: string | undefined, payload: object) =>
    later(() => t.call('POST', 'language/new', { token, payload: { title: 'Old Hollish', ...payload } }));
  const getLanguage = (token: string | undefined, languageId: string) => t.ok<LanguageView>(t.call('GET', `language/${languageId}`, { token }));
  const newLanguage = async (token: string, worldID: string, payload: object = {}) => {
    const { id } = await t.ok<{ id: string }>(createLanguage(token, { worldID, ...payload }), 201);
    return getLanguage(token, id);
  };
  const myLanguages = (token: string | undefined, worldID: string) => t.call('GET', `myLanguages?worldID=${encodeURIComponent(worldID)}`, { token });

  const putKeyMap = (token: string | undefined, payload: object, revision?: number) =>
    later(() => t.call('PUT', 'language/updateKeyMap', { token, payload: { ...payload, ...(revision === undefined ? {} : { revision }) } }));
  const updateKeyMap = (token: string | undefined, languageID: string, keyMap: SentKeyMap, revision?: number) =>
    putKeyMap(token, { languageID, keyMap }, revision);
  // A change of the key map: only the keys in keyMap (added or changed) and the ids removed.
  const changeKeyMap = (token: string | undefined, languageID: string, keyMap: SentKeyMap, removedKeyIDs: unknown, revision?: number) =>
    putKeyMap(token, { languageID, keyMap, removedKeyIDs }, revision);
  const updateStems = (token: string | undefined, languageID: string, stems: object[], revision?: number) =>
    later(() =>
      t.call('PUT', `language/${languageID}/updateStems/`, { token, payload: { languageID, stems, ...(revision === undefined ? {} : { revision }) } }),
    );
  const addStem = (token: string | undefined, languageID: string, stem: object, index?: number) =>
    later(() => t.call('POST', 'language/addStem', { token, payload: { languageID, stem, ...(index === undefined ? {} : { index }) } }));
  const updateStem = (token: string | undefined, payload: object) => later(() => t.call('PUT', 'language/updateStem', { token, payload }));
  const deleteStem = (token: string | undefined, payload: object) => later(() => t.call('POST', 'language/deleteStem', { token, payload }));
  const deleteRune = (token: string | undefined, languageID: string, rune: string) =>
    t.call('POST', 'language/deleteRune', { token, payload: { languageID, rune } });
  const uploadRune = (token: string | undefined, languageID: string, bytes: Uint8Array = pngImage(), fileField = 'rune') =>
    t.send('language/uploadRune', token, { languageID, [fileField]: t.picture(bytes, 'rune.png') });

  const answered = async (response: ReturnType<typeof t.call>, status = 200) => (await t.ok<LanguageAnswer>(response, status)).language;
  // A language with runes r0, r1 (file names as uploaded) and keys 'a' → r0 and 'th' → r1.
  const furnished = async (token: string, worldID: string) => {
    const language = await newLanguage(token, worldID);
    const runes: string[] = [];
    for (let i = 0; i < 2; i++) runes.push((await t.ok<LanguageAnswer & { rune: string }>(uploadRune(token, language._id, pngImage(i)), 201)).rune);
    const keyMap = { a: { _id: 'ka', order: 0, rune: runes[0] }, th: { _id: 'kth', order: 1, rune: runes[1] } };
    return { runes, language: await answered(updateKeyMap(token, language._id, keyMap, language.revision)) };
  };

  const setLanguageVisibility = (token: string, worldId: string, languageId: string, visibility: 'public' | 'private') =>
    t.ok<{ message: string }>(
      t.call('POST', 'updateElementVisibility', { token, payload: { element: 'language', elementID: languageId, worldID: worldId, visibility } }),
    );

  return {
    ...t,
    grant,
    revoke,
    languageAuthor,
    createLanguage,
    getLanguage,
    newLanguage,
    myLanguages,
    updateKeyMap,
    changeKeyMap,
    updateStems,
    addStem,
    updateStem,
    deleteStem,
    deleteRune,
    uploadRune,
    answered,
    furnished,
    setLanguageVisibility,
  };
};

export type LanguagesApp = Awaited<ReturnType<typeof openLanguagesApp>>;
