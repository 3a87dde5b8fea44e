import type { PostEvent } from '@lorewright/domain/community/post.events';
import type { ProjectedEvent } from '../runner/projectedEvent';
import { defineProjection, type ProjectionStore } from '../runner/projection';
import { contentHidden, contentReported, contentRestored, reportAssigned, reportClosed } from './contentReports.handlers';
import { CONTENT_REPORTS, POSTS, REACTIONS, reactionRecordId, REPLIES, type PostRecord, type ReactionRecord, type ReplyRecord } from './postRecords';

type On<T extends PostEvent['type']> = (event: ProjectedEvent<Extract<PostEvent, { type: T }>>, db: ProjectionStore) => Promise<unknown>;

const postOf = async (db: ProjectionStore, postId: string) => (await db.collection(POSTS).get(postId)) as PostRecord | null;

// Counts change by reading and writing the small post document (emoji keys are not safe
// update paths on every store).
const changeReactions = async (db: ProjectionStore, postId: string, changes: Record<string, number>) => {
  const post = await postOf(db, postId);
  if (!post) return;
  const reactions = { ...post.reactions };
  for (const [emoji, by] of Object.entries(changes)) {
    const count = (reactions[emoji] ?? 0) + by;
    if (count > 0) reactions[emoji] = count;
    else delete reactions[emoji];
  }
  await db.collection(POSTS).put({ ...post, reactions });
};

const setReaction = async (db: ProjectionStore, postId: string, userId: string, emoji: string) => {
  const post = await postOf(db, postId);
  const record: ReactionRecord = { _id: reactionRecordId(postId, userId), postID: postId, threadID: post?.threadID ?? null, userID: userId, emoji };
  await db.collection(REACTIONS).put({ ...record });
};

// A post or reply in a thread is activity in it.
const touchThread = async (db: ProjectionStore, threadId: string | null, at: string, posts: number) => {
  if (threadId && (await postOf(db, threadId))) await db.collection(POSTS).update(threadId, { $inc: { numPosts: posts }, $set: { lastUpdated: at } });
};

const published: On<'PostPublished'> = async (event, db) => {
  const { postId, authorId, kind, subforum, threadId, title, feedback, content, links, at } = event.data;
  const record: PostRecord = {
    _id: postId,
    kind,
    authorID: authorId,
    feedback,
    content,
    links,
    datePosted: at,
    reactions: {},
    replyCount: 0,
    subforum,
    threadID: threadId,
    title,
    numPosts: kind === 'thread' ? 1 : 0,
    views: 0,
    lastUpdated: at,
    visibility: 'listed',
    hiddenReason: null,
  };
  await db.collection(POSTS).put({ ...record });
  if (kind === 'forum') await touchThread(db, threadId, at, 1);
};

// A thread goes with its posts, replies and reactions; another post with its own.
const deleted: On<'PostDeleted'> = async (event, db) => {
  const { postId, kind, threadId } = event.data;
  // A hidden post in a thread was already taken out of the thread's count.
  const counted = (await postOf(db, postId))?.visibility !== 'hidden';
  const of = kind === 'thread' ? { threadID: postId } : { postID: postId };
  if (kind === 'thread') await db.collection(POSTS).deleteMany(of);
  else await db.collection(POSTS).delete(postId);
  await db.collection(REPLIES).deleteMany(of);
  await db.collection(REACTIONS).deleteMany(of);
  if (counted && kind === 'forum' && threadId && (await postOf(db, threadId))) await db.collection(POSTS).update(threadId, { $inc: { numPosts: -1 } });
};

const replied: On<'ReplyPosted'> = async (event, db) => {
  const { postId, replyId, parentId, depth, authorId, content, feedback, links, at } = event.data;
  const post = await postOf(db, postId);
  if (!post) return;
  const record: ReplyRecord = {
    _id: replyId,
    postID: postId,
    threadID: post.threadID,
    parentID: parentId,
    depth,
    authorID: authorId,
    content,
    deleted: false,
    feedback,
    links,
    datePosted: at,
    revision: event.revision,
    hiddenReason: null,
  };
  await db.collection(REPLIES).put({ ...record });
  await db.collection(POSTS).update(postId, { $inc: { replyCount: 1 } });
  await touchThread(db, post.threadID, at, 0);
};

// The text and links go; the reply stays as a marker, so the replies under it keep their place.
// A hidden reply was already taken out of the count.
const replyDeleted: On<'ReplyDeleted'> = async (event, db) => {
  const reply = (await db.collection(REPLIES).get(event.data.replyId)) as ReplyRecord | null;
  if (!reply) return;
  await db.collection(REPLIES).update(event.data.replyId, { $set: { content: '', links: [], deleted: true } });
  if (!reply.deleted && reply.hiddenReason === null) await db.collection(POSTS).update(event.data.postId, { $inc: { replyCount: -1 } });
};

// The community feed and forum (domain/src/community/postView.ts), as stored; the API shapes each
// post for its reader (names, links the reader may see, the reader's own reaction).
export const postsProjection = defineProjection<PostEvent>()({
  name: 'posts',
  // 2: hidden content and content reports.
  version: 3,
  collections: {
    [POSTS]: [
      // The discover feed (listed posts), newest first, and its total.
      { fields: ['kind', 'visibility', '-datePosted', '_id'] },
      { fields: ['kind', 'visibility'], counted: true },
      // A profile's recent posts and threads; the following feed (kind, then its authors); an
      // author's own hidden posts.
      { fields: ['authorID', 'kind', 'visibility', '-datePosted', '_id'] },
      // A sub-forum's listed threads, newest activity first, and their total.
      { fields: ['subforum', 'kind', 'visibility', '-lastUpdated', '_id'] },
      { fields: ['subforum', 'kind', 'visibility'], counted: true },
      // A thread's posts, oldest first, a page at a time, and their total.
      { fields: ['threadID', 'kind', 'datePosted', '_id'] },
      { fields: ['threadID', 'kind'], counted: true },
      // Search of feed posts: `kind` pins the search to the feed.
      { text: ['content'], newestBy: 'datePosted', scope: 'kind' },
    ],
    [REPLIES]: [{ fields: ['postID'] }, { fields: ['threadID'] }],
    [REACTIONS]: [{ fields: ['postID'] }, { fields: ['threadID'] }],
    // The staff queues (open, mine = open and assigned to me, closed), newest first, with their
    // totals; a person's reports, made and received, newest first.
    [CONTENT_REPORTS]: [
      { fields: ['status', '-reportedAt', '_id'] },
      { fields: ['status'], counted: true },
      { fields: ['status', 'assigneeID', '-reportedAt', '_id'] },
      { fields: ['status', 'assigneeID'], counted: true },
      { fields: ['reporterID', '-reportedAt', '_id'] },
      { fields: ['authorID', '-reportedAt', '_id'] },
    ],
  },
  on: {
    PostPublished: published,
    PostDeleted: deleted,
    ReplyPosted: replied,
    ReplyDeleted: replyDeleted,
    ReactionAdded: async (event, db) => {
      await setReaction(db, event.data.postId, event.data.userId, event.data.emoji);
      await changeReactions(db, event.data.postId, { [event.data.emoji]: 1 });
    },
    ReactionRemoved: async (event, db) => {
      await db.collection(REACTIONS).delete(reactionRecordId(event.data.postId, event.data.userId));
      await changeReactions(db, event.data.postId, { [event.data.emoji]: -1 });
    },
    ReactionMoved: async (event, db) => {
      const { postId, userId, from, to } = event.data;
      await setReaction(db, postId, userId, to);
      await changeReactions(db, postId, { [from]: -1, [to]: 1 });
    },
    ThreadViewed: async (event, db) => {
      if (await postOf(db, event.data.postId)) await db.collection(POSTS).update(event.data.postId, { $inc: { views: 1 } });
    },
    ContentReported: contentReported,
    ReportAssigned: reportAssigned,
    ReportClosed: reportClosed,
    ContentHidden: contentHidden,
    ContentRestored: contentRestored,
  },
});
