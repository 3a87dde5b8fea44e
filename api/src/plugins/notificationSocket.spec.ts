import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { NotificationSocketMessage } from '@lorewright/domain/notifications/notificationView';
import { openAccountsApp, type AccountsApp } from '../routes/accounts/testing/accountsTesting';
import { useNotificationSocket } from './notificationSocket';

// The live channel end to end: a real server on 127.0.0.1, real `ws` clients, the real world
// routes, the notificationSender reactor and the notifications projection running.

let t: AccountsApp;
let socketUrl: string;
beforeAll(async () => {
  // A web build exists, so the SPA fallback is in play and must not answer /notifications.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Lorewright</title>');
  t = await openAccountsApp({ WEB_DIST: webDist });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  socketUrl = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/notifications`;
});
afterAll(() => t.close());

interface Client {
  socket: WebSocket;
  // Every message received so far, parsed.
  messages: NotificationSocketMessage[];
  closed: Promise<{ code: number; reason: string }>;
}

const connect = async (url = socketUrl): Promise<Client> => {
  const socket = new WebSocket(url);
  const messages: NotificationSocketMessage[] = [];
  socket.on('message', (data) => messages.push(JSON.parse((data as Buffer).toString('utf8')) as NotificationSocketMessage));
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, messages, closed };
};

// Connected, authenticated and told so.
const signedInClient = async (token: string) => {
  const client = await connect();
  client.socket.send(JSON.stringify({ type: 'auth', token }));
  await expect.poll(() => client.messages).toEqual([{ type: 'ready' }]);
  return client;
};

// Through the real routes: the author's new world, and an invitation of `email` to it.
const inviteToNewWorld = async (authorToken: string, email: string) => {
  const created = await t.call('POST', 'createWorld', { token: authorToken, payload: { name: 'Eldoria' } });
  expect(created.statusCode, created.body).toBe(201);
  const invited = await t.call('POST', 'world/inviteMember', { token: authorToken, payload: { worldID: created.json().id, invitedMemberEmail: email } });
  expect(invited.statusCode, invited.body).toBe(201);
  return invited.json().invitation._id as string;
};

const notificationsOf = (client: Client) => client.messages.filter((m) => m.type === 'notification');

describe('the notification socket', () => {
  it('pushes a new notification live to the invited user only, once POST me already has it; a read is pushed too', async () => {
    const ada = await t.signUp('socket-ada@example.com');
    const bea = await t.signUp('socket-bea@example.com');
    expect((await t.call('PUT', 'user/updateUser', { token: bea.token, payload: { name: 'Bea Bright' } })).statusCode).toBe(201);
    const beaClient = await signedInClient(bea.token);
    const beaSecondTab = await signedInClient(bea.token);
    const adaClient = await signedInClient(ada.token);

    const invitationId = await inviteToNewWorld(ada.token, 'socket-bea@example.com');
    await expect.poll(() => notificationsOf(beaClient), { timeout: 5000 }).toHaveLength(1);
    const [pushed] = notificationsOf(beaClient);
    expect(pushed).toEqual({
      type: 'notification',
      notification: expect.objectContaining({
        userID: bea.user._id,
        read: false,
        icon: 'invitation',
        title: 'World invitation',
        subtitle: 'Ada Lovelace invited you to Eldoria',
        link: `/invitation/${invitationId}`,
      }),
    });
    const { notifications } = (await t.call('POST', 'me', { token: bea.token, payload: {} })).json();
    expect(notifications).toEqual([pushed?.type === 'notification' && pushed.notification]);
    await expect.poll(() => notificationsOf(beaSecondTab)).toHaveLength(1);

    const id = pushed?.type === 'notification' ? pushed.notification._id : '';
    expect((await t.call('POST', `notifications/readNotification/${id}`, { token: bea.token, payload: {} })).statusCode).toBe(200);
    await expect.poll(() => beaClient.messages.at(-1)).toEqual({ type: 'read', notificationId: id });
    expect(adaClient.messages).toEqual([{ type: 'ready' }]);

    // Bea accepts: now Ada hears of her new member.
    const accepted = await t.call('POST', 'world/respondToInvitation', { token: bea.token, payload: { invitationID: invitationId, decision: 'accept' } });
    expect(accepted.statusCode, accepted.body).toBe(200);
    await expect
      .poll(() => notificationsOf(adaClient), { timeout: 5000 })
      .toEqual([
        {
          type: 'notification',
          notification: expect.objectContaining({
            userID: ada.user._id,
            icon: 'member',
            title: 'New member',
            subtitle: 'Bea Bright joined Eldoria',
            link: '/manage-members',
          }),
        },
      ]);
    for (const client of [beaClient, beaSecondTab, adaClient]) client.socket.close();
  });

  it('closes a socket whose token is wrong, with the reason', async () => {
    const client = await connect();
    client.socket.send(JSON.stringify({ type: 'auth', token: 'not-a-token' }));
    expect(await client.closed).toEqual({ code: 4401, reason: 'Please log in.' });
    expect(client.messages).toEqual([]);
  });

  it('closes a socket whose first message is not an auth message', async () => {
    for (const first of ['hello', JSON.stringify({ type: 'subscribe', userId: 'someone' }), JSON.stringify({ type: 'auth', token: 42 })]) {
      const client = await connect();
      client.socket.send(first);
      expect(await client.closed).toEqual({ code: 4400, reason: 'The first message must be {"type":"auth","token":"…"}.' });
    }
  });

  it('closes the sockets of a session that logs out', async () => {
    const cid = await t.signUp('socket-cid@example.com');
    const client = await signedInClient(cid.token);
    expect((await t.call('POST', 'logout', { token: cid.token, payload: {} })).statusCode).toBe(200);
    expect(await client.closed).toEqual({ code: 4401, reason: 'Logged out.' });
  });

  it('answers a plain GET with 426 and {error}, not with the SPA page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/notifications' });
    expect(res.statusCode).toBe(426);
    expect(res.json()).toEqual({ error: 'This address only takes WebSocket connections.' });
    expect((await t.app.inject({ method: 'GET', url: '/some/client/route' })).body).toContain('<title>Lorewright</title>');
  });
});

describe('the notification socket’s own app', () => {
  // An app with only the socket over the same stack, with a short auth timeout.
  const socketOnlyApp = async () => {
    const app = Fastify();
    await useNotificationSocket(app, t.stack, { authTimeoutMs: 150 });
    await app.listen({ host: '127.0.0.1', port: 0 });
    return { app, url: `ws://127.0.0.1:${(app.server.address() as AddressInfo).port}/notifications` };
  };

  it('closes a socket that does not authenticate in time, with the reason', async () => {
    const { app, url } = await socketOnlyApp();
    const client = await connect(url);
    expect(await client.closed).toEqual({ code: 4408, reason: 'No auth message within 10 seconds.' });
    await app.close();
  });

  it('closes its sockets on shutdown without hanging, even when a peer never answers', async () => {
    const { app, url } = await socketOnlyApp();
    const dan = await t.signUp('socket-dan@example.com');
    const polite = await connect(url);
    polite.socket.send(JSON.stringify({ type: 'auth', token: dan.token }));
    await expect.poll(() => polite.messages).toEqual([{ type: 'ready' }]);
    const silent = await connect(url);
    // A peer whose network is gone: it reads nothing more, so never answers the close frame.
    (silent.socket as unknown as { _socket: { pause(): void } })._socket.pause();

    const started = Date.now();
    await app.close();
    expect(Date.now() - started).toBeLessThan(3000);
    expect(await polite.closed).toEqual({ code: 1001, reason: 'The server is shutting down.' });
    silent.socket.terminate();
  });
});
