import type { PostLookups } from '@lorewright/commands/community/postDeps';
import { PROFILE_RECENT, THREAD_POSTS_PAGE_SIZE, THREADS_PAGE_SIZE } from '@lorewright/domain/community/communityLimits';
import type { SubforumSlug } from '@lorewright/domain/community/subforums';
import type { Filter } from '../readStore/readStore';
import type { ProjectionViews } from '../runner/projectionViews';
import { createContentReportQueries } from './contentReportQueries';
import {
  CONTENT_REPORTS,
  POSTS,
  REACTIONS,
  reactionRecordId,
  REPLIES,
  type ContentReportRecord,
  type PostRecord,
  type ReactionRecord,
  type ReplyRecord,
} from './postRecords';

const NEWEST_FIRST = { datePosted: -1, _id: 1 } as const;
// Lists show listed posts only: hidden ones are their author's alone.
const FEED = { kind: 'feed', visibility: 'listed' } as const;

export interface PageRequest {
  skip: number;
  limit: number;
}

export interface AuthorFacts {
  _id: string;
  name: string;
  avatarImage: string;
}

// Reads of the posts projection, for the API and the post commands' lookups. They answer what is
// stored; the API shapes each post for its reader (routes/community/postViews.ts).
export const createCommunityQueries = (views: ProjectionViews) => {
  const posts = views.collection('posts', POSTS);
  const replies = views.collection('posts', REPLIES);
  const reactions = views.collection('posts', REACTIONS);
  const reports = views.collection('posts', CONTENT_REPORTS);
  // Names and avatars now, from the users read model.
  const users = views.collection('users', 'users');

  const asPosts = (documents: unknown[]) => documents as PostRecord[];
  const postById = async (postId: string) => (await posts.get(postId)) as PostRecord | null;
  const threadById = async (threadId: string) => {
    const post = await postById(threadId);
    return post?.kind === 'thread' ? post : null;
  };
  const pageOf = async (filter: Filter, { skip, limit }: PageRequest) => {
    const [page, total] = await Promise.all([posts.find(filter, { sort: NEWEST_FIRST, skip, limit }), posts.count(filter)]);
    return { total, posts: asPosts(page) };
  };

  const lookups: Pick<PostLookups, 'postOfReply' | 'threadPlace' | 'postOfReport'> = {
    postOfReply: async (replyId) => ((await replies.get(replyId)) as ReplyRecord | null)?.postID ?? null,
    // A hidden thread takes no new posts.
    threadPlace: async (threadId) => {
      const thread = await threadById(threadId);
      return thread?.subforum && thread.visibility === 'listed' ? { subforum: thread.subforum } : null;
    },
    postOfReport: async (reportId) => ((await reports.get(reportId)) as ContentReportRecord | null)?.postID ?? null,
  };

  return {
    lookups,
    postById,
    threadById,

    // The viewer's own hidden posts are in their feed, in place. They are few: the
    // listed page is read as before unless the viewer has some, then both are merged by date.
    discoverFeed: async (page: PageRequest, viewerId: string | null = null) => {
      const own = viewerId ? { kind: 'feed', visibility: 'hidden', authorID: viewerId } : null;
      const hiddenCount = own ? await posts.count(own) : 0;
      if (!own || hiddenCount === 0) return pageOf(FEED, page);
      const upTo = { skip: 0, limit: page.skip + page.limit };
      const [listed, hidden] = await Promise.all([pageOf(FEED, upTo), pageOf(own, upTo)]);
      const merged = [...listed.posts, ...hidden.posts].sort((a, b) => b.datePosted.localeCompare(a.datePosted) || a._id.localeCompare(b._id));
      return { total: listed.total + hiddenCount, posts: merged.slice(page.skip, page.skip + page.limit) };
    },
    // Feed posts of these authors, newest first.
    feedOfAuthors: async (authorIds: readonly string[], page: PageRequest) =>
      authorIds.length === 0 ? { total: 0, posts: [] } : pageOf({ ...FEED, authorID: { $in: [...authorIds] } }, page),

    // Feed posts containing the text, newest first. The text index gives no count: `total` says
    // whether another page exists (one more than shown while there is), which is all the
    // client's infinite scroll asks of it.
    searchFeed: async (text: string, { skip, limit }: PageRequest) => {
      const found = asPosts(await posts.search(text, FEED, { skip, limit: limit + 1 }));
      return { total: skip + found.length, posts: found.slice(0, limit) };
    },

    // Every reply of these posts, oldest first (in each post's stream order).
    repliesOf: async (postIds: readonly string[]) => {
      if (postIds.length === 0) return [];
      const found = (await replies.find({ postID: { $in: [...postIds] } })) as unknown as ReplyRecord[];
      return found.sort((a, b) => a.revision - b.revision);
    },

    // The reader's reaction to each of these posts, by post id.
    reactionsOf: async (userId: string, postIds: readonly string[]) => {
      const ids = postIds.map((postId) => reactionRecordId(postId, userId));
      const found = ids.length === 0 ? [] : ((await reactions.find({ _id: { $in: ids } })) as unknown as ReactionRecord[]);
      return new Map(found.map((reaction) => [reaction.postID, reaction.emoji]));
    },

    authorsByIds: async (userIds: readonly string[]): Promise<Map<string, AuthorFacts>> => {
      const found = userIds.length === 0 ? [] : ((await users.find({ _id: { $in: [...userIds] } })) as unknown as AuthorFacts[]);
      return new Map(found.map(({ _id, name, avatarImage }) => [_id, { _id, name, avatarImage }]));
    },

    // A sub-forum's threads, newest activity first, 20 a page.
    threads: async (subforum: SubforumSlug, page: number) => {
      const filter = { subforum, kind: 'thread', visibility: 'listed' };
      const [found, total] = await Promise.all([
        posts.find(filter, { sort: { lastUpdated: -1, _id: 1 }, skip: page * THREADS_PAGE_SIZE, limit: THREADS_PAGE_SIZE }),
        posts.count(filter),
      ]);
      return { total, threads: asPosts(found) };
    },

    // A page of the posts in a thread after its opening post, oldest first, and their total.
    threadPosts: async (threadId: string, page: number) => {
      const filter = { threadID: threadId, kind: 'forum' };
      const [found, total] = await Promise.all([
        posts.find(filter, { sort: { datePosted: 1, _id: 1 }, skip: page * THREAD_POSTS_PAGE_SIZE, limit: THREAD_POSTS_PAGE_SIZE }),
        posts.count(filter),
      ]);
      return { total, posts: asPosts(found) };
    },
    // How many pages the thread's posts fill (at least one), from the counted index.
    threadPageCount: async (threadId: string) => Math.max(1, Math.ceil((await posts.count({ threadID: threadId, kind: 'forum' })) / THREAD_POSTS_PAGE_SIZE)),

    // A profile's most recent feed posts and threads.
    recentOf: async (authorId: string, kind: 'feed' | 'thread') =>
      asPosts(await posts.find({ authorID: authorId, kind, visibility: 'listed' }, { sort: NEWEST_FIRST, limit: PROFILE_RECENT })),

    replyById: async (replyId: string) => (await replies.get(replyId)) as ReplyRecord | null,
    reports: createContentReportQueries(views),
  };
};

export type CommunityQueries = ReturnType<typeof createCommunityQueries>;
