import type { Feedback } from '@lorewright/domain/community/feedback';
import type { PostKind, PostLink } from '@lorewright/domain/community/post.events';
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
}

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
export const reactionRecordId = (postId: string, userId: string) => `${postId}/${userId}`;
