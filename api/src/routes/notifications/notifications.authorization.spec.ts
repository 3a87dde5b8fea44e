import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationView } from '@lorewright/domain/notifications/notificationView';
import { expectOutcome, loginRequired, type Outcome } from '../roleMatrix';
import { openWorldsApp, type WorldsApp } from '../worlds/testing/worldsTesting';

// Every notification endpoint × every role around one owner's notification: the owner, a
// signed-in stranger, a blocked account (which still reads and dismisses its own notifications:
// that changes nobody's content), and nobody. Whatever a role may call, it only ever sees and
// changes its own notifications.

type Role = 'anonymous' | 'other' | 'owner' | 'blocked';
const ROLES: Role[] = ['anonymous', 'other', 'owner', 'blocked'];
const signedIn: Record<Role, Outcome> = { anonymous: loginRequired, other: [200], owner: [200], blocked: [200] };

const endpoints: Record<string, { url: (notificationId: string) => string; payload: object; expect: Record<Role, Outcome> }> = {
  'POST notifications/history': { url: () => 'notifications/history', payload: { skip: 0, limit: 20 }, expect: signedIn },
  'POST notifications/readAll': { url: () => 'notifications/readAll', payload: {}, expect: signedIn },
  'POST notifications/readNotification/{id}': {
    url: (id) => `notifications/readNotification/${id}`,
    payload: {},
    expect: { anonymous: loginRequired, other: [404, 'Notification not found.'], owner: [200], blocked: [404, 'Notification not found.'] },
  },
};

let t: WorldsApp;
let tokens: Record<Role, string | undefined>;
let ownerId: string;
let counter = 0;
beforeAll(async () => {
  t = await openWorldsApp();
  const [owner, other, blocked] = await Promise.all([t.person('owner'), t.person('other'), t.person('blocked')]);
  await t.block(blocked.id);
  ownerId = owner.id;
  tokens = { anonymous: undefined, other: other.token, owner: owner.token, blocked: blocked.token };
});
afterAll(() => t.close());

// A fresh unread notification of the owner for each call.
const freshNotification = async () => {
  const notificationId = `${ownerId}-auth-${++counter}`;
  const { position } = await t.stack.commands.notifications.send(
    { userId: ownerId, notificationId, icon: 'info', title: 'Hello', subtitle: 'A note', link: '/dashboard', date: new Date().toISOString() },
    { actorId: null, correlationId: 'test' },
  );
  await t.stack.waitForViews(position, ['notifications']);
  return notificationId;
};

const unreadOfOwner = async () => {
  const res = await t.call('POST', 'notifications/history', { token: tokens.owner, payload: {} });
  return res.json<{ notifications: NotificationView[] }>().notifications.filter((n) => !n.read).length;
};

describe('notifications authorization', () => {
  it.each(Object.entries(endpoints))('%s', async (_name, endpoint) => {
    for (const role of ROLES) {
      const id = await freshNotification();
      const token = tokens[role];
      await expectOutcome(t, role, endpoint.expect[role], () => t.call('POST', endpoint.url(id), { payload: endpoint.payload, ...(token ? { token } : {}) }));
    }
  });

  it('nobody but the owner reads the owner’s history or marks it read', async () => {
    await freshNotification();
    const before = await unreadOfOwner();
    expect(before).toBeGreaterThan(0);
    for (const role of ['other', 'blocked'] as const) {
      const page = (await t.call('POST', 'notifications/history', { token: tokens[role], payload: {} })).json<{ notifications: NotificationView[] }>();
      expect(page.notifications.filter((n) => n.userID === ownerId)).toEqual([]);
      await t.call('POST', 'notifications/readAll', { token: tokens[role], payload: {} });
    }
    expect(await unreadOfOwner()).toBe(before);
  });
});
