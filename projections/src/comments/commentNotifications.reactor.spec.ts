import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import { createNotificationCommands } from '@lorewright/commands/notifications/notificationCommands';
import { createCommandHandler } from '@lorewright/commands/pipeline/handleCommand';
import { systemClock, uuidGenerator } from '@lorewright/commands/shared/clock';
import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import type { CommentEvent } from '@lorewright/domain/comments/comment.events';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { WorldAccessFacts } from '@lorewright/domain/worlds/worldAccess';
import { userRegistered } from '../accounts/testing/accountEvents';
import { ReactorRunner } from '../runner/reactorRunner';
import { tempReadStore } from '../runner/testing/testFixtures';
import { createCommentNotificationsReactor } from './commentNotifications.reactor';

const DATE = '2026-11-30T10:00:00.000Z';
const runners: ReactorRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

// Ada owns the world; Cid and Col edit; Rea reads; Ned edits the world but only reads this writing.
const world: WorldAccessFacts = {
  authorID: 'ada',
  visibility: 'private',
  members: ['cid', 'col', 'rea', 'ned'],
  roles: { cid: 'editor', col: 'editor', ned: 'editor' },
  elementAccess: { 'writing:doc': { ned: 'read' } },
};

const start = () => {
  const eventStore = createMemoryEventStore();
  const readStore = tempReadStore();
  const notifications = createNotificationCommands(createCommandHandler({ eventStore, registry: eventRegistry, clock: systemClock, ids: uuidGenerator }));
  const reactor = createCommentNotificationsReactor({
    eventStore,
    registry: eventRegistry,
    send: notifications.send,
    titleOf: async (_element, id) => (id === 'doc' ? 'Chapter One' : null),
    worldOf: async (id) => (id === 'w1' ? world : null),
  });
  const runner = new ReactorRunner({ eventStore, readStore, registry: eventRegistry, reactors: [reactor], leaseMs: 300 });
  runners.push(runner);
  runner.start();
  return eventStore;
};

const append = async (eventStore: EventStore, stream: string, event: AccountEvent | CommentEvent) => {
  const id = randomUUID();
  const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp: DATE, schemaVersion: 1 };
  await eventStore.append(stream, [{ id, ...event, metadata }], { expectedRevision: 'any' });
  return id;
};

const comment = (commentId: string, authorId: string, threadId = commentId, elementId = 'doc'): CommentEvent => ({
  type: 'CommentAdded',
  data: { element: 'writing', elementId, worldId: 'w1', threadId, commentId, authorId, part: 's1', paragraph: 0, quote: '', text: 'Hm.', at: DATE },
});

const sent = async (eventStore: EventStore, userId: string) =>
  (await eventStore.readStream(`notifications-${userId}`)).filter((e) => e.type === 'NotificationSent').map((e) => e.data as Record<string, unknown>);

const givenPeople = async (eventStore: EventStore) => {
  for (const [id, name] of [
    ['ada', 'Ada'],
    ['cid', 'Cid'],
    ['col', 'Col'],
    ['rea', 'Rea'],
    ['ned', 'Ned'],
  ])
    await append(eventStore, `user-${id}`, userRegistered(id, name, { dateJoined: DATE }));
};

describe('commentNotifications reactor', () => {
  it("a new thread tells the world's owner, with the commenter's name, the title and the page", async () => {
    const eventStore = start();
    await givenPeople(eventStore);
    const id = await append(eventStore, 'comments-doc', comment('t1', 'cid'));
    await expect.poll(() => sent(eventStore, 'ada')).toHaveLength(1);
    expect((await sent(eventStore, 'ada'))[0]).toEqual({
      userId: 'ada',
      notificationId: `${id}-ada`,
      icon: 'reply',
      title: 'New comment',
      subtitle: 'Cid commented on Chapter One',
      link: '/writing/doc',
      date: DATE,
      aboutUserId: 'cid',
    });
  });

  it('a reply tells who took part in the thread and may still edit, never the replier, a reader or a member who only reads it', async () => {
    const eventStore = start();
    await givenPeople(eventStore);
    // Ned and Rea wrote before their access was taken away (the world is read as it is now).
    await append(eventStore, 'comments-doc', comment('t1', 'ada'));
    await append(eventStore, 'comments-doc', comment('r1', 'ned', 't1'));
    await append(eventStore, 'comments-doc', comment('r2', 'rea', 't1'));
    await append(eventStore, 'comments-doc', comment('r3', 'col', 't1'));
    // Another thread's people hear nothing of this one.
    await append(eventStore, 'comments-doc', comment('t2', 'cid'));
    await append(eventStore, 'comments-doc', comment('r4', 'cid', 't1'));
    await expect.poll(async () => (await sent(eventStore, 'col')).length).toBe(1);
    await expect.poll(async () => (await sent(eventStore, 'ada')).length).toBe(5);
    expect((await sent(eventStore, 'ada')).map((n) => n.subtitle)).toEqual(
      ['Ned', 'Rea', 'Col', 'Cid', 'Cid'].map((name) => `${name} commented on Chapter One`),
    );
    expect((await sent(eventStore, 'col'))[0].subtitle).toBe('Cid commented on Chapter One');
    expect(await sent(eventStore, 'cid')).toEqual([]);
    expect(await sent(eventStore, 'rea')).toEqual([]);
    expect(await sent(eventStore, 'ned')).toEqual([]);
  });

  it('nothing is sent for an element that is gone', async () => {
    const eventStore = start();
    await givenPeople(eventStore);
    await append(eventStore, 'comments-gone', comment('t1', 'cid', 't1', 'gone'));
    await append(eventStore, 'comments-doc', comment('t2', 'cid'));
    await expect.poll(() => sent(eventStore, 'ada')).toHaveLength(1);
    expect((await sent(eventStore, 'ada'))[0].notificationId).toMatch(/-ada$/);
  });
});
