import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import { createNotificationCommands } from '@lorewright/commands/notifications/notificationCommands';
import { createCommandHandler } from '@lorewright/commands/pipeline/handleCommand';
import { systemClock, uuidGenerator } from '@lorewright/commands/shared/clock';
import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import type { ReadStore } from '../readStore/readStore';
import { ReactorRunner } from '../runner/reactorRunner';
import { rewindReactor } from '../runner/reactorWorker';
import { tempReadStore } from '../runner/testing/testFixtures';
import { createNotificationSenderReactor, NOTIFICATION_SENDER_REACTOR } from './notificationSender.reactor';
import { userRegistered } from '../accounts/testing/accountEvents';

const DATE = '2026-11-22T10:00:00.000Z';
const runners: ReactorRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((runner) => runner.stop()));
});

const setup = () => {
  const eventStore = createMemoryEventStore();
  const readStore = tempReadStore();
  const notifications = createNotificationCommands(createCommandHandler({ eventStore, registry: eventRegistry, clock: systemClock, ids: uuidGenerator }));
  return { eventStore, readStore, reactor: createNotificationSenderReactor({ eventStore, registry: eventRegistry, send: notifications.send }) };
};

const start = ({ eventStore, readStore, reactor }: ReturnType<typeof setup>) => {
  const runner = new ReactorRunner({ eventStore, readStore, registry: eventRegistry, reactors: [reactor], leaseMs: 300 });
  runners.push(runner);
  runner.start();
  return runner;
};

const append = async (eventStore: EventStore, stream: string, event: AccountEvent | WorldEvent) => {
  const id = randomUUID();
  const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp: DATE, schemaVersion: 1 };
  await eventStore.append(stream, [{ id, ...event, metadata }], { expectedRevision: 'any' });
  return id;
};

const registered = (userId: string, name: string) => userRegistered(userId, name, { dateJoined: DATE });
const worldCreated: WorldEvent = { type: 'WorldCreated', data: { worldId: 'w1', authorId: 'ada', name: 'Eldoria', description: '', createdOn: DATE } };
const invited = (invitationId: string, invitedUserId: string | null): WorldEvent => ({
  type: 'MemberInvited',
  data: { worldId: 'w1', invitationId, authorId: 'ada', invitedMemberEmail: `${invitedUserId ?? 'stranger'}@example.com`, invitedUserId, date: DATE },
});
const accepted = (invitationId: string, userId: string): WorldEvent => ({
  type: 'InvitationAccepted',
  data: { worldId: 'w1', invitationId, userId, date: DATE },
});

const sent = async (eventStore: EventStore, userId: string) =>
  (await eventStore.readStream(`notifications-${userId}`)).filter((e) => e.type === 'NotificationSent').map((e) => e.data as { notificationId: string });

// Adds Ada's world and her two readers, Bea and Cid.
const givenWorld = async (eventStore: EventStore) => {
  await append(eventStore, 'user-ada', registered('ada', 'Ada'));
  await append(eventStore, 'user-bea', registered('bea', 'Bea'));
  await append(eventStore, 'user-cid', registered('cid', 'Cid'));
  await append(eventStore, 'world-w1', worldCreated);
};

describe('notificationSender reactor', () => {
  it('notifies an invited account and, once it accepts, the author; the ids are the causing events’ ids', async () => {
    const deps = setup();
    const { eventStore } = deps;
    start(deps);
    await givenWorld(eventStore);
    const invitation = await append(eventStore, 'world-w1', invited('i1', 'bea'));
    await expect.poll(() => sent(eventStore, 'bea')).toHaveLength(1);
    expect((await sent(eventStore, 'bea'))[0]).toEqual({
      userId: 'bea',
      notificationId: invitation,
      icon: 'invitation',
      title: 'World invitation',
      subtitle: 'Ada invited you to Eldoria',
      link: '/invitation/i1',
      date: DATE,
      // Whom the subtitle names: erased with them (ops forget).
      aboutUserId: 'ada',
    });

    const acceptance = await append(eventStore, 'world-w1', accepted('i1', 'bea'));
    await expect.poll(() => sent(eventStore, 'ada')).toHaveLength(1);
    expect((await sent(eventStore, 'ada'))[0]).toEqual({
      userId: 'ada',
      notificationId: acceptance,
      icon: 'member',
      title: 'New member',
      subtitle: 'Bea joined Eldoria',
      link: '/manage-members',
      date: DATE,
      aboutUserId: 'bea',
    });
    const [notified] = await eventStore.readStream('notifications-ada');
    expect(notified?.metadata.causationId).toBe(acceptance);
  });

  it('tells a member the role they were given, and by whom', async () => {
    const deps = setup();
    const { eventStore } = deps;
    start(deps);
    await givenWorld(eventStore);
    const change = await append(eventStore, 'world-w1', { type: 'MemberRoleChanged', data: { worldId: 'w1', memberId: 'bea', role: 'editor', by: 'ada' } });
    await expect.poll(() => sent(eventStore, 'bea')).toHaveLength(1);
    expect((await sent(eventStore, 'bea'))[0]).toEqual({
      userId: 'bea',
      notificationId: change,
      icon: 'member',
      title: 'New role',
      subtitle: 'Ada made you an editor of Eldoria',
      link: '/manage-worlds',
      date: DATE,
      aboutUserId: 'ada',
    });
  });

  it('sends nothing for an invitation to an address without an account', async () => {
    const deps = setup();
    const { eventStore } = deps;
    start(deps);
    await givenWorld(eventStore);
    await append(eventStore, 'world-w1', invited('i0', null));
    await append(eventStore, 'world-w1', invited('i2', 'cid'));
    await expect.poll(() => sent(eventStore, 'cid')).toHaveLength(1);
    const streams = new Set((await eventStore.readAll()).map((e) => e.stream).filter((s) => s.startsWith('notifications-')));
    expect([...streams]).toEqual(['notifications-cid']);
  });

  it('uses the names as they were at the event, and a replay from the start neither duplicates nor rewords', async () => {
    const deps = setup();
    const { eventStore, readStore } = deps;
    await givenWorld(eventStore);
    await append(eventStore, 'world-w1', invited('i1', 'bea'));
    await append(eventStore, 'world-w1', { type: 'WorldRenamed', data: { worldId: 'w1', name: 'New Eldoria' } });
    await append(eventStore, 'user-ada', { type: 'ProfileUpdated', data: { userId: 'ada', name: 'Ada L.' } });
    await append(eventStore, 'world-w1', invited('i2', 'cid'));
    const first = start(deps);
    await expect.poll(() => sent(eventStore, 'cid')).toHaveLength(1);
    expect((await sent(eventStore, 'bea'))[0]).toMatchObject({ subtitle: 'Ada invited you to Eldoria' });
    expect((await sent(eventStore, 'cid'))[0]).toMatchObject({ subtitle: 'Ada L. invited you to New Eldoria' });
    await first.stop();

    await replayFromStart(readStore);
    start(deps);
    const marker = await append(eventStore, 'world-w1', accepted('i2', 'cid'));
    await expect.poll(async () => (await sent(eventStore, 'ada')).map((n) => n.notificationId)).toEqual([marker]);
    expect(await sent(eventStore, 'bea')).toHaveLength(1);
    expect(await sent(eventStore, 'cid')).toHaveLength(1);
  });
});

// As `ops replay --from 0` does: forget every handled mark so every event is delivered again.
const replayFromStart = (readStore: ReadStore) => rewindReactor({ readStore }, NOTIFICATION_SENDER_REACTOR, 0);
