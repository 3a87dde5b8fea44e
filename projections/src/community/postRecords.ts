import type { Feedback } from '@lorewright/domain/community/feedback';
import type { PostKind, PostLink, ReportTarget } from '@lorewright/domain/community/post.events';
import type { SubforumSlug } from '@lorewright/domain/community/subforums';

// How the posts projection stores the community: one small document per post (a thread is
// its opening post, with the thread's counts), one per reply and one per user's reaction, so no
// document grows with the conversation. Names and avatars are not copied: they are read from
// the users read model when shown, so a renamed user shows the new name everywhere.
export interface PostRecord {
  _id: string;
  kind: PostKind;
  authorID: string;
  feedback: Feedback;
  content: string;
  // As posted; titles and who may see them are decided when shown.
  links: PostLink[];
  datePosted: string;
  // Emoji → count, only counts above 0 (at most 41 keys).
  reactions: Record<string, number>;
  // Live replies.
  replyCount: number;
  subforum: SubforumSlug | null;
  threadID: string | null;
  title: string | null;
  // Threads only (0 / datePosted otherwise): the opening post and its live posts, the views,
  // the last post or reply.
  numPosts: number;
  views: number;
  lastUpdated: string;
  // Hidden by staff: 'hidden' drops the post (or the thread it opens) out of every
  // list but its author's; a string rather than a boolean, so the list indexes select it exactly.
  visibility: PostVisibility;
  hiddenReason: string | null;
}

export type PostVisibility = 'listed' | 'hidden';

export interface ReplyRecord {
  _id: string;
  postID: string;
  // The thread of the post replied to (null in the feed), so a deleted thread takes its replies.
  threadID: string | null;
  parentID: string;
  depth: number;
  authorID: string;
  content: string;
  deleted: boolean;
  feedback: Feedback;
  links: PostLink[];
  datePosted: string;
  // Its event's revision in the post's stream: the exact order of a post's replies.
  revision: number;
  // Hidden by staff: shown to its author only, with this reason.
  hiddenReason: string | null;
}

// A content report as staff work it. No names: people are ids, their names are read
// when shown (personal-data erasure). Where the content lives is copied, as it never changes.
export interface ContentReportRecord {
  // The report id.
  _id: string;
  postID: string;
  postKind: PostKind;
  subforum: SubforumSlug | null;
  threadID: string | null;
  target: ReportTarget;
  targetID: string;
  reporterID: string;
  // The author of the reported post or reply.
  authorID: string;
  reason: string;
  status: 'open' | 'closed';
  assigneeID: string | null;
  reportedAt: string;
  closedAt: string | null;
}

export interface ReactionRecord {
  // `{postId}/{userId}`
  _id: string;
  postID: string;
  threadID: string | null;
  userID: string;
  emoji: string;
}

export const POSTS = 'posts';
export const REPLIES = 'replies';
export const REACTIONS = 'reactions';
export const CONTENT_REPORTS = 'contentReports';
export const reactionRecordId = (postId: string, userId: string) => `${postId}/${userId}`;
