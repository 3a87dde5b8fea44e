import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationToSend } from '@lorewright/commands/notifications/notificationCommands';
import type { NotificationView } from '@lorewright/domain/notifications/notificationView';
import { openAccountsApp, type AccountsApp } from '../accounts/testing/accountsTesting';

let t: AccountsApp;
beforeAll(async () => {
  t = await openAccountsApp();
});
afterAll(() => t.close());

const system = { actorId: null, correlationId: 'test' };

// What the notificationSender reactor would send; the route specs need no world for it.
const sendTo = async (userId: string, notificationId: string, date: string) => {
  const notification: NotificationToSend = {
    userId,
    notificationId,
    icon: 'member',
    title: 'New member',
    subtitle: 'Bea joined Eldoria',
    link: '/manage-members',
    date,
  };
  const { position } = await t.stack.commands.notifications.send(notification, system);
  await t.stack.waitForViews(position, ['notifications']);
};

const me = async (token: string) => (await t.call('POST', 'me', { token, payload: {} })).json<{ notifications: NotificationView[] }>();

describe('POST /api/v1/me', () => {
  it('answers the user’s own notifications, newest first', async () => {
    const { token, user } = await t.signUp('me-notified@example.com');
    const other = await t.signUp('me-other@example.com');
    await sendTo(user._id, `${user._id}-older`, '2026-11-22T10:00:00.000Z');
    await sendTo(user._id, `${user._id}-newer`, '2026-11-22T11:00:00.000Z');
    await sendTo(other.user._id, `${other.user._id}-1`, '2026-11-22T12:00:00.000Z');

    const { notifications } = await me(token);
    expect(notifications.map((n) => n._id)).toEqual([`${user._id}-newer`, `${user._id}-older`]);
    expect(notifications[0]).toEqual({
      _id: `${user._id}-newer`,
      userID: user._id,
      read: false,
      icon: 'member',
      title: 'New member',
      subtitle: 'Bea joined Eldoria',
      link: '/manage-members',
      date: '2026-11-22T11:00:00.000Z',
    });
  });
});

describe('POST /api/v1/notifications/readNotification/:id', () => {
  it('marks the user’s own notification read, at once visible in POST me; a second read changes nothing', async () => {
    const { token, user } = await t.signUp('reader@example.com');
    await sendTo(user._id, `${user._id}-n`, '2026-11-22T10:00:00.000Z');
    const res = await t.call('POST', `notifications/readNotification/${user._id}-n`, { token, payload: {} });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ notification: expect.objectContaining({ _id: `${user._id}-n`, read: true }) });
    expect((await me(token)).notifications[0]?.read).toBe(true);

    const head = await t.stack.eventStore.headPosition();
    const again = await t.call('POST', `notifications/readNotification/${user._id}-n`, { token, payload: {} });
    expect(again.json()).toEqual(res.json());
    expect(await t.stack.eventStore.headPosition()).toBe(head);
  });

  it('another user’s notification and a made-up id are not found (404), and nothing is stored', async () => {
    const owner = await t.signUp('owner-n@example.com');
    const stranger = await t.signUp('stranger-n@example.com');
    await sendTo(owner.user._id, `${owner.user._id}-private`, '2026-11-22T10:00:00.000Z');
    await t.expectRefused(
      () => t.call('POST', `notifications/readNotification/${owner.user._id}-private`, { token: stranger.token, payload: {} }),
      404,
      'Notification not found.',
    );
    await t.expectRefused(
      () => t.call('POST', 'notifications/readNotification/no-such-id', { token: owner.token, payload: {} }),
      404,
      'Notification not found.',
    );
    expect((await me(owner.token)).notifications[0]?.read).toBe(false);
  });

  it('answers odd ids with a 4xx and {error}', async () => {
    const { token } = await t.signUp('odd-ids@example.com');
    for (const id of ['%00', '..%2F..%2Fetc', '__proto__', 'x'.repeat(600), '%E0%A4%A', "'; DROP TABLE events;--"]) {
      const res = await t.call('POST', `notifications/readNotification/${id}`, { token, payload: {} });
      expect(res.statusCode, id.slice(0, 20)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, id.slice(0, 20)).toBeLessThan(500);
      expect(res.json().error, id.slice(0, 20)).toEqual(expect.any(String));
    }
  });

  it('requires a login (401)', async () => {
    await t.expectRefused(() => t.call('POST', 'notifications/readNotification/x', { payload: {} }), 401, 'Please log in.');
  });
});

describe('POST /api/v1/notifications/history and readAll', () => {
  interface Page {
    notifications: NotificationView[];
    total: number;
    unread: number;
  }
  const history = async (token: string, payload: object = {}) => {
    const res = await t.call('POST', 'notifications/history', { token, payload });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Page>();
  };
  const minute = (i: number) => new Date(Date.UTC(2026, 10, 22, 10, i)).toISOString();

  it('pages the user’s own notifications, read or not, newest first, 20 at a time', async () => {
    const { token, user } = await t.signUp('history@example.com');
    const other = await t.signUp('history-other@example.com');
    for (let i = 0; i < 23; i += 1) await sendTo(user._id, `${user._id}-h${i}`, minute(i));
    await sendTo(other.user._id, `${other.user._id}-x`, minute(59));
    await t.call('POST', `notifications/readNotification/${user._id}-h22`, { token, payload: {} });

    const first = await history(token);
    expect(first.total).toBe(23);
    expect(first.unread).toBe(22);
    expect(first.notifications).toHaveLength(20);
    expect(first.notifications[0]).toMatchObject({ _id: `${user._id}-h22`, read: true });
    expect(first.notifications.every((n) => n.userID === user._id)).toBe(true);
    const second = await history(token, { skip: 20, limit: 20 });
    expect(second.notifications.map((n) => n._id)).toEqual([`${user._id}-h2`, `${user._id}-h1`, `${user._id}-h0`]);
    expect((await history(other.token)).notifications.map((n) => n._id)).toEqual([`${other.user._id}-x`]);
  });

  it('marks every unread notification of the caller read, and nobody else’s', async () => {
    const { token, user } = await t.signUp('read-all@example.com');
    const other = await t.signUp('read-all-other@example.com');
    await sendTo(user._id, `${user._id}-a`, minute(1));
    await sendTo(user._id, `${user._id}-b`, minute(2));
    await sendTo(other.user._id, `${other.user._id}-c`, minute(3));

    const res = await t.call('POST', 'notifications/readAll', { token, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'All notifications marked as read.', total: 2, unread: 0 });
    expect((await me(token)).notifications.every((n) => n.read)).toBe(true);
    expect((await history(other.token)).unread).toBe(1);

    const head = await t.stack.eventStore.headPosition();
    expect((await t.call('POST', 'notifications/readAll', { token, payload: {} })).statusCode).toBe(200);
    expect(await t.stack.eventStore.headPosition()).toBe(head);
  });

  it('refuses paging out of range with a readable 400', async () => {
    const { token } = await t.signUp('history-paging@example.com');
    for (const payload of [{ skip: -1 }, { limit: 0 }, { limit: 21 }, { skip: 'a' }, { limit: 1.5 }]) {
      await t.expectRefused(
        () => t.call('POST', 'notifications/history', { token, payload }),
        400,
        'Please send skip and limit as whole numbers, with a limit from 1 to 20.',
      );
    }
  });

  it('both require a login (401)', async () => {
    await t.expectRefused(() => t.call('POST', 'notifications/history', { payload: {} }), 401, 'Please log in.');
    await t.expectRefused(() => t.call('POST', 'notifications/readAll', { payload: {} }), 401, 'Please log in.');
  });
});
