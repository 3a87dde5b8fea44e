import {
  COLLAB_ROOM_KEEP_MS,
  MAX_ROOMS_PER_SOCKET,
  collabRoomKey,
  type CollabRoomId,
  type CollabServerMessage,
} from '@lorewright/domain/notifications/collabRoom';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { WebSocket } from 'ws';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import * as Y from 'yjs';

// Rooms beyond this in one process are refused: each holds a document in memory.
export const MAX_ROOMS_PER_PROCESS = 2000;
// Bytes of updates a room takes before it starts over from the stored text: a Yjs document keeps
// what was deleted, and no member should be able to grow one without end.
export const ROOM_UPDATE_BYTES_MAX = 64 * 1024 * 1024;

interface Member {
  userId: string;
  // The awareness client ids this socket spoke for, removed when it leaves.
  clientIds: Set<number>;
}

interface Room {
  id: CollabRoomId;
  doc: Y.Doc;
  awareness: awarenessProtocol.Awareness;
  members: Map<WebSocket, Member>;
  // The member asked to fill the empty document, until it has.
  seeder: WebSocket | null;
  updateBytes: number;
  // Who typed since the room's text was last saved: that save names them beside the saver.
  typists: Set<string>;
  dropTimer: ReturnType<typeof setTimeout> | undefined;
}

const toBase64 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64');
const fromBase64 = (data: string) => new Uint8Array(Buffer.from(data, 'base64'));

const send = (socket: WebSocket, message: CollabServerMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

const isEmpty = (doc: Y.Doc) => doc.store.clients.size === 0;

export type JoinAnswer = 'joined' | 'full';

// The co-typing rooms of this API instance: one Yjs document per text being typed in, its
// members' sockets, and their awareness (names and cursors). The server takes part in the sync
// as one more peer, so a late joiner gets the whole document from it; it never reads the text.
export const createCollabRooms = ({ keepMs = COLLAB_ROOM_KEEP_MS } = {}) => {
  const rooms = new Map<string, Room>();
  const roomsOf = new Map<WebSocket, Set<string>>();

  // Encoded once for the whole room: an update goes to every other member.
  const broadcast = (room: Room, message: CollabServerMessage, except?: WebSocket) => {
    const text = JSON.stringify(message);
    for (const socket of room.members.keys()) if (socket !== except && socket.readyState === socket.OPEN) socket.send(text);
  };

  const drop = (key: string) => {
    const room = rooms.get(key);
    if (!room) return;
    clearTimeout(room.dropTimer);
    room.awareness.destroy();
    room.doc.destroy();
    rooms.delete(key);
  };

  const open = (id: CollabRoomId): Room => {
    const doc = new Y.Doc({ gc: true });
    const awareness = new awarenessProtocol.Awareness(doc);
    // The server is a relay, not a person: it shows no cursor.
    awareness.setLocalState(null);
    const room: Room = { id, doc, awareness, members: new Map(), seeder: null, updateBytes: 0, typists: new Set(), dropTimer: undefined };
    doc.on('update', (update: Uint8Array, origin: unknown) => {
      room.updateBytes += update.byteLength;
      if (origin === room.seeder) room.seeder = null;
      else {
        const typist = room.members.get(origin as WebSocket)?.userId;
        if (typist) room.typists.add(typist);
      }
      const encoder = encoding.createEncoder();
      syncProtocol.writeUpdate(encoder, update);
      broadcast(room, { type: 'collabSync', room: id, data: toBase64(encoding.toUint8Array(encoder)) }, origin as WebSocket);
    });
    awareness.on('update', ({ added, updated, removed }: Record<'added' | 'updated' | 'removed', number[]>, origin: unknown) => {
      const member = room.members.get(origin as WebSocket);
      if (member) {
        for (const clientId of [...added, ...updated]) member.clientIds.add(clientId);
        for (const clientId of removed) member.clientIds.delete(clientId);
      }
      const changed = [...added, ...updated, ...removed];
      const data = toBase64(awarenessProtocol.encodeAwarenessUpdate(awareness, changed));
      broadcast(room, { type: 'collabAwareness', room: id, data }, origin as WebSocket);
    });
    return room;
  };

  const leave = (socket: WebSocket, key: string) => {
    const room = rooms.get(key);
    roomsOf.get(socket)?.delete(key);
    const member = room?.members.get(socket);
    if (!room || !member) return;
    room.members.delete(socket);
    // Its cursors go at once, not after the awareness timeout.
    if (member.clientIds.size > 0) awarenessProtocol.removeAwarenessStates(room.awareness, [...member.clientIds], null);
    if (room.seeder === socket) {
      room.seeder = null;
      // Those waiting for a seed that will not come start again; one of them is asked.
      if (isEmpty(room.doc)) for (const other of [...room.members.keys()]) close(other, key, true);
    }
    if (room.members.size === 0) room.dropTimer = setTimeout(() => drop(key), keepMs);
  };

  const close = (socket: WebSocket, key: string, reset: boolean) => {
    const room = rooms.get(key);
    if (!room?.members.has(socket)) return;
    leave(socket, key);
    send(socket, { type: 'collabClosed', room: room.id, reset });
  };

  const startOver = (key: string) => {
    const room = rooms.get(key);
    if (!room) return;
    for (const socket of [...room.members.keys()]) close(socket, key, true);
    drop(key);
  };

  return {
    join(socket: WebSocket, userId: string, id: CollabRoomId): JoinAnswer {
      const key = collabRoomKey(id);
      const mine = roomsOf.get(socket) ?? new Set<string>();
      let room = rooms.get(key);
      if (room?.members.has(socket)) return 'joined';
      if (mine.size >= MAX_ROOMS_PER_SOCKET || (!room && rooms.size >= MAX_ROOMS_PER_PROCESS)) return 'full';
      room ??= open(id);
      rooms.set(key, room);
      clearTimeout(room.dropTimer);
      room.members.set(socket, { userId, clientIds: new Set() });
      mine.add(key);
      roomsOf.set(socket, mine);

      const seed = isEmpty(room.doc) && room.seeder === null;
      if (seed) room.seeder = socket;
      send(socket, { type: 'collabJoined', room: id, seed });
      const encoder = encoding.createEncoder();
      syncProtocol.writeSyncStep1(encoder, room.doc);
      send(socket, { type: 'collabSync', room: id, data: toBase64(encoding.toUint8Array(encoder)) });
      const present = [...room.awareness.getStates().keys()];
      if (present.length > 0) {
        const data = toBase64(awarenessProtocol.encodeAwarenessUpdate(room.awareness, present));
        send(socket, { type: 'collabAwareness', room: id, data });
      }
      return 'joined';
    },

    leave: (socket: WebSocket, id: CollabRoomId) => leave(socket, collabRoomKey(id)),

    // Sync messages of a member; false when it is not one (the message is ignored). Throws on
    // bytes that are no y-protocols message.
    sync(socket: WebSocket, id: CollabRoomId, data: string): boolean {
      const key = collabRoomKey(id);
      const room = rooms.get(key);
      if (!room?.members.has(socket)) return false;
      const encoder = encoding.createEncoder();
      syncProtocol.readSyncMessage(decoding.createDecoder(fromBase64(data)), encoder, room.doc, socket);
      if (encoding.length(encoder) > 0) send(socket, { type: 'collabSync', room: id, data: toBase64(encoding.toUint8Array(encoder)) });
      if (room.updateBytes > ROOM_UPDATE_BYTES_MAX) startOver(key);
      return true;
    },

    awareness(socket: WebSocket, id: CollabRoomId, data: string): boolean {
      const room = rooms.get(collabRoomKey(id));
      if (!room?.members.has(socket)) return false;
      awarenessProtocol.applyAwarenessUpdate(room.awareness, fromBase64(data), socket);
      return true;
    },

    // Everyone in the room loads the stored text again (it was changed outside the room).
    reset: (id: CollabRoomId) => startOver(collabRoomKey(id)),

    // A member who may no longer type here (access lost) is let go.
    close: (socket: WebSocket, id: CollabRoomId) => close(socket, collabRoomKey(id), false),

    forget(socket: WebSocket) {
      for (const key of [...(roomsOf.get(socket) ?? [])]) leave(socket, key);
      roomsOf.delete(socket);
    },

    // Every member, for the access re-check.
    members(): { socket: WebSocket; userId: string; room: CollabRoomId }[] {
      return [...rooms.values()].flatMap((room) => [...room.members].map(([socket, { userId }]) => ({ socket, userId, room: room.id })));
    },

    // Those who typed in the room since the last save of its text, but the saver; the save takes
    // them (the next one names who types after it).
    takeTypists: (id: CollabRoomId, saverId: string): string[] => {
      const room = rooms.get(collabRoomKey(id));
      if (!room) return [];
      const others = [...room.typists].filter((userId) => userId !== saverId);
      room.typists.clear();
      return others;
    },

    isMember: (socket: WebSocket, id: CollabRoomId) => rooms.get(collabRoomKey(id))?.members.has(socket) ?? false,
    size: () => rooms.size,

    stop() {
      for (const key of [...rooms.keys()]) drop(key);
    },
  };
};

export type CollabRooms = ReturnType<typeof createCollabRooms>;
