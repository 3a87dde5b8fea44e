import { z } from 'zod';
import { PagePlace } from '../shared/pageView';
import { Feedback } from './feedback';
import { POST_KINDS, PostLink } from './post.events';
import { SubforumSlug } from './subforums';

// What the community calls answer (product.md §3 Feed post, Forum post,
// Thread, Reply). Dates are ISO strings. Texts are plain: the client shows them as text, with
// line breaks and http(s) addresses made links, never as HTML.

// A link as a reader sees it: only to elements that reader may see, with the element's title now.
export const LinkView = PostLink.extend({ title: z.string() });
export type LinkView = z.infer<typeof LinkView>;

export const ReplyView = z.object({
  _id: z.string(),
  parentID: z.string(),
  authorID: z.string(),
  userName: z.string(),
  avatarImage: z.string(),
  // Empty once deleted (its replies stay under it).
  content: z.string(),
  deleted: z.boolean(),
  feedback: Feedback,
  links: z.array(LinkView),
  datePosted: z.string(),
  // A getter, so the schema may hold itself (replies to replies).
  get replies(): z.ZodArray<typeof ReplyView> {
    return z.array(ReplyView);
  },
  // Hidden by staff. Its author sees it with the reason; others see it only as a
  // placeholder, and only while replies under it are shown (no author, no text).
  hidden: z.boolean(),
  hiddenReason: z.string().nullable(),
});
export type ReplyView = z.infer<typeof ReplyView>;

export const PostView = z.object({
  _id: z.string(),
  kind: z.enum(POST_KINDS),
  // 'text', the only post type (product.md §3 Forum post postType).
  postType: z.literal('text'),
  authorID: z.string(),
  userName: z.string(),
  avatarImage: z.string(),
  feedback: Feedback,
  content: z.string(),
  links: z.array(LinkView),
  datePosted: z.string(),
  // Emoji → count, only emojis with a count above 0.
  reactions: z.record(z.string(), z.number()),
  // The signed-in reader's own reaction, null for none (and for visitors).
  myReaction: z.string().nullable(),
  // Nested, oldest first at every level.
  replies: z.array(ReplyView),
  replyCount: z.number(),
  subforum: SubforumSlug.nullable(),
  threadID: z.string().nullable(),
  title: z.string().nullable(),
  // Hidden by staff: only its author is shown the post, with the reason.
  hiddenReason: z.string().nullable(),
});
export type PostView = z.infer<typeof PostView>;

// POST posts/discoverFeed, posts/followingFeed, posts/search: newest first.
export const FeedPage = z.object({
  total: z.number(),
  posts: z.array(PostView),
});
export type FeedPage = z.infer<typeof FeedPage>;

// A thread in its sub-forum's list (product.md §3 Thread; §4: title, poster, post count, views, last active).
export const ThreadListItem = z.object({
  _id: z.string(),
  subforum: SubforumSlug,
  title: z.string(),
  originalPosterID: z.string(),
  posterName: z.string(),
  // The opening post and every post in the thread.
  numPosts: z.number(),
  views: z.number(),
  lastUpdated: z.string(),
  datePosted: z.string(),
});
export type ThreadListItem = z.infer<typeof ThreadListItem>;

// GET forum/{subforum}?page=: newest activity first.
export const ThreadPage = z.object({
  total: z.number(),
  threads: z.array(ThreadListItem),
});
export type ThreadPage = z.infer<typeof ThreadPage>;

// GET forum/{subforum}/{threadId}: the thread and its posts, the opening post first, then oldest first.
// A thread's page: the opening post first on every page, then up to THREAD_POSTS_PAGE_SIZE of
// the posts after it, oldest first; `total` counts those posts (the opening post aside).
export const ThreadView = PagePlace.extend({
  thread: ThreadListItem,
  posts: z.array(PostView),
});
export type ThreadView = z.infer<typeof ThreadView>;

// GET posts/attachment/{id}: a post's links the reader may see.
export const PostLinksAnswer = z.object({ links: z.array(LinkView) });

// The profile's recent activity (GET user/profile/{id}, fields `posts` and `threads`).
export const ProfilePostItem = z.object({
  _id: z.string(),
  // The first 200 characters.
  excerpt: z.string(),
  datePosted: z.string(),
});
export type ProfilePostItem = z.infer<typeof ProfilePostItem>;
export const ProfileThreadItem = z.object({
  _id: z.string(),
  subforum: SubforumSlug,
  title: z.string(),
  datePosted: z.string(),
});
export type ProfileThreadItem = z.infer<typeof ProfileThreadItem>;

// A post made, changed or reacted to: the post as the viewer now sees it, and what the change says.
export const PostAnswer = z.object({ post: PostView });
export const PostChangedAnswer = PostAnswer.extend({ message: z.string() });

// POST forum/{subforum}/newthread: what it says, and the thread as its list shows it.
export const ThreadStartedAnswer = z.object({ message: z.string(), thread: ThreadListItem });
// POST forum/{subforum}/{threadId}/newpost: what it says, and the thread's last page.
export const ThreadPostedAnswer = ThreadView.extend({ message: z.string() });
