import type { DiscoverPage, DiscoverRequest } from '@lorewright/domain/inspiration/discover';
import { DISCOVER_PAGE_SIZE } from '@lorewright/domain/inspiration/discover';
import type { IdeaBoardView } from '@lorewright/domain/inspiration/ideaBoards';
import { wikiCategoryOfPrompt, type Prompt } from '@lorewright/domain/inspiration/prompts';
import type { ElementName } from '@lorewright/domain/worlds/element.commands';
import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';
import { elementKinds } from '../../lib/elementKinds';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';
import { writingRoomPath } from '../../lib/writingPaths';
import { updateWiki, useCreateWiki } from '../wikis/api';
import { writingApi } from '../writings/api';

export type DiscoverFilters = Pick<DiscoverRequest, 'kind' | 'category' | 'order' | 'text'>;

/** POST inspiration/discover: one page (zero-based) of the community's public work, newest or most followed first. */
export function useDiscover(filters: DiscoverFilters, page: number) {
  const text = filters.text?.trim() ?? '';
  return useQuery({
    queryKey: ['inspiration', 'discover', filters.kind ?? null, filters.category ?? null, filters.order ?? 'newest', text, page],
    queryFn: async () =>
      unwrap(
        await apiRequest<DiscoverPage>('POST', 'inspiration/discover', {
          ...(filters.kind ? { kind: filters.kind } : {}),
          ...(filters.category ? { category: filters.category } : {}),
          ...(filters.order ? { order: filters.order } : {}),
          text,
          skip: page * DISCOVER_PAGE_SIZE,
          limit: DISCOVER_PAGE_SIZE,
        }),
      ),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

export const ANSWER_SUBTITLE = 'An answer to a prompt from Inspiration.';
// A section id as the wiki editor makes them (WIKI_PART_ID).
const newSectionId = () => Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');

// The scene a prompt's answer starts from: the prompt in bold, then an empty line to write on.
const promptScene = (prompt: Prompt): SceneContent => [
  { content: prompt.text, style: 'bold' },
  { content: '\n', style: '' },
  { content: '\n', style: '' },
];

/**
 * Answers a prompt in the user's current world through the ordinary create and edit calls: a wiki
 * in the prompt's nearest category whose first section is the prompt, or a writing whose first
 * scene opens with the prompt. Resolves with where the new element opens.
 */
export function useAnswerPrompt() {
  const queryClient = useQueryClient();
  const createWiki = useCreateWiki();
  const createWriting = useMutation({
    mutationFn: async ({ worldID, prompt }: { worldID: string; prompt: Prompt }) =>
      unwrap(
        await apiRequest<{ id?: string; message?: string }>('POST', 'creation/newWriting', {
          isFolder: false,
          worldID,
          title: prompt.title,
          parentID: null,
          scenes: [{ name: 'Prompt', content: promptScene(prompt) }],
        }),
      ),
    onSuccess: (_answer, { worldID }) => writingApi.refreshList(queryClient, worldID),
  });

  const answer = async (as: 'wiki' | 'writing', worldID: string, prompt: Prompt): Promise<{ path: string; message?: string }> => {
    if (as === 'wiki') {
      const { id, message } = await createWiki.mutateAsync({
        worldID,
        category: wikiCategoryOfPrompt[prompt.category],
        title: prompt.title,
        subtitle: ANSWER_SUBTITLE,
      });
      if (!id) return { path: '/creation', message };
      // The prompt becomes the wiki's first section, where there is room to read it and answer (a
      // new section names no revision). Should that fail, the wiki is made all the same: open it.
      const kept = await updateWiki(id, { sections: [{ _id: newSectionId(), title: 'Prompt', content: prompt.text }] });
      return { path: elementKinds.wikis.path(id), message: kept.ok ? message : `${message ?? ''} The prompt could not be added: ${kept.data.error}`.trim() };
    }
    const { id, message } = await createWriting.mutateAsync({ worldID, prompt });
    return { path: id ? writingRoomPath(id) : '/creation', message };
  };

  return { answer, isPending: createWiki.isPending || createWriting.isPending };
}

const boardsKey = ['inspiration', 'ideaBoards'] as const;
type BoardAnswer = { board: IdeaBoardView };

/** POST ideaBoards: the signed-in user's own idea boards, most recently changed first. */
export function useIdeaBoards(enabled: boolean) {
  return useQuery({
    queryKey: boardsKey,
    queryFn: async () => unwrap(await apiRequest<{ boards: IdeaBoardView[] }>('POST', 'ideaBoards', {})).boards,
    enabled,
  });
}

/** The idea-board changes; each answers with the board as it now is, and the list is read again. */
export function useIdeaBoardChanges() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  const options = {
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: boardsKey }),
    onError: (error: Error) => dispatch(alertShown({ kind: 'error', text: error.message })),
  };
  const path = (boardId: string) => `ideaBoards/${encodeURIComponent(boardId)}`;
  return {
    create: useMutation({ mutationFn: async (name: string) => unwrap(await apiRequest<BoardAnswer>('POST', 'ideaBoards/new', { name })), ...options }),
    rename: useMutation({
      mutationFn: async ({ boardId, name }: { boardId: string; name: string }) =>
        unwrap(await apiRequest<BoardAnswer & { message: string }>('PUT', `${path(boardId)}/rename`, { name })),
      ...options,
    }),
    remove: useMutation({ mutationFn: async (boardId: string) => unwrap(await apiRequest<{ message: string }>('DELETE', path(boardId))), ...options }),
    addIdea: useMutation({
      mutationFn: async ({ boardId, idea }: { boardId: string; idea: { note: string } | { element: { kind: ElementName; id: string } } }) =>
        unwrap(await apiRequest<BoardAnswer>('POST', `${path(boardId)}/ideas`, idea)),
      ...options,
    }),
    removeIdea: useMutation({
      mutationFn: async ({ boardId, ideaId }: { boardId: string; ideaId: string }) =>
        unwrap(await apiRequest<BoardAnswer>('DELETE', `${path(boardId)}/ideas/${encodeURIComponent(ideaId)}`)),
      ...options,
    }),
  };
}
