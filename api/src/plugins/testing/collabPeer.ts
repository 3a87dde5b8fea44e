import type { CollabRoomId, CollabServerMessage } from '@lorewright/domain/notifications/collabRoom';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';

// One person typing, as a browser tab does it but without Lexical: a `ws` client signed in on
// the notification socket, in one room, with its own Yjs document (text in the Y.Text 'root')
// and awareness. For the co-typing specs and the bench.

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const fromBase64 = (data: string) => new Uint8Array(Buffer.from(data, 'base64'));

export interface CollabPeer {
  socket: WebSocket;
  doc: Y.Doc;
  awareness: awarenessProtocol.Awareness;
  text: () => string;
  messages: { type: string }[];
  closed: Promise<{ code: number; reason: string }>;
  send: (message: unknown) => void;
  join: () => void;
  leave: () => void;
  type: (at: number, words: string) => void;
  // Resolves with the answer to the join: seeded, joined, or closed (refused).
  joined: () => Promise<CollabServerMessage>;
  // Resolves once the server's answer to the sync step 1 arrived.
  synced: () => Promise<void>;
  end: () => void;
}

// `doc`: the document of an earlier connection, as a tab keeps it across a drop.
export const openCollabPeer = async (socketUrl: string, token: string, room: CollabRoomId, name = 'Someone', doc = new Y.Doc()): Promise<CollabPeer> => {
  const socket = new WebSocket(socketUrl);
  const awareness = new awarenessProtocol.Awareness(doc);
  const messages: { type: string }[] = [];
  const waiting: ((message: CollabServerMessage) => void)[] = [];
  let isSynced = false;
  const onSynced: (() => void)[] = [];
  const closed = new Promise<{ code: number; reason: string }>((resolve) => socket.once('close', (code, reason) => resolve({ code, reason: String(reason) })));
  const send = (message: unknown) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message));

  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === socket) return;
    const encoder = encoding.createEncoder();
    syncProtocol.writeUpdate(encoder, update);
    send({ type: 'collabSync', room, data: toBase64(encoding.toUint8Array(encoder)) });
  });
  awareness.on('update', ({ added, updated, removed }: Record<'added' | 'updated' | 'removed', number[]>, origin: unknown) => {
    if (origin === socket) return;
    const data = toBase64(awarenessProtocol.encodeAwarenessUpdate(awareness, [...added, ...updated, ...removed]));
    send({ type: 'collabAwareness', room, data });
  });

  socket.on('message', (raw) => {
    const message = JSON.parse((raw as Buffer).toString('utf8')) as CollabServerMessage;
    messages.push(message);
    if (message.type === 'collabJoined' || message.type === 'collabClosed') waiting.splice(0).forEach((resolve) => resolve(message));
    // Only a member is heard: who it is goes once the join is taken.
    if (message.type === 'collabJoined') {
      send({ type: 'collabAwareness', room, data: toBase64(awarenessProtocol.encodeAwarenessUpdate(awareness, [doc.clientID])) });
    }
    if (message.type === 'collabSync') {
      const decoder = decoding.createDecoder(fromBase64(message.data));
      const encoder = encoding.createEncoder();
      const kind = syncProtocol.readSyncMessage(decoder, encoder, doc, socket);
      if (encoding.length(encoder) > 0) send({ type: 'collabSync', room, data: toBase64(encoding.toUint8Array(encoder)) });
      if (kind === syncProtocol.messageYjsSyncStep1) {
        // The server's step 1 comes first: answer it and ask for what it has.
        const ask = encoding.createEncoder();
        syncProtocol.writeSyncStep1(ask, doc);
        send({ type: 'collabSync', room, data: toBase64(encoding.toUint8Array(ask)) });
      }
      if (kind === syncProtocol.messageYjsSyncStep2 && !isSynced) {
        isSynced = true;
        onSynced.splice(0).forEach((resolve) => resolve());
      }
    }
    if (message.type === 'collabAwareness') awarenessProtocol.applyAwarenessUpdate(awareness, fromBase64(message.data), socket);
  });

  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const ready = new Promise<void>((resolve) => socket.once('message', () => resolve()));
  send({ type: 'auth', token });
  await ready;

  return {
    socket,
    doc,
    awareness,
    text: () => doc.getText('root').toJSON(),
    messages,
    closed,
    send,
    join: () => {
      isSynced = false;
      awareness.setLocalStateField('user', { name });
      send({ type: 'collabJoin', room });
    },
    leave: () => send({ type: 'collabLeave', room }),
    type: (at, words) => doc.getText('root').insert(at, words),
    joined: () => new Promise((resolve) => waiting.push(resolve)),
    synced: () => (isSynced ? Promise.resolve() : new Promise((resolve) => onSynced.push(resolve))),
    end: () => {
      awareness.destroy();
      socket.close();
    },
  };
};
