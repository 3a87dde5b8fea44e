import type { Feedback } from './feedback';
import type { LinkType, PostKind } from './post.events';
import type { SubforumSlug } from './subforums';

// What the community calls answer (product.md §3 Feed post, Forum post,
// Thread, Reply). Dates are ISO strings. Texts are plain: the client shows them as text, with
// line breaks and http(s) addresses made links, never as HTML.

// A link as a reader sees it: only to elements that reader may see, with the element's title now.
export interface LinkView {
  _id: string;
  type: LinkType;
  title: string;
}

export interface ReplyView {
  _id: string;
  parentID: string;
  authorID: string;
  userName: string;
  avatarImage: string;
  // Empty once deleted (its replies stay under it).
  content: string;
  deleted: boolean;
  feedback: Feedback;
  links: LinkView[];
  datePosted: string;
  replies: ReplyView[];
  // Hidden by staff. Its author sees it with the reason; others see it only as a
  // placeholder, and only while replies under it are shown (no author, no text).
  hidden: boolean;
  hiddenReason: string | null;
}

export interface PostView {
  _id: string;
  kind: PostKind;
  // 'text', the only post type (product.md §3 Forum post postType).
  postType: 'text';
  authorID: string;
  userName: string;
  avatarImage: string;
  feedback: Feedback;
  content: string;
  links: LinkView[];
  datePosted: string;
  // Emoji → count, only emojis with a count above 0.
  reactions: Record<string, number>;
  // The signed-in reader's own reaction, null for none (and for visitors).
  myReaction: string | null;
  // Nested, oldest first at every level.
  replies: ReplyView[];
  replyCount: number;
  subforum: SubforumSlug | null;
  threadID: string | null;
  title: string | null;
  // Hidden by staff: only its author is shown the post, with the reason.
  hiddenReason: string | null;
}

// POST posts/discoverFeed, posts/followingFeed, posts/search: newest first.
export interface FeedPage {
  total: number;
  posts: PostView[];
}

// A thread in its sub-forum's list (product.md §3 Thread; §4: title, poster, post count, views, last active).
export interface ThreadListItem {
  _id: string;
  subforum: SubforumSlug;
  title: string;
  originalPosterID: string;
  posterName: string;
  // The opening post and every post in the thread.
  numPosts: number;
  views: number;
  lastUpdated: string;
  datePosted: string;
}

// GET forum/{subforum}?page=: newest activity first.
export interface ThreadPage {
  total: number;
  threads: ThreadListItem[];
}

// GET forum/{subforum}/{threadId}: the thread and its posts, the opening post first, then oldest first.
// A thread's page: the opening post first on every page, then up to THREAD_POSTS_PAGE_SIZE of
// the posts after it, oldest first; `total` counts those posts (the opening post aside).
export interface ThreadView {
  thread: ThreadListItem;
  posts: PostView[];
  page: number;
  pageSize: number;
  total: number;
}

// The profile's recent activity (GET user/profile/{id}, fields `posts` and `threads`).
export interface ProfilePostItem {
  _id: string;
  // The first 200 characters.
  excerpt: string;
  datePosted: string;
}
export interface ProfileThreadItem {
  _id: string;
  subforum: SubforumSlug;
  title: string;
  datePosted: string;
}
