import type { PostEvent } from '@lorewright/domain/community/post.events';
import type { ProjectedEvent } from '../runner/projectedEvent';
import type { ProjectionStore } from '../runner/projection';
import { CONTENT_REPORTS, POSTS, REPLIES, type ContentReportRecord, type PostRecord, type ReplyRecord } from './postRecords';

// The posts projection's handlers of content reports and hidden content.
type On<T extends PostEvent['type']> = (event: ProjectedEvent<Extract<PostEvent, { type: T }>>, db: ProjectionStore) => Promise<unknown>;

const postOf = async (db: ProjectionStore, postId: string) => (await db.collection(POSTS).get(postId)) as PostRecord | null;
const replyOf = async (db: ProjectionStore, replyId: string) => (await db.collection(REPLIES).get(replyId)) as ReplyRecord | null;

export const contentReported: On<'ContentReported'> = async (event, db) => {
  const { postId, reportId, target, targetId, reporterId, reason, at } = event.data;
  const post = await postOf(db, postId);
  if (!post) return;
  const authorID = target === 'reply' ? (await replyOf(db, targetId))?.authorID : post.authorID;
  if (!authorID) return;
  const record: ContentReportRecord = {
    _id: reportId,
    postID: postId,
    postKind: post.kind,
    subforum: post.subforum,
    threadID: post.threadID,
    target,
    targetID: targetId,
    reporterID: reporterId,
    authorID,
    reason,
    status: 'open',
    assigneeID: null,
    reportedAt: at,
    closedAt: null,
  };
  await db.collection(CONTENT_REPORTS).put({ ...record });
};

export const reportAssigned: On<'ReportAssigned'> = (event, db) =>
  db.collection(CONTENT_REPORTS).update(event.data.reportId, { $set: { assigneeID: event.data.assigneeId } });

export const reportClosed: On<'ReportClosed'> = (event, db) =>
  db.collection(CONTENT_REPORTS).update(event.data.reportId, { $set: { status: 'closed', closedAt: event.data.at } });

// Counts shown to everyone count what everyone sees: a hidden reply leaves its post's reply
// count, a hidden post in a thread its thread's post count; restoring puts them back.
const setHidden = async (db: ProjectionStore, data: { postId: string; target: string; targetId: string }, reason: string | null) => {
  const by = reason === null ? 1 : -1;
  if (data.target === 'reply') {
    const reply = await replyOf(db, data.targetId);
    if (!reply || (reply.hiddenReason === null) === (reason === null)) return;
    await db.collection(REPLIES).update(data.targetId, { $set: { hiddenReason: reason } });
    if (!reply.deleted) await db.collection(POSTS).update(data.postId, { $inc: { replyCount: by } });
    return;
  }
  const post = await postOf(db, data.postId);
  if (!post || (post.hiddenReason === null) === (reason === null)) return;
  await db.collection(POSTS).update(data.postId, { $set: { visibility: reason === null ? 'listed' : 'hidden', hiddenReason: reason } });
  if (post.kind === 'forum' && post.threadID && (await postOf(db, post.threadID))) {
    await db.collection(POSTS).update(post.threadID, { $inc: { numPosts: by } });
  }
};

export const contentHidden: On<'ContentHidden'> = (event, db) => setHidden(db, event.data, event.data.reason);
export const contentRestored: On<'ContentRestored'> = (event, db) => setHidden(db, event.data, null);
