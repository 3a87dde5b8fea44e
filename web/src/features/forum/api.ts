import type { PostLink } from '@lorewright/domain/community/post.events';
import type { ThreadPage, ThreadView } from '@lorewright/domain/community/postView';
import type { SubforumSlug } from '@lorewright/domain/community/subforums';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';

// The forum (product.md §4, §5 Community): four sub-forums of threads, newest
// activity first, 20 a page; a thread with its posts (each with replies and reactions, through
// ../feed/api's hooks, which update the cached thread too).

export const forumKeys = {
  all: ['forum'] as const,
  list: (subforum: SubforumSlug, page: number) => ['forum', 'list', subforum, page] as const,
  thread: (threadId: string, page: number) => ['forum', 'thread', threadId, page] as const,
};

/** GET forum/{subforum}?page=: {total, threads}. */
export function useThreads(subforum: SubforumSlug, page: number) {
  return useQuery({
    queryKey: forumKeys.list(subforum, page),
    queryFn: async () => unwrap(await apiRequest<ThreadPage>('GET', `forum/${subforum}?page=${page}`)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** GET forum/{subforum}/{threadId}?page=: the thread and a page of its posts (counts one view a visitor a day). */
export function useThread(subforum: SubforumSlug, threadId: string, page: number) {
  return useQuery({
    queryKey: forumKeys.thread(threadId, page),
    queryFn: async () => unwrap(await apiRequest<ThreadView>('GET', `forum/${subforum}/${encodeURIComponent(threadId)}${page > 0 ? `?page=${page}` : ''}`)),
    placeholderData: keepPreviousData,
    staleTime: 0,
    retry: false,
  });
}

export interface NewThreadInput {
  title: string;
  content: string;
  links: PostLink[];
}

/** POST forum/{subforum}/newthread {postType 'text', title, content, links}: 201 {message 'New thread added!', thread}. */
export function useNewThread(subforum: SubforumSlug) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewThreadInput) =>
      unwrap(await apiRequest<{ message: string; thread: ThreadView['thread'] }>('POST', `forum/${subforum}/newthread`, { postType: 'text', ...input })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['forum', 'list', subforum] }),
  });
}

/** POST forum/{subforum}/{threadId}/newpost {content, links}: 201 {message 'New reply added!', ...ThreadView} (the last page, where the post landed). */
export function useNewThreadPost(subforum: SubforumSlug, threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { content: string; links: PostLink[] }) =>
      unwrap(await apiRequest<{ message: string } & ThreadView>('POST', `forum/${subforum}/${encodeURIComponent(threadId)}/newpost`, input)),
    onSuccess: ({ message: _, ...view }) => {
      queryClient.setQueryData(forumKeys.thread(threadId, view.page), view);
      void queryClient.invalidateQueries({ queryKey: ['forum', 'list', subforum] });
    },
  });
}
