import { readEvents, type EventSource } from '@lorewright/commands/eventStore/streamReader';
import { streamName } from '@lorewright/commands/eventStore/eventStore';
import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import { mentionsAsKinds } from '@lorewright/domain/community/mentionsInExcerpts';
import type { PostEvent } from '@lorewright/domain/community/post.events';
import type { SubforumSlug } from '@lorewright/domain/community/subforums';
import { reportMessages as r } from '@lorewright/domain/staff/reportMessages';
import { defineReactor } from '../runner/reactor';
import type { ProjectedEvent } from '../runner/projectedEvent';
import type { SendNotification } from '../notifications/notificationSender.reactor';
import { createNamesAt } from '../notifications/namesAt';

// Tells people of replies to their posts and replies, of posts in their threads and of
// reactions to their posts. Facts come from the post's own stream as it was at the
// event (the posts read model may lag, and a replay must word things the same); notification
// ids come from the causing event, so a redelivery sends nothing new.
//
// Reactions are batched (docs/decisions.md, Community): one notification per post and UTC day,
// `reaction-{postId}-{day}`. Fifty reactions on a day are one notification; the id depends on
// the event alone, so a replay from the start adds none.
export const COMMUNITY_NOTIFICATIONS_REACTOR = 'communityNotifications';

export interface CommunityNotificationsDeps extends EventSource {
  send: SendNotification;
}

interface PostFacts {
  authorId: string;
  kind: 'feed' | 'thread' | 'forum';
  subforum: SubforumSlug | null;
  threadId: string | null;
  title: string | null;
  content: string;
  // Reply id → its author.
  replyAuthors: Map<string, string>;
}

const EXCERPT_LENGTH = 60;
// A mention reads as its kind: a notification names no element (mentionsInExcerpts.ts).
export const excerpt = (text: string) => {
  const line = mentionsAsKinds(text).replace(/\s+/g, ' ').trim();
  const chars = [...line];
  return chars.length > EXCERPT_LENGTH ? `${chars.slice(0, EXCERPT_LENGTH - 1).join('')}…` : line;
};

// Where a notification about the post leads: the feed, or the thread the post is in.
export const postLink = ({ kind, subforum, threadId }: Pick<PostFacts, 'kind' | 'subforum' | 'threadId'>) =>
  kind === 'feed' || !subforum || !threadId ? '/community/posts' : `/community/forum/${subforum}/${threadId}`;

const causedBy = (event: ProjectedEvent): CommandContext => ({ actorId: null, correlationId: event.metadata.correlationId, causationId: event.id });

export const createCommunityNotificationsReactor = ({ eventStore, registry, send }: CommunityNotificationsDeps) => {
  const namesAt = createNamesAt({ eventStore, registry });

  const postAt = async (postId: string, position: number): Promise<PostFacts | null> => {
    let post: PostFacts | null = null;
    for (const event of await readEvents<PostEvent>({ eventStore, registry }, streamName('post', postId))) {
      if (event.position > position) break;
      if (event.type === 'PostPublished') {
        const { authorId, kind, subforum, threadId, title, content } = event.data;
        post = { authorId, kind, subforum, threadId, title, content, replyAuthors: new Map() };
      }
      if (event.type === 'ReplyPosted') post?.replyAuthors.set(event.data.replyId, event.data.authorId);
    }
    return post;
  };

  const nameAt = async (userId: string, position: number) => (await namesAt.userName(userId, position)) ?? 'Someone';
  const about = (post: PostFacts) => `“${excerpt(post.title ?? post.content)}”`;

  // The post's author, at most once per post and day (see above).
  const notifyReaction = async (event: ProjectedEvent<Extract<PostEvent, { type: 'ReactionAdded' | 'ReactionMoved' }>>, reactorId: string) => {
    const { postId, at } = event.data;
    const post = await postAt(postId, event.position);
    if (!post || post.authorId === reactorId) return;
    const subtitle = `${await nameAt(reactorId, event.position)} reacted to your post ${about(post)}`;
    await send(
      {
        userId: post.authorId,
        notificationId: `reaction-${postId}-${at.slice(0, 10)}`,
        icon: 'reaction',
        title: 'New reactions',
        subtitle,
        aboutUserId: reactorId,
        link: postLink(post),
        date: at,
      },
      causedBy(event),
    );
  };

  return defineReactor<PostEvent>({
    name: COMMUNITY_NOTIFICATIONS_REACTOR,
    on: {
      // The post's author and the author of the reply answered, once each, never the replier.
      ReplyPosted: async (event) => {
        const { postId, parentId, authorId, at } = event.data;
        const post = await postAt(postId, event.position);
        if (!post) return;
        const parentAuthor = parentId === postId ? undefined : post.replyAuthors.get(parentId);
        const name = await nameAt(authorId, event.position);
        const link = postLink(post);
        const recipients = [
          { userId: post.authorId, notificationId: event.id, subtitle: `${name} replied to your post ${about(post)}` },
          { userId: parentAuthor, notificationId: `${event.id}-parent`, subtitle: `${name} replied to your reply on ${about(post)}` },
        ];
        const notified = new Set([authorId]);
        for (const { userId, notificationId, subtitle } of recipients) {
          if (!userId || notified.has(userId)) continue;
          notified.add(userId);
          await send({ userId, notificationId, icon: 'reply', title: 'New reply', subtitle, link, date: at, aboutUserId: authorId }, causedBy(event));
        }
      },

      // A post in a thread tells the thread's author.
      PostPublished: async (event) => {
        const { kind, threadId, authorId, at } = event.data;
        if (kind !== 'forum' || !threadId) return;
        const thread = await postAt(threadId, event.position);
        if (!thread || thread.authorId === authorId) return;
        const subtitle = `${await nameAt(authorId, event.position)} posted in your thread ${about(thread)}`;
        await send(
          {
            userId: thread.authorId,
            notificationId: event.id,
            icon: 'reply',
            title: 'New post in your thread',
            subtitle,
            link: postLink(thread),
            date: at,
            aboutUserId: authorId,
          },
          causedBy(event),
        );
      },

      // Staff hid the person's post, thread or reply: they are told why, once (the id is
      // the event's, so a replay sends nothing new).
      ContentHidden: async (event) => {
        const { postId, target, targetId, reason, at } = event.data;
        const post = await postAt(postId, event.position);
        if (!post) return;
        const userId = target === 'reply' ? post.replyAuthors.get(targetId) : post.authorId;
        if (!userId) return;
        const what = target === 'reply' ? `Your reply on ${about(post)}` : target === 'thread' ? `Your thread ${about(post)}` : `Your post ${about(post)}`;
        await send(
          {
            userId,
            notificationId: event.id,
            icon: 'info',
            title: r.noticeHiddenTitle,
            subtitle: `${what}: ${r.hiddenNotice(reason)}`,
            link: postLink(post),
            date: at,
          },
          causedBy(event),
        );
      },

      ReactionAdded: (event) => notifyReaction(event, event.data.userId),
      ReactionMoved: (event) => notifyReaction(event, event.data.userId),
    },
  });
};
