import { DEMO_LANGUAGE, DEMO_LANGUAGE_ID, DEMO_LANGUAGE_LIST } from '@lorewright/domain/languages/demoLanguage';
import type { WordInput } from '@lorewright/domain/languages/language.commands';
import type { LanguageKey, LanguageListItem, LanguageView } from '@lorewright/domain/languages/languageView';
import type { LanguageChanges as LanguageChangesAnswer } from '@lorewright/domain/languages/languageChanges';
import type { QueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload, unwrap } from '../../lib/apiClient';
import { elementApi, paidElementReads } from '../elements/api';

// Languages are server state (product.md §7). The languages menu reads a world's list, the
// language page one language; the demo language is bundled and never fetched (product.md §2).

export const languageApi = elementApi('language', 'languageID', 'languages');
export const languageKeys = languageApi.keys;

// GET myLanguages?worldID=: the world's languages without their keys and words, oldest first.
// GET language/{id}: the language (key map, rune images, words); the demo one without a fetch.
export const {
  useList: useLanguages,
  fetchOne: fetchLanguage,
  useOne: useLanguage,
} = paidElementReads<LanguageListItem, LanguageView>(
  languageApi,
  { id: DEMO_LANGUAGE_ID, view: DEMO_LANGUAGE, list: DEMO_LANGUAGE_LIST },
  async (worldID) => unwrap(await apiRequest<{ languages: LanguageListItem[] }>('GET', `myLanguages?worldID=${encodeURIComponent(worldID)}`)).languages,
);

/** Puts a language the server answered with into the cache (every part call answers with it). */
export const storeLanguage = (queryClient: QueryClient, language: LanguageView) => queryClient.setQueryData(languageKeys.one(language._id), language);

/** Re-reads one language into the cache. */
export const refetchLanguage = languageApi.refetch;
export const refreshLanguageList = languageApi.refreshList;

/** POST language/new {title, worldID}: 201 with the id. */
export const useCreateLanguage = () =>
  languageApi.useCreate((input: { worldID: string; title: string }) => apiRequest<{ id: string; message: string }>('POST', 'language/new', input));

// Every part call answers with the language as it now is (read after the write), so the page
// never shows its own change missing. Whole-list calls send the revision the list was read at:
// a key or word added elsewhere since is not deleted by a list that never saw it (409).
export type LanguageAnswer = { message: string; language: LanguageView; changes?: undefined };
// A part call asked with the revision the copy holds may answer only what changed since.
export type LanguagePartAnswer = LanguageAnswer | { message: string; changes: LanguageChangesAnswer; language?: undefined };

// `?since=` the revision the page's copy holds: the part calls then answer what changed after
// it, not the whole language with its lexicon.
const since = (revision: number) => `?since=${revision}`;

// The key map as the product's keyMap: keyed by key string, each entry with _id, order and rune.
export type SentKeyMap = Record<string, Pick<LanguageKey, '_id' | 'order' | 'rune'> & { revision?: number }>;

// A change of the key map (as map points are saved): keyMap holds only the entries added or
// changed, removedKeyIDs the ids of the keys deleted; the server keeps every key not named.
export interface KeyMapChange {
  keyMap: SentKeyMap;
  removedKeyIDs: string[];
}

/** PUT language/updateKeyMap {languageID, keyMap, removedKeyIDs, revision}. */
export const updateKeyMap = (languageID: string, change: KeyMapChange, revision: number) =>
  apiRequest<LanguagePartAnswer>('PUT', `language/updateKeyMap${since(revision)}`, { languageID, ...change, revision });

/** POST language/uploadRune (multipart: languageID, then the file field `rune`): 201 with the rune's file name. */
export function uploadRune(languageID: string, file: File) {
  const form = new FormData();
  form.append('languageID', languageID);
  form.append('rune', file);
  return apiUpload<LanguageAnswer & { rune: string }>('language/uploadRune', form);
}

/** POST language/deleteRune {languageID, rune}: takes an unmapped rune out of the picker. */
export const deleteRune = (languageID: string, rune: string) => apiRequest<LanguageAnswer>('POST', 'language/deleteRune', { languageID, rune });

/** PUT language/{id}/updateStems/: the whole lexicon in order (words without _id are new). */
export const updateStems = (languageID: string, stems: Array<WordInput & { _id?: string; revision?: number }>, revision: number) =>
  apiRequest<LanguagePartAnswer>('PUT', `language/${encodeURIComponent(languageID)}/updateStems/${since(revision)}`, { languageID, stems, revision });

/** POST language/addStem {languageID, stem, index?} (201): the word gets its id on the server. `held`: the copy's revision. */
export const addStem = (languageID: string, stem: WordInput, held: number, index?: number) =>
  apiRequest<LanguagePartAnswer>('POST', `language/addStem${since(held)}`, { languageID, stem, ...(index === undefined ? {} : { index }) });

/** PUT language/updateStem {languageID, index, stem, stemID, revision} (201); `revision` is the word's, `held` the copy's. */
export const updateStem = (languageID: string, index: number, stem: WordInput, stemID: string, revision: number, held: number) =>
  apiRequest<LanguagePartAnswer>('PUT', `language/updateStem${since(held)}`, { languageID, index, stem, stemID, revision });

/** POST language/deleteStem {languageID, index, stemID} (201). `held`: the copy's revision. */
export const deleteStem = (languageID: string, index: number, stemID: string, held: number) =>
  apiRequest<LanguagePartAnswer>('POST', `language/deleteStem${since(held)}`, { languageID, index, stemID });
