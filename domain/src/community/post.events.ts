import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';
import { REACTION_EMOJIS } from './emojis';
import { Feedback } from './feedback';
import { SUBFORUM_SLUGS } from './subforums';

// Events of one post, stream `post-{postId}`. A post is a feed post, a forum thread (its opening
// post, which carries the thread's title and views) or a post in a thread. Its replies, the
// reactions to it and the reports about it are events of the same stream, so each count is
// decided with the stream's expected revision and stays exact under concurrency.

export const LINK_TYPES = ['writing', 'wiki', 'timeline', 'map'] as const;
export type LinkType = (typeof LINK_TYPES)[number];
// An element of the poster's own that a post or reply links to; its title is read when shown,
// and a reader who may not see the element does not see the link.
export const PostLink = z.object({ _id: z.string(), type: z.enum(LINK_TYPES) });
export type PostLink = z.infer<typeof PostLink>;

export const POST_KINDS = ['feed', 'thread', 'forum'] as const;
export type PostKind = (typeof POST_KINDS)[number];

const emoji = z.enum(REACTION_EMOJIS);

export const PostPublished = defineEvent({
  type: 'PostPublished',
  version: 1,
  schema: z.object({
    postId: z.string(),
    authorId: z.string(),
    kind: z.enum(POST_KINDS),
    // Forum posts and threads: their sub-forum; feed posts: null.
    subforum: z.enum(SUBFORUM_SLUGS).nullable(),
    // A forum post: the thread's opening post; a thread: its own id; a feed post: null.
    threadId: z.string().nullable(),
    // A thread's title; null otherwise.
    title: z.string().nullable(),
    feedback: Feedback,
    content: z.string(),
    links: z.array(PostLink),
    at: z.string(),
  }),
});

// Deleting a thread's opening post takes the thread out of the forum.
export const PostDeleted = defineEvent({
  type: 'PostDeleted',
  version: 1,
  schema: z.object({ postId: z.string(), authorId: z.string(), kind: z.enum(POST_KINDS), threadId: z.string().nullable(), at: z.string() }),
});

// A reply to the post (parentId = postId) or to one of its replies; `depth` 1 answers the post.
export const ReplyPosted = defineEvent({
  type: 'ReplyPosted',
  version: 1,
  schema: z.object({
    postId: z.string(),
    replyId: z.string(),
    parentId: z.string(),
    depth: z.number().int().min(1),
    authorId: z.string(),
    content: z.string(),
    feedback: Feedback,
    links: z.array(PostLink),
    at: z.string(),
  }),
});

// The reply's text goes; the replies under it stay, under a 'deleted' marker.
export const ReplyDeleted = defineEvent({
  type: 'ReplyDeleted',
  version: 1,
  schema: z.object({ postId: z.string(), replyId: z.string(), authorId: z.string(), at: z.string() }),
});

// One reaction per user per post: added, removed (the same emoji chosen again) or moved.
export const ReactionAdded = defineEvent({
  type: 'ReactionAdded',
  version: 1,
  schema: z.object({ postId: z.string(), userId: z.string(), emoji, at: z.string() }),
});
export const ReactionRemoved = defineEvent({
  type: 'ReactionRemoved',
  version: 1,
  schema: z.object({ postId: z.string(), userId: z.string(), emoji, at: z.string() }),
});
export const ReactionMoved = defineEvent({
  type: 'ReactionMoved',
  version: 1,
  schema: z.object({ postId: z.string(), userId: z.string(), from: emoji, to: emoji, at: z.string() }),
});

// A thread opened by a visitor, counted once per visitor per day (UTC). `viewer` is the user's
// id, or a keyed hash of an anonymous visitor's address: no address is stored.
export const ThreadViewed = defineEvent({
  type: 'ThreadViewed',
  version: 1,
  schema: z.object({ postId: z.string(), viewer: z.string(), day: z.string() }),
});

// Someone asks staff to look at the post, one of its replies, or the thread it opens. A report
// never hides anything by itself (staff decide).
export const REPORT_TARGETS = ['post', 'reply', 'thread'] as const;
export type ReportTarget = (typeof REPORT_TARGETS)[number];
export const ContentReported = defineEvent({
  type: 'ContentReported',
  version: 1,
  schema: z.object({
    postId: z.string(),
    reportId: z.string(),
    target: z.enum(REPORT_TARGETS),
    // The post's id for 'post' and 'thread', the reply's for 'reply'.
    targetId: z.string(),
    reporterId: z.string(),
    reason: z.string(),
    at: z.string(),
  }),
});

// Staff work a report: assign it to a staff member (or nobody), hide what it is about,
// restore it, close the report. Hiding closes nothing by itself; a closed report stays closed.
export const ReportAssigned = defineEvent({
  type: 'ReportAssigned',
  version: 1,
  schema: z.object({ postId: z.string(), reportId: z.string(), assigneeId: z.string().nullable(), staffId: z.string(), at: z.string() }),
});
export const ReportClosed = defineEvent({
  type: 'ReportClosed',
  version: 1,
  schema: z.object({ postId: z.string(), reportId: z.string(), staffId: z.string(), at: z.string() }),
});

// Hidden content is gone for everyone but its author, who sees it marked with the reason.
export const ContentHidden = defineEvent({
  type: 'ContentHidden',
  version: 1,
  schema: z.object({
    postId: z.string(),
    target: z.enum(REPORT_TARGETS),
    targetId: z.string(),
    reason: z.string(),
    staffId: z.string(),
    // The report that led to it; null when staff hide content no one reported.
    reportId: z.string().nullable(),
    at: z.string(),
  }),
});
export const ContentRestored = defineEvent({
  type: 'ContentRestored',
  version: 1,
  schema: z.object({ postId: z.string(), target: z.enum(REPORT_TARGETS), targetId: z.string(), staffId: z.string(), at: z.string() }),
});

export const postEvents = [
  PostPublished,
  PostDeleted,
  ReplyPosted,
  ReplyDeleted,
  ReactionAdded,
  ReactionRemoved,
  ReactionMoved,
  ThreadViewed,
  ContentReported,
  ReportAssigned,
  ReportClosed,
  ContentHidden,
  ContentRestored,
];

export type PostEvent =
  | EventOf<typeof PostPublished>
  | EventOf<typeof PostDeleted>
  | EventOf<typeof ReplyPosted>
  | EventOf<typeof ReplyDeleted>
  | EventOf<typeof ReactionAdded>
  | EventOf<typeof ReactionRemoved>
  | EventOf<typeof ReactionMoved>
  | EventOf<typeof ThreadViewed>
  | EventOf<typeof ContentReported>
  | EventOf<typeof ReportAssigned>
  | EventOf<typeof ReportClosed>
  | EventOf<typeof ContentHidden>
  | EventOf<typeof ContentRestored>;
