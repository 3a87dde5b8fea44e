import { asOfText, type WorldDate, type WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { WikiAsOfView } from '@lorewright/domain/wikis/wikiPeriods';
import type { WikiCategory, WikiImage, WikiListItem, WikiView } from '@lorewright/domain/wikis/wikiView';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload, unwrap, type ApiResponse } from '../../lib/apiClient';
import { elementApi } from '../elements/api';

// Wikis are server state (product.md §7). The menu reads a world's list, the wiki page
// one wiki; every change to the list also refreshes the world caches (tab counts, world page).

export const wikiApi = elementApi('wiki', 'wikiID', 'wikis');
export const wikiKeys = wikiApi.keys;
const refreshList = wikiApi.refreshList;

const wikiPath = (id: string, asOf?: WorldDate) => `creation/wiki/${encodeURIComponent(id)}${asOf ? `?asOf=${asOfText(asOf)}` : ''}`;

/**
 * The wiki as shown: as it is now, or as of a date of the world's calendar (`?asOf=`), then with
 * the date asked and whether the wiki existed on it (its lifespan held).
 */
export type WikiShown = WikiView & Partial<Pick<WikiAsOfView, 'asOf' | 'existsAsOf'>>;

const fetchWiki = async (id: string, asOf?: WorldDate) => unwrap(await apiRequest<{ wiki: WikiShown }>('GET', wikiPath(id, asOf))).wiki;

/** The cache key of a wiki, or of its read as of a date: its own, so the present page never shows a past copy. */
export const wikiQueryKey = (id: string, asOf?: WorldDate) => (asOf ? ([...wikiKeys.one(id), 'asOf', asOfText(asOf)] as const) : wikiKeys.one(id));

/** GET creation/wikis: the world's wikis of every category (the menu). */
export function useWikis(worldID: string) {
  return useQuery({
    queryKey: wikiKeys.list(worldID),
    queryFn: async () => unwrap(await apiRequest<{ wikis: WikiListItem[] }>('GET', `creation/wikis?worldID=${encodeURIComponent(worldID)}`)).wikis,
    staleTime: 0,
  });
}

/**
 * GET creation/wiki/{id}; a reader never receives the wiki's private images. With `asOf`, the wiki
 * as of that date (`?asOf=`): the parts dated outside it left out, with `existsAsOf`.
 */
export function useWiki(id: string, { asOf }: { asOf?: WorldDate } = {}) {
  return useQuery({
    queryKey: wikiQueryKey(id, asOf),
    queryFn: () => fetchWiki(id, asOf),
    staleTime: 0,
  });
}

export interface NewWikiInput {
  category: WikiCategory;
  title: string;
  subtitle?: string;
  worldID: string;
}

/** POST creation/newWiki: 201 with the id; then the current world is refetched (product.md §7). */
export function useCreateWiki() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewWikiInput) => unwrap(await apiRequest<{ id?: string; message?: string }>('POST', 'creation/newWiki', input)),
    onSuccess: (_answer, { worldID }) => refreshList(queryClient, worldID),
  });
}

/** The fields of PUT creation/updateWiki/{id}: only what changed is sent. */
export interface WikiChanges {
  title?: string;
  subtitle?: string;
  backgroundImage?: string;
  backgroundMediaID?: string;
  overlayOpacity?: number;
  images?: { _id: string; visibility: Visibility }[];
  // `secret` marks a part for its author only; absent, a part keeps its mark. So with `period`
  // (when the part held, on the world's calendar): absent keeps it, null removes it.
  headerFields?: { _id: string; field: string; value: string; secret?: boolean; period?: WorldPeriod | null }[];
  removedHeaderFieldIDs?: string[];
  // A section sent without `content` keeps its text (a co-typed section's is saved from its room).
  sections?: { _id: string; title: string; content?: string; secret?: boolean; period?: WorldPeriod | null; revision?: number }[];
  removedSectionIDs?: string[];
  // The wiki's own life (born and died, founded and fell); null removes it.
  lifespan?: WorldPeriod | null;
}

export type WikiAnswer = { message: string; wiki: WikiView };

/** PUT creation/updateWiki/{id}; a stale section edit is refused with 409. */
export const updateWiki = (id: string, changes: WikiChanges): Promise<ApiResponse<WikiAnswer>> =>
  apiRequest<WikiAnswer>('PUT', `creation/updateWiki/${encodeURIComponent(id)}`, changes);

export interface SectionTextInput {
  wikiID: string;
  sectionID: string;
  content: string;
}

/** PUT wiki/sectionText: one section's text from its co-typing room (merged already, so on no revision). */
export const saveSectionText = (input: SectionTextInput): Promise<ApiResponse<{ message: string }>> =>
  apiRequest<{ message: string }>('PUT', 'wiki/sectionText', input);

/** GET creation/wiki/{id} now, outside the cache (a co-typing room's seed reads the stored text). */
export const readWiki = (id: string): Promise<WikiView> => fetchWiki(id);

/** Re-reads one wiki (or its read as of a date) into the cache (after a conflict, the user's Reload, another's save). */
export const refetchWiki = (queryClient: QueryClient, id: string, asOf?: WorldDate): Promise<WikiShown> =>
  queryClient.fetchQuery({
    queryKey: wikiQueryKey(id, asOf),
    queryFn: () => fetchWiki(id, asOf),
    staleTime: 0,
  });

/** POST creation/uploadWikiImage/{id} (multipart `file`). */
export function useUploadWikiImage(wikiID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (file: File) => {
      const form = new FormData();
      form.append('file', file);
      return unwrap(await apiUpload<{ image: WikiImage; wiki: WikiView }>(`creation/uploadWikiImage/${encodeURIComponent(wikiID)}`, form));
    },
    onSuccess: ({ wiki }) => queryClient.setQueryData(wikiKeys.one(wikiID), wiki),
  });
}

/** POST creation/deleteWikiImage. */
export function useDeleteWikiImage(wikiID: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (imageID: string) => unwrap(await apiRequest<WikiAnswer>('POST', 'creation/deleteWikiImage', { wikiID, imageID })),
    onSuccess: ({ wiki }) => queryClient.setQueryData(wikiKeys.one(wikiID), wiki),
  });
}
