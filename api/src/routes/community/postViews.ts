import { DEFAULT_AVATAR } from '@lorewright/domain/media/imageUrl';
import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import type { PostLink } from '@lorewright/domain/community/post.events';
import { notFound } from '@lorewright/domain/shared/errors';
import type { LinkView, PostView, ReplyView, ThreadListItem } from '@lorewright/domain/community/postView';
import type { AuthorFacts } from '@lorewright/projections/community/communityQueries';
import type { PostRecord, ReplyRecord } from '@lorewright/projections/community/postRecords';
import { elementKinds, type ElementKindsPorts } from '../elements/elementKinds';
import type { ViewName } from '@lorewright/projections/allProjections';
import type { QueriesOf } from '../routeTypes';

// The projections a community change shows in.
export const COMMUNITY_VIEWS: readonly ViewName[] = ['posts'];

export type CreatePostViewsPorts = QueriesOf<'community'> & ElementKindsPorts;

// Posts as one reader sees them: names and avatars as they are now, links only to elements the
// reader may see (the rule of GET link/{element}/{id}, elementKinds.ts), the reader's own reaction,
// replies nested oldest first.
export const createPostViews = (ports: CreatePostViewsPorts) => {
  const queries = ports.queries.community;
  const kinds = elementKinds(ports);

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
  // A reply hidden by staff is its author's alone: others get a placeholder with no author or text
  // where replies under it are shown (so they keep their place), and nothing where none are.
  const replyTrees = async (replies: readonly ReplyRecord[], authors: Map<string, AuthorFacts>, viewerId: string | null) => {
    const views = new Map<string, ReplyView>();
    const masked = new Set<string>();
    for (const reply of replies) {
      const { _id, parentID, authorID, content, deleted, feedback, datePosted, hiddenReason } = reply;
      const hidden = hiddenReason !== null;
      if (hidden && authorID !== viewerId) {
        masked.add(_id);
        const placeholder = { authorID: '', userName: '', avatarImage: DEFAULT_AVATAR, content: '', links: [], hiddenReason: null };
        views.set(_id, { _id, parentID, ...placeholder, deleted, feedback, datePosted, replies: [], hidden });
        continue;
      }
      const links = await linksFor(reply.links, viewerId);
      const view = { _id, parentID, authorID, ...nameOf(authors, authorID), content, deleted, feedback, links, datePosted, replies: [] };
      views.set(_id, { ...view, hidden, hiddenReason });
    }
    const roots = new Map<string, ReplyView[]>();
    for (const reply of replies) {
      const view = views.get(reply._id)!;
      const parent = views.get(reply.parentID);
      const level = parent?.replies ?? roots.get(reply.postID);
      if (level) level.push(view);
      else roots.set(reply.postID, [view]);
    }
    const pruned = (level: ReplyView[]): ReplyView[] =>
      level.flatMap((view) => {
        const kept = pruned(view.replies);
        return masked.has(view._id) && kept.length === 0 ? [] : [{ ...view, replies: kept }];
      });
    return new Map([...roots].map(([postId, level]) => [postId, pruned(level)]));
  };

  // Hidden content is its author's alone.
  const shownTo = (record: PostRecord, viewerId: string | null) => record.visibility !== 'hidden' || record.authorID === viewerId;

  const postViewsOf = async (all: readonly PostRecord[], viewerId: string | null): Promise<PostView[]> => {
    const records = all.filter((record) => shownTo(record, viewerId));
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
        hiddenReason: record.hiddenReason ?? null,
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
    shownTo,
    // The post, or 404 for a reader it is hidden from.
    postView: async (record: PostRecord, viewerId: string | null) => {
      const [view] = await postViewsOf([record], viewerId);
      if (!view) throw notFound(record.kind === 'thread' ? m.threadNotFound : m.postNotFound);
      return view;
    },
  };
};

export type PostViews = ReturnType<typeof createPostViews>;
