import type { CollabRoomId, CollabServerMessage } from '@lorewright/domain/notifications/collabRoom';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import WebSocket from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';

// One person typing in the co-typing benchmark: a `ws` client on the notification socket in one
// room, with its own Y.Doc (text in the Y.Text 'root', as api/src/plugins/testing/collabPeer.ts)
// and awareness, that moves its cursor with every keystroke as Lexical's collaboration plugin
// does. Every inserted character has a Yjs id (client, clock); the sender notes when it typed
// each clock in a ledger shared by all peers of this process, and a receiver, after applying
// what arrived, sees how far each other peer's clock has come and times every newly covered
// keystroke from its arrival. `relay: 'bare'` speaks to coTypingRelay.ts, which holds no
// document: no sync handshake, and a late joiner copies the seeder's document itself.

export interface Ledger {
  // client id → clock → performance.now() when it was typed
  sentAt: Map<number, Map<number, number>>;
  // How many (keystroke, receiver) pairs are due, and each delivered pair's delay in ms.
  expected: number;
  delays: number[];
}

export const createLedger = (): Ledger => ({ sentAt: new Map(), expected: 0, delays: [] });

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
const fromBase64 = (data: string) => new Uint8Array(Buffer.from(data, 'base64'));
const LETTERS = 'etaoinshrdlucmfwypvbgkjqxz';

export type BenchPeer = Awaited<ReturnType<typeof openBenchPeer>>;

export const openBenchPeer = async (socketUrl: string, token: string, room: CollabRoomId, relay: 'lorewright' | 'bare', name: string) => {
  const socket = new WebSocket(socketUrl);
  const doc = new Y.Doc();
  const text = doc.getText('root');
  const awareness = new awarenessProtocol.Awareness(doc);
  const send = (message: unknown) => socket.readyState === socket.OPEN && socket.send(JSON.stringify(message));
  let onJoined: ((message: CollabServerMessage) => void) | null = null;
  let onSynced: (() => void) | null = null;
  let isSynced = false;
  // Who this peer times, and the clock of each it has seen so far.
  const watched = new Map<number, number>();
  let ledger: Ledger | null = null;
  let receivers = 0;

  doc.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin === socket) return;
    const encoder = encoding.createEncoder();
    syncProtocol.writeUpdate(encoder, update);
    send({ type: 'collabSync', room, data: toBase64(encoding.toUint8Array(encoder)) });
  });
  awareness.on('update', ({ added, updated, removed }: Record<'added' | 'updated' | 'removed', number[]>, origin: unknown) => {
    if (origin === socket) return;
    send({ type: 'collabAwareness', room, data: toBase64(awarenessProtocol.encodeAwarenessUpdate(awareness, [...added, ...updated, ...removed])) });
  });

  const synced = () => {
    isSynced = true;
    onSynced?.();
  };

  const arrived = (at: number) => {
    if (!ledger) return;
    for (const [client, seen] of watched) {
      const now = Y.getState(doc.store, client);
      if (now === seen) continue;
      const typed = ledger.sentAt.get(client);
      for (let clock = seen; clock < now; clock++) {
        const sent = typed?.get(clock);
        if (sent !== undefined) ledger.delays.push(at - sent);
      }
      watched.set(client, now);
    }
  };

  socket.on('message', (raw: Buffer) => {
    const at = performance.now(); // first: what follows is this peer's work, as the browser's
    const message = JSON.parse(raw.toString('utf8')) as CollabServerMessage | { type: 'ready' };
    if (message.type === 'collabJoined' || message.type === 'collabClosed') {
      onJoined?.(message);
      if (message.type === 'collabJoined') {
        send({ type: 'collabAwareness', room, data: toBase64(awarenessProtocol.encodeAwarenessUpdate(awareness, [doc.clientID])) });
        if (relay === 'bare') synced();
      }
    } else if (message.type === 'collabSync') {
      const encoder = encoding.createEncoder();
      const kind = syncProtocol.readSyncMessage(decoding.createDecoder(fromBase64(message.data)), encoder, doc, socket);
      if (encoding.length(encoder) > 0) send({ type: 'collabSync', room, data: toBase64(encoding.toUint8Array(encoder)) });
      if (kind === syncProtocol.messageYjsSyncStep1) {
        const ask = encoding.createEncoder();
        syncProtocol.writeSyncStep1(ask, doc);
        send({ type: 'collabSync', room, data: toBase64(encoding.toUint8Array(ask)) });
      } else if (kind === syncProtocol.messageYjsSyncStep2 && !isSynced) synced();
      arrived(at);
    } else if (message.type === 'collabAwareness') {
      awarenessProtocol.applyAwarenessUpdate(awareness, fromBase64(message.data), socket);
    }
  });

  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  const ready = new Promise<void>((resolve, reject) => {
    socket.once('message', () => resolve());
    socket.once('close', (code, reason) => reject(new Error(`closed ${code} ${String(reason)} before 'ready'`)));
  });
  send({ type: 'auth', token });
  await ready;

  return {
    doc,
    textLength: () => text.length,
    // Resolves once in the room and synced with the server's document; `seed` when asked to fill it.
    join: async (): Promise<{ seed: boolean }> => {
      awareness.setLocalState({ name, color: '#aa3355', focusing: true, anchorPos: null, focusPos: null });
      const answer = new Promise<CollabServerMessage>((resolve) => (onJoined = resolve));
      const done = new Promise<void>((resolve) => (onSynced = resolve));
      send({ type: 'collabJoin', room });
      const joined = await answer;
      if (joined.type !== 'collabJoined') throw new Error(`${name} was refused room ${room.part} (${joined.type})`);
      await done;
      return { seed: joined.seed };
    },
    // A scene's stored text, as one transaction (as the first member's editor loads it).
    seed: (runs: { content: string; bold: boolean }[]) =>
      doc.transact(() => {
        for (const { content, bold } of runs) text.insert(text.length, content, bold ? { bold: true } : {});
      }),
    // The relay keeps no document: a late joiner there takes the seeder's, as if synced.
    copy: (from: Y.Doc) => Y.applyUpdate(doc, Y.encodeStateAsUpdate(from, Y.encodeStateVector(doc)), socket),
    // Times what these peers type from now on.
    watch: (to: Ledger, peers: { doc: Y.Doc }[]) => {
      ledger = to;
      receivers = peers.length;
      for (const peer of peers) watched.set(peer.doc.clientID, Y.getState(doc.store, peer.doc.clientID));
    },
    // One character somewhere in the text, and the cursor after it.
    keystroke: (to: Ledger) => {
      const index = Math.floor(Math.random() * (text.length + 1));
      let typed = to.sentAt.get(doc.clientID);
      if (!typed) to.sentAt.set(doc.clientID, (typed = new Map()));
      to.expected += receivers;
      typed.set(Y.getState(doc.store, doc.clientID), performance.now());
      text.insert(index, LETTERS[Math.floor(Math.random() * LETTERS.length)]);
      const cursor = Y.relativePositionToJSON(Y.createRelativePositionFromTypeIndex(text, index + 1));
      awareness.setLocalState({ ...awareness.getLocalState(), anchorPos: cursor, focusPos: cursor });
    },
    end: async () => {
      awareness.destroy();
      if (socket.readyState === socket.CLOSED) return;
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.close(1000);
      const cutOff = setTimeout(() => socket.terminate(), 3_000);
      await closed;
      clearTimeout(cutOff);
    },
  };
};
