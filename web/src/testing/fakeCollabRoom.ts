import { collabRoomKey, type CollabClientMessage, type CollabRoomId } from '@lorewright/domain/notifications/collabRoom';
import { act } from '@testing-library/react';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';
import type { FakeWebSocket } from './fakeWebSocket';

// The server's side of co-typing rooms, for component specs: listens to what the page sends over
// a FakeWebSocket and answers as api/src/plugins/collabRooms.ts does (joined, sync, awareness),
// with one document per room. Someone else types by changing a room's document (`typeAs`) and is
// seen through their awareness (`arrive`).

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (data: string) => Uint8Array.from(atob(data), (char) => char.charCodeAt(0));
const PAGE = 'page';

export interface FakeRoom {
  doc: Y.Doc;
  text: () => string;
  /** Someone else types: `change` edits the room's document. */
  typeAs: (change: (doc: Y.Doc) => void) => void;
  /** Someone else joins, as the page's others see them. */
  arrive: (name: string, color: string) => void;
}

export function fakeCollabRooms(ws: FakeWebSocket, textName: string) {
  const rooms = new Map<string, FakeRoom & { id: CollabRoomId }>();
  const joined: CollabRoomId[] = [];
  const left: CollabRoomId[] = [];

  const roomOf = (id: CollabRoomId) => {
    const key = collabRoomKey(id);
    const known = rooms.get(key);
    if (known) return known;
    const doc = new Y.Doc();
    const send = (type: 'collabSync' | 'collabAwareness', bytes: Uint8Array) => act(() => ws.serverSend({ type, room: id, data: toBase64(bytes) }));
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin === PAGE) return;
      const encoder = encoding.createEncoder();
      syncProtocol.writeUpdate(encoder, update);
      send('collabSync', encoding.toUint8Array(encoder));
    });
    const room = {
      id,
      doc,
      text: () => doc.getText(textName).toJSON(),
      typeAs: (change: (doc: Y.Doc) => void) => doc.transact(() => change(doc), 'other'),
      arrive: (name: string, color: string) => {
        const other = new awarenessProtocol.Awareness(new Y.Doc());
        other.setLocalState({ user: { name, color } });
        send('collabAwareness', awarenessProtocol.encodeAwarenessUpdate(other, [other.clientID]));
      },
    };
    rooms.set(key, room);
    return room;
  };

  const answer = (message: CollabClientMessage) => {
    if (message.type === 'collabJoin') {
      const room = roomOf(message.room);
      joined.push(message.room);
      act(() => ws.serverSend({ type: 'collabJoined', room: message.room, seed: room.doc.store.clients.size === 0 }));
      const step1 = encoding.createEncoder();
      syncProtocol.writeSyncStep1(step1, room.doc);
      act(() => ws.serverSend({ type: 'collabSync', room: message.room, data: toBase64(encoding.toUint8Array(step1)) }));
    } else if (message.type === 'collabLeave') {
      left.push(message.room);
    } else if (message.type === 'collabSync') {
      const room = roomOf(message.room);
      const reply = encoding.createEncoder();
      syncProtocol.readSyncMessage(decoding.createDecoder(fromBase64(message.data)), reply, room.doc, PAGE);
      if (encoding.length(reply) > 0) act(() => ws.serverSend({ type: 'collabSync', room: message.room, data: toBase64(encoding.toUint8Array(reply)) }));
    }
  };

  // The page's messages are answered after its send returns, as a server would.
  const send = ws.send.bind(ws);
  ws.send = (data: string) => {
    send(data);
    const message = JSON.parse(data) as { type: string };
    if (message.type.startsWith('collab')) queueMicrotask(() => answer(message as CollabClientMessage));
  };

  return {
    /** The room, made empty if the page has not joined it yet (fill it first to have the page find text there). */
    room: (id: CollabRoomId): FakeRoom => roomOf(id),
    /** Every room the page joined, in order (again after leaving). */
    joined: () => joined.map(collabRoomKey),
    left: () => left.map(collabRoomKey),
    /** The room lets the page go; `reset`: to join again from the stored text. */
    close: (id: CollabRoomId, reset: boolean) => act(() => ws.serverSend({ type: 'collabClosed', room: id, reset })),
  };
}
