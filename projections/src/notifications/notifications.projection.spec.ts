import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { NotificationEvent } from '@lorewright/domain/notifications/notification.events';
import { ProjectionRunner } from '../runner/projectionRunner';
import { ProjectionViews } from '../runner/projectionViews';
import { tempReadStore } from '../runner/testing/testFixtures';
import { createNotificationQueries, NOTIFICATIONS_LIMIT } from './notificationQueries';
import { notificationsProjection } from './notifications.projection';

const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

// Projects the events and answers the queries over the result.
const project = async (events: NotificationEvent[]) => {
  const eventStore = createMemoryEventStore();
  const readStore = tempReadStore();
  const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections: [notificationsProjection] });
  runners.push(runner);
  runner.start();
  const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp: '2026-11-22T00:00:00.000Z', schemaVersion: 1 };
  let position = 0;
  for (const e of events) {
    position = (await eventStore.append(`notifications-${e.data.userId}`, [{ id: randomUUID(), ...e, metadata }], { expectedRevision: 'any' })).position;
  }
  await runner.waitFor(position, { timeoutMs: 5000 });
  return createNotificationQueries(new ProjectionViews(readStore, [notificationsProjection], 0));
};

const sent = (userId: string, notificationId: string, minute: number): NotificationEvent => ({
  type: 'NotificationSent',
  data: {
    userId,
    notificationId,
    icon: 'member',
    title: 'New member',
    subtitle: `Member ${minute} joined Eldoria`,
    link: '/manage-members',
    date: new Date(Date.UTC(2026, 10, 22, 10, minute)).toISOString(),
  },
});
const read = (userId: string, notificationId: string): NotificationEvent => ({ type: 'NotificationRead', data: { userId, notificationId } });

describe('notifications projection', () => {
  it('keeps each user’s notifications apart, newest first, unread until read', async () => {
    const queries = await project([sent('ada', 'n1', 1), sent('bea', 'n2', 2), sent('ada', 'n3', 3), read('ada', 'n1')]);
    expect(await queries.forUser('ada')).toEqual([
      {
        _id: 'n3',
        userID: 'ada',
        read: false,
        icon: 'member',
        title: 'New member',
        subtitle: 'Member 3 joined Eldoria',
        link: '/manage-members',
        date: '2026-11-22T10:03:00.000Z',
      },
      {
        _id: 'n1',
        userID: 'ada',
        read: true,
        icon: 'member',
        title: 'New member',
        subtitle: 'Member 1 joined Eldoria',
        link: '/manage-members',
        date: '2026-11-22T10:01:00.000Z',
      },
    ]);
    expect((await queries.forUser('bea')).map((n) => n._id)).toEqual(['n2']);
    expect(await queries.forUser('cid')).toEqual([]);
  });

  it('finds a notification by id only for its owner', async () => {
    const queries = await project([sent('ada', 'n1', 1)]);
    expect(await queries.byId('ada', 'n1')).toMatchObject({ _id: 'n1', userID: 'ada' });
    expect(await queries.byId('bea', 'n1')).toBeNull();
    expect(await queries.byId('ada', 'unknown')).toBeNull();
  });

  it('answers at most the newest NOTIFICATIONS_LIMIT', async () => {
    const many = Array.from({ length: NOTIFICATIONS_LIMIT + 3 }, (_, i) => sent('ada', `n${i}`, i));
    const newest = (await (await project(many)).forUser('ada')).map((n) => n._id);
    expect(newest).toHaveLength(NOTIFICATIONS_LIMIT);
    expect(newest[0]).toBe(`n${NOTIFICATIONS_LIMIT + 2}`);
  });

  it('pages the history newest first, read or not, with the total and unread counts of the owner alone', async () => {
    const events = [...Array.from({ length: 25 }, (_, i) => sent('ada', `n${i}`, i)), sent('bea', 'b1', 30), read('ada', 'n24'), read('ada', 'n0')];
    const queries = await project(events);
    const first = await queries.history('ada', { skip: 0, limit: 20 });
    expect(first.total).toBe(25);
    expect(first.unread).toBe(23);
    expect(first.notifications.map((n) => n._id)).toEqual(Array.from({ length: 20 }, (_, i) => `n${24 - i}`));
    expect(first.notifications[0]?.read).toBe(true);
    const second = await queries.history('ada', { skip: 20, limit: 20 });
    expect(second.notifications.map((n) => n._id)).toEqual(['n4', 'n3', 'n2', 'n1', 'n0']);
    expect(await queries.history('cid', { skip: 0, limit: 20 })).toEqual({ notifications: [], total: 0, unread: 0 });
  });
});
