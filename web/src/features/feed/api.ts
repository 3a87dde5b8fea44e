import { FEED_PAGE_SIZE } from '@lorewright/domain/community/communityLimits';
import type { ReactionEmoji } from '@lorewright/domain/community/emojis';
import type { Feedback } from '@lorewright/domain/community/feedback';
import type { PostLink, ReportTarget } from '@lorewright/domain/community/post.events';
import type { FeedPage, LinkView, PostView, ReplyView } from '@lorewright/domain/community/postView';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { PostActions } from '../../components/community/postActions';
import { apiRequest, unwrap } from '../../lib/apiClient';

// The community feed (product.md §5 Community, /community/posts): the discover
// and following tabs page by page (3 posts a page, zero-based page/skip/limit), new posts,
// replies (nested), reactions, deleting one's own, reports and search. Replies, reactions and
// reports are shared with the forum's posts (../forum/api re-uses these hooks).

export type FeedTab = 'discover' | 'following';

export const feedKeys = {
  all: ['feed'] as const,
  tab: (tab: FeedTab) => ['feed', tab] as const,
  search: (text: string) => ['feed', 'search', text] as const,
  attachments: (postId: string) => ['feed', 'attachments', postId] as const,
};

const FEED_PATHS: Record<FeedTab, string> = { discover: 'posts/discoverFeed', following: 'posts/followingFeed' };

const pageRequest = (page: number, limit = FEED_PAGE_SIZE) => ({ page, skip: page * limit, limit });

// The next page, or undefined once every post is loaded.
const nextPage = (last: FeedPage, pages: FeedPage[]) => (pages.reduce((n, page) => n + page.posts.length, 0) < last.total ? pages.length : undefined);

/** POST posts/discoverFeed | posts/followingFeed {page, skip, limit}: newest first; fetchNextPage near the bottom. */
export function useFeed(tab: FeedTab) {
  return useInfiniteQuery({
    queryKey: feedKeys.tab(tab),
    queryFn: async ({ pageParam }) => unwrap(await apiRequest<FeedPage>('POST', FEED_PATHS[tab], pageRequest(pageParam))),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    staleTime: 0,
  });
}

/** POST posts/search {text, page, skip, limit}: best matches first, then newest. Blank text asks nothing. */
export function usePostSearch(text: string) {
  const query = text.trim();
  return useInfiniteQuery({
    queryKey: feedKeys.search(query),
    queryFn: async ({ pageParam }) => unwrap(await apiRequest<FeedPage>('POST', 'posts/search', { text: query, ...pageRequest(pageParam) })),
    initialPageParam: 0,
    getNextPageParam: nextPage,
    enabled: query !== '',
  });
}

export interface NewPostInput {
  content: string;
  feedback: Feedback;
  links: PostLink[];
}

/** POST posts/newPost: 201 {message 'New post added.', post}. */
export function useNewPost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewPostInput) => unwrap(await apiRequest<{ message: string; post: PostView }>('POST', 'posts/newPost', input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedKeys.all }),
  });
}

/** DELETE posts/deletePost/{id}: 201 {message 'Post deleted.'} (the author only). */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (postId: string) => unwrap(await apiRequest<{ message: string }>('DELETE', `posts/deletePost/${encodeURIComponent(postId)}`)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['forum'] });
    },
  });
}

export interface NewReplyInput {
  /** The post's id, or a reply's for a nested reply. */
  parentID: string;
  content: string;
  feedback: Feedback;
  links: PostLink[];
}

/** POST posts/newReply: 201 {message 'New reply added!', post} (the whole post, with the new reply in place). */
export function useNewReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: NewReplyInput) => unwrap(await apiRequest<{ message: string; post: PostView }>('POST', 'posts/newReply', input)),
    onSuccess: ({ post }) => replacePost(queryClient, post),
  });
}

/** DELETE posts/deleteReply/{id}: 201 {message, post} (the author only). */
export function useDeleteReply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (replyId: string) =>
      unwrap(await apiRequest<{ message: string; post: PostView }>('DELETE', `posts/deleteReply/${encodeURIComponent(replyId)}`)),
    onSuccess: ({ post }) => replacePost(queryClient, post),
  });
}

/** POST posts/react {postID, emoji}: adds, removes (the same again) or moves the reader's reaction; answers the post. */
export function useReact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { postID: string; emoji: ReactionEmoji }) => unwrap(await apiRequest<{ post: PostView }>('POST', 'posts/react', input)),
    onSuccess: ({ post }) => replacePost(queryClient, post),
  });
}

/** POST posts/report {target, targetID, reason}: 201 {message}; staff look at it, nothing is hidden by it. */
export function useReport() {
  return useMutation({
    mutationFn: async (input: { target: ReportTarget; targetID: string; reason: string }) =>
      unwrap(await apiRequest<{ message: string }>('POST', 'posts/report', input)),
  });
}

/** GET posts/attachment/{id}: the post's links this reader may see, with titles now. */
export const fetchAttachments = async (postId: string) =>
  unwrap(await apiRequest<{ links: LinkView[] }>('GET', `posts/attachment/${encodeURIComponent(postId)}`)).links;

// A post changed (a reply, a reaction): every cached page that shows it shows the new one.
export function replacePost(queryClient: QueryClient, post: PostView) {
  const swap = (old: PostView) => (old._id === post._id ? post : old);
  queryClient.setQueriesData<InfiniteData<FeedPage>>({ queryKey: feedKeys.all }, (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, posts: page.posts.map(swap) })) } : data,
  );
  queryClient.setQueriesData<{ posts: PostView[] }>({ queryKey: ['forum', 'thread'] }, (data) => (data ? { ...data, posts: data.posts.map(swap) } : data));
}

export type { FeedPage, LinkView, PostView, ReplyView };

/** The calls a post card makes (components/community/postActions.ts), for the feed and the forum alike. */
export function usePostActions(): PostActions {
  const react = useReact();
  const reply = useNewReply();
  const deletePost = useDeletePost();
  const deleteReply = useDeleteReply();
  const report = useReport();
  return {
    react: react.mutateAsync,
    reply: reply.mutateAsync,
    deletePost: deletePost.mutateAsync,
    deleteReply: deleteReply.mutateAsync,
    report: report.mutateAsync,
  };
}
