import type { Visibility } from '@lorewright/domain/worlds/world.events';
import type { SavedWritingAnswer, SceneView, WritingView } from '@lorewright/domain/writings/writingView';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap, type ApiResponse } from '../../lib/apiClient';
import { worldKeys } from '../worlds/api';

// Writings are server state (product.md §7). The menu reads a world's list, the rooms
// read one writing; every change to the tree also refreshes the world caches, whose summaries
// list the writings (tab counts, the world page).

export const writingKeys = {
  all: ['writings'] as const,
  list: (worldID: string) => ['writings', 'list', worldID] as const,
  one: (id: string) => ['writings', 'one', id] as const,
};

const writingPath = (id: string) => `creation/writing/${encodeURIComponent(id)}`;

// Saves still travelling when a room closes (its flush on leaving). Loading the same writing
// again waits for them, so the reopened room starts from the revision they produced rather than
// from an older one that would only end in a conflict.
const savesInFlight = new Map<string, Promise<unknown>>();

export function trackSave<T>(writingID: string, save: Promise<T>): Promise<T> {
  savesInFlight.set(writingID, save);
  const forget = () => {
    if (savesInFlight.get(writingID) === save) savesInFlight.delete(writingID);
  };
  save.then(forget, forget);
  return save;
}

export async function fetchWriting(id: string): Promise<WritingView> {
  await savesInFlight.get(id)?.catch(() => undefined);
  return unwrap(await apiRequest<{ writing: WritingView }>('GET', writingPath(id))).writing;
}

// A writing as the world's list shows it: scenes may be left out, with the first scene's
// opening (50 characters) in their place.
export type ListedWriting = WritingView & { preview?: string };

/** POST creation/writings: the world's folders and documents (the menu's tree). */
export function useWritings(worldID: string) {
  return useQuery({
    queryKey: writingKeys.list(worldID),
    queryFn: async () => unwrap(await apiRequest<{ writings: ListedWriting[] }>('POST', 'creation/writings', { worldID })).writings,
    staleTime: 0,
  });
}

/** GET creation/writing/{id} (the token goes along when there is one: private writings need it). */
export function useWriting(id: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: writingKeys.one(id), queryFn: () => fetchWriting(id), enabled, staleTime: 0 });
}

export interface UpdateWritingInput {
  writingID: string;
  // The revision the scenes were edited on; an older one than the server's is a conflict (409).
  revision: number;
  scenes: SceneView[];
}

// The writing without its text and the scenes without theirs (SavedWritingAnswer): the room
// puts the text it sent back in (writingAfterSave).
export type UpdateWritingAnswer = SavedWritingAnswer;

/** PUT creation/updateWriting: the whole scene list; the server stores only what changed. */
export const updateWriting = (input: UpdateWritingInput): Promise<ApiResponse<UpdateWritingAnswer>> =>
  apiRequest<UpdateWritingAnswer>('PUT', 'creation/updateWriting', input);

/** After a change to a world's tree: its list and the world summaries load again. */
function refreshTree(queryClient: QueryClient, worldID: string) {
  void queryClient.invalidateQueries({ queryKey: writingKeys.list(worldID) });
  void queryClient.invalidateQueries({ queryKey: worldKeys.all });
}

export interface NewWritingInput {
  worldID: string;
  title?: string;
  parentID?: string | null;
}

interface CreatedWriting {
  id?: string;
  writing?: WritingView;
  message?: string;
}

/** POST creation/newWriting (a document) or creation/newWritingFolder (a folder); 201 with the id. */
export function useCreateWriting(kind: 'doc' | 'folder') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ worldID, title, parentID = null }: NewWritingInput) =>
      unwrap(
        kind === 'doc'
          ? await apiRequest<CreatedWriting>('POST', 'creation/newWriting', { isFolder: false, worldID, title, parentID })
          : await apiRequest<CreatedWriting>('POST', 'creation/newWritingFolder', { worldID, title, parentID }),
      ),
    onSuccess: ({ writing }, { worldID }) => {
      if (writing) queryClient.setQueryData(writingKeys.one(writing._id), writing);
      refreshTree(queryClient, worldID);
    },
  });
}

/** PUT writing/rename. */
export function useRenameWriting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { writingID: string; worldID: string; title: string }) =>
      unwrap(await apiRequest<{ message: string; writing?: WritingView }>('PUT', 'writing/rename', input)),
    onSuccess: (_answer, { writingID, worldID }) => {
      void queryClient.invalidateQueries({ queryKey: writingKeys.one(writingID) });
      refreshTree(queryClient, worldID);
    },
  });
}

/** POST writing/delete; the server deletes a folder's descendants itself (childrenIDs is a hint). */
export function useDeleteWriting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { writingID: string; worldID: string; isFolder: boolean; childrenIDs: string[] }) =>
      unwrap(await apiRequest<{ message: string }>('POST', 'writing/delete', input)),
    onSuccess: (_answer, { writingID, worldID, childrenIDs }) => {
      for (const id of [writingID, ...childrenIDs]) queryClient.removeQueries({ queryKey: writingKeys.one(id) });
      refreshTree(queryClient, worldID);
    },
  });
}

/** POST updateElementVisibility for a writing; then the current world reloads (product.md §4). */
export function useWritingVisibility() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ writingID, worldID, visibility }: { writingID: string; worldID: string; visibility: Visibility }) =>
      unwrap(await apiRequest<{ message: string }>('POST', 'updateElementVisibility', { element: 'writing', elementID: writingID, worldID, visibility })),
    onSuccess: (_answer, { writingID, worldID }) => {
      void queryClient.invalidateQueries({ queryKey: writingKeys.one(writingID) });
      refreshTree(queryClient, worldID);
    },
  });
}
