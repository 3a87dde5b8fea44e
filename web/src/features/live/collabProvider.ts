import { collabRoomKey, type CollabRoomId, type CollabServerMessage } from '@lorewright/domain/notifications/collabRoom';
import type { Provider } from '@lexical/yjs';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as awarenessProtocol from 'y-protocols/awareness';
import * as syncProtocol from 'y-protocols/sync';
import type * as Y from 'yjs';
import { joinNotificationSocket, type PeerMessage } from '../notifications/api';

type Events = {
  sync: (isSynced: boolean) => void;
  status: (status: { status: string }) => void;
  update: (update: unknown) => void;
  reload: (doc: Y.Doc) => void;
};

/** What the page hears besides the text: the room refused it, or asks it to start again from the stored text. */
export interface CollabRoomEvents {
  closed: (reset: boolean) => void;
}

// In slices: a whole scene's first seed is megabytes, too many arguments for one call.
const toBase64 = (bytes: Uint8Array) => {
  let binary = '';
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return btoa(binary);
};
const fromBase64 = (data: string) => Uint8Array.from(atob(data), (char) => char.charCodeAt(0));

const isEmpty = (doc: Y.Doc) => doc.store.clients.size === 0;

/**
 * Lexical's collaboration provider over the app's one notification connection: joins a room of
 * the server (collabRoom.ts), exchanges y-protocols sync and awareness messages with it, and
 * joins again after every reconnect, when the two documents merge what each side typed
 * meanwhile. Only the member the server asks seeds an empty room; the others report themselves
 * synced once the text is there, so Lexical never seeds twice.
 */
export class CollabProvider implements Provider {
  // y-protocols' awareness; Lexical's type names the fields it keeps in each state.
  readonly awareness: Provider['awareness'];
  private readonly presence: awarenessProtocol.Awareness;
  private readonly listeners = new Map<keyof Events, Set<Events[keyof Events]>>();
  private send: ((message: PeerMessage) => void) | null = null;
  private leaveSocket: (() => void) | null = null;
  private joined = false;
  private seeding = false;
  private synced = false;
  private waitingForText = false;
  private ending: ReturnType<typeof setTimeout> | undefined;

  constructor(
    readonly room: CollabRoomId,
    readonly doc: Y.Doc,
    private readonly events: CollabRoomEvents,
  ) {
    this.presence = new awarenessProtocol.Awareness(doc);
    this.awareness = this.presence as unknown as Provider['awareness'];
    doc.on('update', this.onDocUpdate);
    this.presence.on('update', this.onAwarenessUpdate);
  }

  on<K extends keyof Events>(type: K, listener: Events[K]): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  off<K extends keyof Events>(type: K, listener: Events[K]): void {
    this.listeners.get(type)?.delete(listener);
  }

  connect(): void {
    clearTimeout(this.ending);
    if (this.leaveSocket) return;
    this.leaveSocket = joinNotificationSocket({
      ready: (send) => {
        this.send = send;
        send({ type: 'collabJoin', room: this.room });
      },
      message: (message) => {
        if ('room' in message && collabRoomKey(message.room) === collabRoomKey(this.room)) this.receive(message);
      },
      down: () => this.down(),
    });
  }

  disconnect(): void {
    if (this.joined) this.send?.({ type: 'collabLeave', room: this.room });
    this.down();
    this.leaveSocket?.();
    this.leaveSocket = null;
    this.send = null;
    // Let go for good unless connected again at once (React runs effects twice in development).
    clearTimeout(this.ending);
    this.ending = setTimeout(() => this.end(), 0);
  }

  private end(): void {
    this.doc.off('update', this.onDocUpdate);
    this.presence.off('update', this.onAwarenessUpdate);
    this.presence.destroy();
  }

  private emit<K extends keyof Events>(type: K, ...args: Parameters<Events[K]>): void {
    for (const listener of this.listeners.get(type) ?? []) (listener as (...a: Parameters<Events[K]>) => void)(...args);
  }

  private sendData(type: 'collabSync' | 'collabAwareness', bytes: Uint8Array): void {
    if (this.joined) this.send?.({ type, room: this.room, data: toBase64(bytes) });
  }

  private down(): void {
    const wasJoined = this.joined;
    this.joined = false;
    this.synced = false;
    if (wasJoined) {
      // Others' cursors are unknown until the room tells again.
      const others = [...this.presence.getStates().keys()].filter((id) => id !== this.doc.clientID);
      awarenessProtocol.removeAwarenessStates(this.presence, others, this);
      this.emit('status', { status: 'disconnected' });
      this.emit('sync', false);
    }
  }

  private receive(message: CollabServerMessage): void {
    switch (message.type) {
      case 'collabJoined': {
        this.joined = true;
        this.seeding = message.seed;
        this.emit('status', { status: 'connected' });
        // Who this is, now that the room listens.
        this.sendData('collabAwareness', awarenessProtocol.encodeAwarenessUpdate(this.presence, [this.doc.clientID]));
        return;
      }
      case 'collabClosed':
        this.down();
        this.events.closed(message.reset);
        return;
      case 'collabAwareness':
        awarenessProtocol.applyAwarenessUpdate(this.presence, fromBase64(message.data), this);
        return;
      case 'collabSync':
        this.readSync(fromBase64(message.data));
    }
  }

  private readSync(bytes: Uint8Array): void {
    const encoder = encoding.createEncoder();
    const kind = syncProtocol.readSyncMessage(decoding.createDecoder(bytes), encoder, this.doc, this);
    if (encoding.length(encoder) > 0) this.sendData('collabSync', encoding.toUint8Array(encoder));
    if (kind === syncProtocol.messageYjsSyncStep1) {
      // The server's state vector comes first: answered above; now ask for what it has.
      const ask = encoding.createEncoder();
      syncProtocol.writeSyncStep1(ask, this.doc);
      this.sendData('collabSync', encoding.toUint8Array(ask));
    } else if (kind === syncProtocol.messageYjsSyncStep2 && !this.synced) {
      this.synced = true;
      // A member not asked to seed waits for the text rather than seeding an empty room twice.
      this.waitingForText = !this.seeding && isEmpty(this.doc);
      if (!this.waitingForText) this.emit('sync', true);
    }
  }

  private readonly onDocUpdate = (update: Uint8Array, origin: unknown): void => {
    if (this.waitingForText && !isEmpty(this.doc)) {
      this.waitingForText = false;
      this.emit('sync', true);
    }
    if (origin === this) return;
    const encoder = encoding.createEncoder();
    syncProtocol.writeUpdate(encoder, update);
    // While not joined the update waits in the document: the next join's sync carries it.
    this.sendData('collabSync', encoding.toUint8Array(encoder));
  };

  private readonly onAwarenessUpdate = ({ added, updated, removed }: Record<'added' | 'updated' | 'removed', number[]>, origin: unknown): void => {
    if (origin === this) return;
    this.sendData('collabAwareness', awarenessProtocol.encodeAwarenessUpdate(this.presence, [...added, ...updated, ...removed]));
  };
}

/** Asks the rooms to start again from the stored text (after a change made outside them: a version restored). */
export function resetCollabRooms(rooms: CollabRoomId[]): void {
  if (rooms.length === 0) return;
  const leave = joinNotificationSocket({
    ready: (send) => {
      for (const room of rooms) send({ type: 'collabReset', room });
      queueMicrotask(() => leave());
    },
    message: () => undefined,
    down: () => undefined,
  });
}
