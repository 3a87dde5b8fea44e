import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import { createNotificationCommands } from '@lorewright/commands/notifications/notificationCommands';
import { createCommandHandler } from '@lorewright/commands/pipeline/handleCommand';
import { systemClock, uuidGenerator } from '@lorewright/commands/shared/clock';
import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import type { PostEvent } from '@lorewright/domain/community/post.events';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { NotificationEvent } from '@lorewright/domain/notifications/notification.events';
import { ReactorRunner } from '../runner/reactorRunner';
import { rewindReactor } from '../runner/reactorWorker';
import { tempReadStore } from '../runner/testing/testFixtures';
import { COMMUNITY_NOTIFICATIONS_REACTOR, createCommunityNotificationsReactor, excerpt } from './communityNotifications.reactor';
import { userRegistered } from '../accounts/testing/accountEvents';

const AT = '2026-11-22T10:00:00.000Z';
const runners: ReactorRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

const setup = () => {
  const eventStore = createMemoryEventStore();
  const readStore = tempReadStore();
  const notifications = createNotificationCommands(createCommandHandler({ eventStore, registry: eventRegistry, clock: systemClock, ids: uuidGenerator }));
  const reactor = createCommunityNotificationsReactor({ eventStore, registry: eventRegistry, send: notifications.send });
  const start = () => {
    const runner = new ReactorRunner({ eventStore, readStore, registry: eventRegistry, reactors: [reactor], leaseMs: 300 });
    runners.push(runner);
    runner.start();
    return runner;
  };
  const append = async (stream: string, event: AccountEvent | PostEvent | NotificationEvent) => {
    const id = randomUUID();
    const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp: AT, schemaVersion: 1 };
    await eventStore.append(stream, [{ id, ...event, metadata }], { expectedRevision: 'any' });
    return id;
  };
  return { eventStore, readStore, start, append };
};

const sent = async (eventStore: EventStore, userId: string) =>
  (await eventStore.readStream(`notifications-${userId}`)).filter((e) => e.type === 'NotificationSent').map((e) => e.data as Record<string, string>);

const registered = (userId: string) => userRegistered(userId, userId[0].toUpperCase() + userId.slice(1), { dateJoined: AT });
const published = (postId: string, authorId: string, kind: 'feed' | 'thread' | 'forum' = 'feed', threadId: string | null = null): PostEvent => ({
  type: 'PostPublished',
  data: {
    postId,
    authorId,
    kind,
    subforum: kind === 'feed' ? null : 'discussions',
    threadId: kind === 'thread' ? postId : threadId,
    title: kind === 'thread' ? 'Dragons in winter' : null,
    feedback: 0,
    content: 'My first map of the northern isles',
    links: [],
    at: AT,
  },
});
const reply = (postId: string, replyId: string, authorId: string, parentId = postId): PostEvent => ({
  type: 'ReplyPosted',
  data: { postId, replyId, parentId, depth: parentId === postId ? 1 : 2, authorId, content: 'Nice!', feedback: 0, links: [], at: AT },
});
const reacted = (postId: string, userId: string): PostEvent => ({ type: 'ReactionAdded', data: { postId, userId, emoji: '❤️', at: AT } });

// Registered, so their names read as at the time.
const givenPeople = async (append: ReturnType<typeof setup>['append'], ...people: string[]) => {
  for (const person of people) await append(`user-${person}`, registered(person));
};

describe('communityNotifications reactor', () => {
  it('a reply notifies the post’s author once, with a link to the feed', async () => {
    const { eventStore, start, append } = setup();
    await givenPeople(append, 'ada', 'bea');
    await append('post-p1', published('p1', 'ada'));
    start();
    const replied = await append('post-p1', reply('p1', 'r1', 'bea'));
    await expect.poll(() => sent(eventStore, 'ada')).toHaveLength(1);
    expect((await sent(eventStore, 'ada'))[0]).toEqual({
      userId: 'ada',
      notificationId: replied,
      icon: 'reply',
      title: 'New reply',
      subtitle: 'Bea replied to your post “My first map of the northern isles”',
      link: '/community/posts',
      date: AT,
      // Whom the subtitle names: erased with them (ops forget).
      aboutUserId: 'bea',
    });
    expect(await sent(eventStore, 'bea')).toEqual([]);
  });

  it('a reply to a reply notifies the post’s author and the reply’s author, never the replier', async () => {
    const { eventStore, start, append } = setup();
    await givenPeople(append, 'ada', 'bea', 'cid');
    await append('post-t1', published('t1', 'ada', 'thread'));
    await append('post-t1', reply('t1', 'r1', 'bea'));
    await append('post-t1', reply('t1', 'r2', 'cid', 'r1'));
    // Ada answers Cid's reply herself: Cid hears of it, Ada does not.
    await append('post-t1', reply('t1', 'r3', 'ada', 'r2'));
    start();
    await expect.poll(async () => (await sent(eventStore, 'cid')).length).toBe(1);
    await expect.poll(async () => (await sent(eventStore, 'ada')).length).toBe(2);
    expect((await sent(eventStore, 'bea')).map((n) => n.subtitle)).toEqual(['Cid replied to your reply on “Dragons in winter”']);
    expect((await sent(eventStore, 'cid'))[0]).toMatchObject({
      subtitle: 'Ada replied to your reply on “Dragons in winter”',
      link: '/community/forum/discussions/t1',
    });
  });

  it('a self-reply notifies nobody', async () => {
    const { eventStore, start, append } = setup();
    await givenPeople(append, 'ada', 'bea');
    await append('post-p1', published('p1', 'ada'));
    await append('post-p1', reply('p1', 'r1', 'ada'));
    start();
    // A later event shows the reactor has passed the self-reply.
    await append('post-p1', reply('p1', 'r2', 'bea'));
    await expect.poll(() => sent(eventStore, 'ada')).toHaveLength(1);
    expect((await sent(eventStore, 'ada'))[0]).toMatchObject({ subtitle: 'Bea replied to your post “My first map of the northern isles”' });
  });

  it('a post in a thread notifies the thread’s author, not its own author', async () => {
    const { eventStore, start, append } = setup();
    await givenPeople(append, 'ada', 'bea');
    await append('post-t1', published('t1', 'ada', 'thread'));
    await append('post-f0', published('f0', 'ada', 'forum', 't1'));
    start();
    await append('post-f1', published('f1', 'bea', 'forum', 't1'));
    await expect.poll(() => sent(eventStore, 'ada')).toHaveLength(1);
    expect((await sent(eventStore, 'ada'))[0]).toMatchObject({
      icon: 'reply',
      title: 'New post in your thread',
      subtitle: 'Bea posted in your thread “Dragons in winter”',
      link: '/community/forum/discussions/t1',
    });
  });

  it('50 reactions from 50 users are one unread notification; a reaction of one’s own none', async () => {
    const { eventStore, start, append } = setup();
    const readers = Array.from({ length: 50 }, (_, i) => `reader${i}`);
    await givenPeople(append, 'ada', ...readers);
    await append('post-p1', published('p1', 'ada'));
    await append('post-p1', reacted('p1', 'ada'));
    for (const reader of readers) await append('post-p1', reacted('p1', reader));
    start();
    const marker = await append('post-p1', reply('p1', 'r1', 'reader0'));
    await expect.poll(async () => (await sent(eventStore, 'ada')).some((n) => n.notificationId === marker)).toBe(true);
    const reactions = (await sent(eventStore, 'ada')).filter((n) => n.icon === 'reaction');
    expect(reactions).toEqual([
      {
        userId: 'ada',
        notificationId: 'reaction-p1-2026-11-22',
        icon: 'reaction',
        title: 'New reactions',
        subtitle: 'Reader0 reacted to your post “My first map of the northern isles”',
        link: '/community/posts',
        date: AT,
        aboutUserId: 'reader0',
      },
    ]);
    const read = (await eventStore.readStream('notifications-ada')).filter((e) => e.type === 'NotificationRead');
    expect(read).toEqual([]);
  });

  it('a redelivered event (a replay from the start) sends nothing new', async () => {
    const { eventStore, readStore, start, append } = setup();
    await givenPeople(append, 'ada', 'bea', 'cid');
    await append('post-p1', published('p1', 'ada'));
    await append('post-p1', reply('p1', 'r1', 'bea'));
    await append('post-p1', reacted('p1', 'bea'));
    const first = start();
    await expect.poll(() => sent(eventStore, 'ada')).toHaveLength(2);
    // Ada reads them all, then every event is delivered again.
    for (const { notificationId } of await sent(eventStore, 'ada'))
      await append('notifications-ada', { type: 'NotificationRead', data: { userId: 'ada', notificationId } });
    await first.stop();
    await rewindReactor({ readStore }, COMMUNITY_NOTIFICATIONS_REACTOR, 0);
    start();
    const marker = await append('post-p1', reply('p1', 'r2', 'cid'));
    await expect.poll(async () => (await sent(eventStore, 'ada')).at(-1)?.notificationId).toBe(marker);
    expect(await sent(eventStore, 'ada')).toHaveLength(3);
  });

  it('content hidden by staff tells its author why, once, even after a replay', async () => {
    const { eventStore, readStore, start, append } = setup();
    await givenPeople(append, 'ada', 'bea');
    await append('post-p1', published('p1', 'ada'));
    await append('post-p1', reply('p1', 'r1', 'bea'));
    const hide = (target: 'post' | 'reply', targetId: string): PostEvent => ({
      type: 'ContentHidden',
      data: { postId: 'p1', target, targetId, reason: 'Insults', staffId: 'sam', reportId: null, at: AT },
    });
    const hidPost = await append('post-p1', hide('post', 'p1'));
    await append('post-p1', hide('reply', 'r1'));
    const first = start();
    await expect.poll(async () => (await sent(eventStore, 'ada')).some((n) => n.notificationId === hidPost)).toBe(true);
    expect((await sent(eventStore, 'ada')).find((n) => n.notificationId === hidPost)).toEqual({
      userId: 'ada',
      notificationId: hidPost,
      icon: 'info',
      title: 'Your content was hidden',
      subtitle: 'Your post “My first map of the northern isles”: Hidden by staff: Insults',
      link: '/community/posts',
      date: AT,
    });
    await expect.poll(() => sent(eventStore, 'bea')).toHaveLength(1);
    expect((await sent(eventStore, 'bea'))[0]).toMatchObject({ subtitle: 'Your reply on “My first map of the northern isles”: Hidden by staff: Insults' });
    await first.stop();
    await rewindReactor({ readStore }, COMMUNITY_NOTIFICATIONS_REACTOR, 0);
    start();
    const marker = await append('post-p1', reply('p1', 'r2', 'bea'));
    await expect.poll(async () => (await sent(eventStore, 'ada')).at(-1)?.notificationId).toBe(marker);
    expect((await sent(eventStore, 'ada')).filter((n) => n.icon === 'info')).toHaveLength(1);
    expect(await sent(eventStore, 'bea')).toHaveLength(1);
  });
});

describe('excerpt', () => {
  it('reads a mention as its kind, so a notification names no element and shows no token', () => {
    expect(excerpt('Who lives in [[wiki:k-1]]?\nAsk [[map:m2]].')).toBe('Who lives in @wiki? Ask @map.');
  });
});
