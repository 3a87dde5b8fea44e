import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import type { SavedWritingAnswer, SceneView, WritingView } from '@lorewright/domain/writings/writingView';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap, type ApiResponse } from '../../lib/apiClient';
import { elementApi } from '../elements/api';

// Writings are server state (product.md §7). The menu reads a world's list, the rooms
// read one writing; every change to the tree also refreshes the world caches, whose summaries
// list the writings (tab counts, the world page).

export const writingApi = elementApi('writing', 'writingID', 'writings');
export const writingKeys = writingApi.keys;
const refreshTree = writingApi.refreshList;

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
  // A scene sent without its text keeps the stored one (co-typed text is saved per scene).
  scenes: (Omit<SceneView, 'content'> & { content?: SceneContent })[];
}

// The writing without its text and the scenes without theirs (SavedWritingAnswer): the room
// puts the text it sent back in (writingAfterSave).
export type UpdateWritingAnswer = SavedWritingAnswer;

/**
 * PUT creation/updateWriting: the whole scene list; the server stores only what changed. An
 * undated scene goes with `date: null`: a date left out would keep the stored one, and a date
 * cleared here would never be cleared there.
 */
export const updateWriting = (input: UpdateWritingInput): Promise<ApiResponse<UpdateWritingAnswer>> =>
  apiRequest<UpdateWritingAnswer>('PUT', 'creation/updateWriting', { ...input, scenes: input.scenes.map((scene) => ({ ...scene, date: scene.date ?? null })) });

export interface SceneTextInput {
  writingID: string;
  sceneID: string;
  content: SceneContent;
}

/** One scene's text from its co-typing room (merged already, so on no revision). */
export const saveSceneText = (input: SceneTextInput): Promise<ApiResponse<{ message: string; revision: number }>> =>
  apiRequest<{ message: string; revision: number }>('PUT', 'writing/sceneText', input);

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
