import type { CollabRoomId } from '@lorewright/domain/notifications/collabRoom';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import { afterEach, describe, expect, it } from 'vitest';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import { FakeWebSocket } from '../../testing/fakeWebSocket';
import { openNotificationSocket } from '../notifications/api';
import { CollabProvider } from './collabProvider';

// The co-typing provider over the app's notification connection, against a fake socket whose
// "server" is one more Yjs document speaking y-protocols, as the real rooms do.

const room: CollabRoomId = { element: 'writing', elementId: 'w1', part: 's1' };
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (data: string) => Uint8Array.from(atob(data), (char) => char.charCodeAt(0));

const opened: { close: () => void }[] = [];
afterEach(() => opened.splice(0).forEach((socket) => socket.close()));

// A signed-in connection and the server's document behind it.
const connect = () => {
  opened.push(openNotificationSocket({ url: 'ws://test/notifications', token: 't', onMessage: () => undefined, onRejected: () => undefined }));
  const ws = FakeWebSocket.latest()!;
  ws.serverOpen();
  ws.serverSend({ type: 'ready' });
  const server = new Y.Doc();
  const sent = () => ws.sent.map((text) => JSON.parse(text) as { type: string; data?: string });
  // What the server does with the client's sync messages: applies updates, answers step 1.
  const serve = () => {
    for (const message of sent().splice(0)) {
      if (message.type !== 'collabSync' || !message.data) continue;
      const reply = encoding.createEncoder();
      syncProtocol.readSyncMessage(decoding.createDecoder(fromBase64(message.data)), reply, server, 'client');
      if (encoding.length(reply) > 0) ws.serverSend({ type: 'collabSync', room, data: toBase64(encoding.toUint8Array(reply)) });
    }
    ws.sent.length = 0;
  };
  const join = (seed: boolean) => {
    ws.serverSend({ type: 'collabJoined', room, seed });
    const step1 = encoding.createEncoder();
    syncProtocol.writeSyncStep1(step1, server);
    ws.serverSend({ type: 'collabSync', room, data: toBase64(encoding.toUint8Array(step1)) });
    serve();
  };
  return { ws, server, sent, serve, join };
};

const providerFor = () => {
  const doc = new Y.Doc();
  const closed: boolean[] = [];
  const provider = new CollabProvider(room, doc, { closed: (reset) => closed.push(reset) });
  const synced: boolean[] = [];
  provider.on('sync', (isSynced) => synced.push(isSynced));
  return { doc, provider, synced, closed };
};

describe('co-typing provider', () => {
  it('joins the room once connected and, asked to seed, reports itself synced at once', () => {
    const server = connect();
    const { provider, synced } = providerFor();
    provider.connect();
    expect(server.sent()).toContainEqual({ type: 'collabJoin', room });
    server.join(true);
    expect(synced).toEqual([true]);
    provider.disconnect();
  });

  it('not asked to seed an empty room, waits for the text before reporting itself synced', () => {
    const server = connect();
    const { doc, provider, synced } = providerFor();
    provider.connect();
    server.join(false);
    expect(synced).toEqual([]);
    // The seeder's text reaches the server and comes on to this member.
    const seeded = new Y.Doc();
    seeded.getText('root').insert(0, 'The tide came in.');
    const update = encoding.createEncoder();
    syncProtocol.writeUpdate(update, Y.encodeStateAsUpdate(seeded));
    server.ws.serverSend({ type: 'collabSync', room, data: toBase64(encoding.toUint8Array(update)) });
    expect(doc.getText('root').toJSON()).toBe('The tide came in.');
    expect(synced).toEqual([true]);
    provider.disconnect();
  });

  it('sends its typing while joined, keeps what is typed while down, and hands it over when it joins again', () => {
    const server = connect();
    const { doc, provider, synced } = providerFor();
    provider.connect();
    server.join(true);
    doc.getText('root').insert(0, 'Harbour.');
    server.serve();
    expect(server.server.getText('root').toJSON()).toBe('Harbour.');

    // The connection drops: typing goes on, nothing is sent.
    server.ws.serverClose(1006);
    expect(synced.at(-1)).toBe(false);
    doc.getText('root').insert(8, ' Typed offline.');
    expect(server.server.getText('root').toJSON()).toBe('Harbour.');

    // A new connection: the provider joins again and the sync carries the offline words.
    const again = connect();
    expect(again.sent()).toContainEqual({ type: 'collabJoin', room });
    again.ws.serverSend({ type: 'collabJoined', room, seed: false });
    const step1 = encoding.createEncoder();
    syncProtocol.writeSyncStep1(step1, server.server);
    again.ws.serverSend({ type: 'collabSync', room, data: toBase64(encoding.toUint8Array(step1)) });
    for (const message of again.sent().filter((m) => m.type === 'collabSync')) {
      syncProtocol.readSyncMessage(decoding.createDecoder(fromBase64(message.data!)), encoding.createEncoder(), server.server, 'client');
    }
    expect(server.server.getText('root').toJSON()).toBe('Harbour. Typed offline.');
    provider.disconnect();
  });

  it('tells the page when the room lets it go, and whether to start again', () => {
    const server = connect();
    const { provider, closed } = providerFor();
    provider.connect();
    server.join(true);
    server.ws.serverSend({ type: 'collabClosed', room, reset: true });
    server.ws.serverSend({ type: 'collabClosed', room: { ...room, part: 'other' }, reset: false });
    expect(closed).toEqual([true]);
    provider.disconnect();
  });
});
