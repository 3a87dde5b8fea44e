import { DEMO_LANGUAGE, DEMO_LANGUAGE_ID, DEMO_LANGUAGE_LIST } from '@lorewright/domain/languages/demoLanguage';
import type { WordInput } from '@lorewright/domain/languages/language.commands';
import type { LanguageKey, LanguageListItem, LanguageView } from '@lorewright/domain/languages/languageView';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import { DEMO_WORLD_ID } from '@lorewright/domain/worlds/worldView';
import type { LanguageChanges as LanguageChangesAnswer } from '@lorewright/domain/languages/languageChanges';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload, unwrap, type ApiResponse } from '../../lib/apiClient';
import { elementReadPath, takePrefetched } from '../../lib/elementPrefetch';
import { worldKeys } from '../worlds/api';

// Languages are server state (product.md §7). The languages menu reads a world's list, the
// language page one language; the demo language is bundled and never fetched (product.md §2).

export const languageKeys = {
  all: ['languages'] as const,
  list: (worldID: string) => ['languages', 'list', worldID] as const,
  one: (id: string) => ['languages', 'one', id] as const,
};

/** GET myLanguages?worldID=: the world's languages without their keys and words, oldest first. */
export function useLanguages(worldID: string) {
  return useQuery({
    queryKey: languageKeys.list(worldID),
    queryFn: async () =>
      worldID === DEMO_WORLD_ID
        ? DEMO_LANGUAGE_LIST
        : unwrap(await apiRequest<{ languages: LanguageListItem[] }>('GET', `myLanguages?worldID=${encodeURIComponent(worldID)}`)).languages,
    staleTime: 0,
  });
}

/** GET language/{id}: the language (key map, rune images, words); the demo one without a fetch. */
export const fetchLanguage = (id: string): Promise<ApiResponse<LanguageView>> =>
  id === DEMO_LANGUAGE_ID
    ? Promise.resolve({ ok: true, status: 200, data: DEMO_LANGUAGE })
    : (takePrefetched<LanguageView>(elementReadPath('language', id)) ?? apiRequest<LanguageView>('GET', elementReadPath('language', id)));

export function useLanguage(id: string) {
  return useQuery({ queryKey: languageKeys.one(id), queryFn: async () => unwrap(await fetchLanguage(id)), staleTime: 0, retry: false });
}

/** Puts a language the server answered with into the cache (every part call answers with it). */
export const storeLanguage = (queryClient: QueryClient, language: LanguageView) => queryClient.setQueryData(languageKeys.one(language._id), language);

/** Re-reads one language into the cache. */
export const refetchLanguage = (queryClient: QueryClient, id: string) => queryClient.invalidateQueries({ queryKey: languageKeys.one(id) });

/** After a change to a world's languages: its list and the world summaries load again (product.md §5). */
export function refreshLanguageList(queryClient: QueryClient, worldID: string) {
  void queryClient.invalidateQueries({ queryKey: languageKeys.list(worldID) });
  void queryClient.invalidateQueries({ queryKey: worldKeys.all });
}

/** POST language/new {title, worldID}: 201 with the id. */
export function useCreateLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { worldID: string; title: string }) => apiRequest<{ id: string; message: string }>('POST', 'language/new', input),
    onSuccess: (answer, { worldID }) => {
      if (answer.ok) refreshLanguageList(queryClient, worldID);
    },
  });
}

/** PUT language/rename (201). An unchanged title is caught before the call ('No changes made.'). */
export function useRenameLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { languageID: string; worldID: string; title: string }) =>
      unwrap(await apiRequest<{ message: string }>('PUT', 'language/rename', input)),
    onSuccess: (_answer, { languageID, worldID }) => {
      void refetchLanguage(queryClient, languageID);
      refreshLanguageList(queryClient, worldID);
    },
  });
}

/** POST language/delete. */
export function useDeleteLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { languageID: string; worldID: string }) => unwrap(await apiRequest<{ message: string }>('POST', 'language/delete', input)),
    onSuccess: (_answer, { languageID, worldID }) => {
      queryClient.removeQueries({ queryKey: languageKeys.one(languageID) });
      refreshLanguageList(queryClient, worldID);
    },
  });
}

/** POST updateElementVisibility for a language; then the current world reloads (product.md §4). */
export function useLanguageVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ languageID, worldID, visibility }: { languageID: string; worldID: string; visibility: Visibility }) =>
      unwrap(await apiRequest<{ message: string }>('POST', 'updateElementVisibility', { element: 'language', elementID: languageID, worldID, visibility })),
    onSuccess: (_answer, { languageID, worldID }) => {
      void refetchLanguage(queryClient, languageID);
      refreshLanguageList(queryClient, worldID);
    },
  });
}

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
