import { DEFAULT_AVATAR } from '@lorewright/domain/accounts/userView';
import type { PostLink } from '@lorewright/domain/community/post.events';
import type { LinkView, PostView, ReplyView, ThreadListItem } from '@lorewright/domain/community/postView';
import type { AuthorFacts } from '@lorewright/projections/community/communityQueries';
import type { PostRecord, ReplyRecord } from '@lorewright/projections/community/postRecords';
import type { Stack } from '../../composition';
import { elementKinds } from '../elements/elementKinds';

// The projections a community change shows in.
export const COMMUNITY_VIEWS = ['posts'];

// Posts as one reader sees them: names and avatars as they are now, links only to elements the
// reader may see (the rule of GET link/{element}/{id}, elementKinds.ts), the reader's own reaction,
// replies nested oldest first.
export const createPostViews = (stack: Stack) => {
  const queries = stack.queries.community;
  const kinds = elementKinds(stack);

  const linksFor = async (links: readonly PostLink[], viewerId: string | null): Promise<LinkView[]> => {
    const shown = await Promise.all(
      links.map(async ({ _id, type }) => {
        const found = await kinds.get(type)?.link(_id, viewerId);
        return found ? [{ _id, type, title: found.title }] : [];
      }),
    );
    return shown.flat();
  };

  const nameOf = (authors: Map<string, AuthorFacts>, userId: string) => ({
    userName: authors.get(userId)?.name ?? '',
    avatarImage: authors.get(userId)?.avatarImage ?? DEFAULT_AVATAR,
  });

  // Each post's replies as a tree, by post id; the records come oldest first, so every level is too.
  const replyTrees = async (replies: readonly ReplyRecord[], authors: Map<string, AuthorFacts>, viewerId: string | null) => {
    const views = new Map<string, ReplyView>();
    for (const reply of replies) {
      const { _id, parentID, authorID, content, deleted, feedback, datePosted } = reply;
      const links = await linksFor(reply.links, viewerId);
      views.set(_id, { _id, parentID, authorID, ...nameOf(authors, authorID), content, deleted, feedback, links, datePosted, replies: [] });
    }
    const roots = new Map<string, ReplyView[]>();
    for (const reply of replies) {
      const view = views.get(reply._id)!;
      const parent = views.get(reply.parentID);
      const level = parent?.replies ?? roots.get(reply.postID);
      if (level) level.push(view);
      else roots.set(reply.postID, [view]);
    }
    return roots;
  };

  const postViewsOf = async (records: readonly PostRecord[], viewerId: string | null): Promise<PostView[]> => {
    const ids = records.map((record) => record._id);
    const [replies, mine] = await Promise.all([queries.repliesOf(ids), viewerId ? queries.reactionsOf(viewerId, ids) : new Map<string, string>()]);
    const authors = await queries.authorsByIds([...new Set([...records, ...replies].map((item) => item.authorID))]);
    const trees = await replyTrees(replies, authors, viewerId);
    return Promise.all(
      records.map(async (record): Promise<PostView> => ({
        _id: record._id,
        kind: record.kind,
        postType: 'text',
        authorID: record.authorID,
        ...nameOf(authors, record.authorID),
        feedback: record.feedback,
        content: record.content,
        links: await linksFor(record.links, viewerId),
        datePosted: record.datePosted,
        reactions: record.reactions,
        myReaction: mine.get(record._id) ?? null,
        replies: trees.get(record._id) ?? [],
        replyCount: record.replyCount,
        subforum: record.subforum,
        threadID: record.threadID,
        title: record.title,
      })),
    );
  };

  const threadItemsOf = async (threads: readonly PostRecord[]): Promise<ThreadListItem[]> => {
    const authors = await queries.authorsByIds([...new Set(threads.map((thread) => thread.authorID))]);
    return threads.map((thread) => ({
      _id: thread._id,
      subforum: thread.subforum!,
      title: thread.title ?? '',
      originalPosterID: thread.authorID,
      posterName: nameOf(authors, thread.authorID).userName,
      numPosts: thread.numPosts,
      views: thread.views,
      lastUpdated: thread.lastUpdated,
      datePosted: thread.datePosted,
    }));
  };

  return {
    linksFor,
    postViewsOf,
    threadItemsOf,
    postView: async (record: PostRecord, viewerId: string | null) => (await postViewsOf([record], viewerId))[0],
  };
};

export type PostViews = ReturnType<typeof createPostViews>;
