import { z } from 'zod';
import { displayName } from '../shared/displayName';
import { hasForbiddenDescriptionCharacters, isBlankDisplayText } from '../shared/displayText';
import { communityMessages as m } from './communityMessages';
import { FEED_PAGE_MAX, POST_CONTENT_MAX, POST_LINKS_MAX, REPLY_CONTENT_MAX, REPORT_REASON_MAX, SEARCH_TEXT_MAX, THREAD_TITLE_MAX } from './communityLimits';
import { REACTION_EMOJIS } from './emojis';
import { DEFAULT_FEEDBACK, Feedback } from './feedback';
import { LINK_TYPES, REPORT_TARGETS } from './post.events';
import { SUBFORUM_SLUGS } from './subforums';

// Request bodies and params of the community routes (product.md §5 Community).
// Post and reply texts are multi-line plain text: NFC, trimmed, control characters other than
// tab and line breaks refused, blank refused with the product's text, length in characters.
const id = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

const text = (blank: string, max: number, tooLong: string) =>
  z
    .string({ error: blank })
    .transform((raw) => raw.normalize('NFC').trim())
    .refine((value) => !isBlankDisplayText(value), blank)
    .refine((value) => !hasForbiddenDescriptionCharacters(value), m.contentForbidden)
    .refine((value) => [...value].length <= max, tooLong);

const postContent = text(m.noPostContent, POST_CONTENT_MAX, m.postTooLong);
const replyContent = text(m.noReplyContent, REPLY_CONTENT_MAX, m.replyTooLong);
const feedback = z.union(Feedback.options, { error: m.unknownFeedback }).default(DEFAULT_FEEDBACK);
const links = z
  .array(z.object({ _id: id(m.linkNotYours), type: z.enum(LINK_TYPES, { error: m.linkKind }) }), { error: m.linkKind })
  .max(POST_LINKS_MAX, m.tooManyLinks)
  // The same element twice is one link.
  .transform((list) => list.filter((link, index) => list.findIndex((other) => other._id === link._id && other.type === link.type) === index))
  .default([]);
const whole = (max: number) => z.number({ error: m.pageInvalid }).int(m.pageInvalid).min(0, m.pageInvalid).max(max, m.pageInvalid);

// Zero-based page, skip and limit (product.md §9); skip wins when both are given.
export const FeedPageBody = z.object({
  page: whole(1_000_000).default(0),
  skip: whole(100_000_000).optional(),
  limit: whole(FEED_PAGE_MAX).min(1, m.pageInvalid).default(3),
});
export const SearchPostsBody = FeedPageBody.extend({ text: z.string({ error: m.noResults }).trim().max(SEARCH_TEXT_MAX, m.noResults) });
export const NewPostBody = z.object({ content: postContent, feedback, links });
export const PostIdParams = z.object({ id: z.string().max(200, m.postNotFound) });
// authorID in the body (the product's call sends it) is ignored: the author is the signed-in user.
export const NewReplyBody = z.object({ parentID: id(m.postNotFound), content: replyContent, feedback, links });
export const ReactBody = z.object({ postID: id(m.postNotFound), emoji: z.enum(REACTION_EMOJIS, { error: m.unknownEmoji }) });
export const ReportBody = z.object({
  target: z.enum(REPORT_TARGETS, { error: m.reportTarget }),
  targetID: id(m.postNotFound),
  reason: text(m.reportReasonRequired, REPORT_REASON_MAX, m.reportReasonTooLong),
});

export const SubforumParams = z.object({ subforum: z.enum(SUBFORUM_SLUGS, { error: m.subforumNotFound }) });
export const ThreadParams = SubforumParams.extend({ threadId: z.string().max(200, m.threadNotFound) });
export const ThreadsQuery = z.object({
  page: z.coerce.number({ error: m.pageInvalid }).int(m.pageInvalid).min(0, m.pageInvalid).max(1_000_000, m.pageInvalid).default(0),
});
// GET forum/{subforum}/{threadId}?page=: which page of the thread's posts.
export const ThreadPostsQuery = ThreadsQuery;
export const NewThreadBody = z.object({
  postType: z.literal('text', { error: m.noPostContent }).default('text'),
  title: displayName({ blank: m.noThreadTitle, max: THREAD_TITLE_MAX, tooLong: m.threadTitleTooLong }),
  content: postContent,
  links,
});
export const NewThreadPostBody = z.object({ content: postContent, links });

export type NewPostBody = z.infer<typeof NewPostBody>;
export type NewReplyBody = z.infer<typeof NewReplyBody>;
export type NewThreadBody = z.infer<typeof NewThreadBody>;
