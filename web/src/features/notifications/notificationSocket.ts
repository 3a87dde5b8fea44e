import type { NotificationSocketAuth, NotificationSocketMessage } from '@lorewright/domain/notifications/notificationView';
import { notificationSocketClose, NOTIFICATION_RECONNECT_MAX_MS } from '@lorewright/domain/notifications/notificationMessages';
import type { CollabClientMessage, CollabServerMessage } from '@lorewright/domain/notifications/collabRoom';
import type { ElementWatchMessage, ElementWatchServerMessage } from '@lorewright/domain/notifications/elementWatch';

export const FIRST_RECONNECT_MS = 1000;

/** Same origin as the page: the API serves /notifications (and vite proxies it in development). */
export function notificationSocketUrl(origin = window.location.origin): string {
  return `${origin.replace(/^http/, 'ws')}/notifications`;
}

/** 1 s, 2 s, 4 s, 8 s, then every 10 s (product.md §9: maximum reconnection delay 10000 ms). */
export function reconnectDelay(attempt: number): number {
  return Math.min(FIRST_RECONNECT_MS * 2 ** attempt, NOTIFICATION_RECONNECT_MAX_MS);
}

export interface NotificationSocketOptions {
  url: string;
  token: string;
  onMessage: (message: NotificationSocketMessage) => void;
  /** The server refused the token (or its session ended): no reconnecting with it. */
  onRejected: () => void;
}

/** What the others send and receive over the connection: watches, and co-typing. */
export type PeerMessage = ElementWatchMessage | CollabClientMessage;
export type PeerServerMessage = ElementWatchServerMessage | CollabServerMessage;

/**
 * Others that talk over the same connection (live elements, co-typing rooms): told when it is authenticated, with
 * a way to send, so they can say again what they asked before a reconnect; handed the messages
 * meant for them; and told when it is down.
 */
export interface SocketPeer {
  ready: (send: (message: PeerMessage) => void) => void;
  message: (message: PeerServerMessage) => void;
  down: () => void;
}

const peers = new Set<SocketPeer>();
// The authenticated connection's send, while there is one (the app opens one connection).
let sendNow: ((message: PeerMessage) => void) | null = null;

// How many connections this tab has open (one once signed in; none in a spec or signed out).
let connections = 0;

/** Whether this tab's notification connection is authenticated, on its way, or not opened at all. */
export function notificationConnection(): 'ready' | 'connecting' | 'none' {
  return sendNow ? 'ready' : connections > 0 ? 'connecting' : 'none';
}

/** Joins the notification connection; the answer leaves it. */
export function joinNotificationSocket(peer: SocketPeer): () => void {
  peers.add(peer);
  if (sendNow) peer.ready(sendNow);
  return () => peers.delete(peer);
}

const peerMessageTypes = new Set<string>(['elementChanged', 'watchRefused', 'presence', 'collabJoined', 'collabClosed', 'collabSync', 'collabAwareness']);
const isPeerMessage = (message: { type: string }): message is PeerServerMessage => peerMessageTypes.has(message.type);

function parse(data: unknown): NotificationSocketMessage | PeerServerMessage | null {
  try {
    const message = JSON.parse(String(data)) as NotificationSocketMessage | PeerServerMessage;
    return typeof message === 'object' && message !== null && typeof message.type === 'string' ? message : null;
  } catch {
    return null;
  }
}

/**
 * The live notification channel: connects, authenticates with the login token as its first
 * message, and reconnects with exponential backoff after any drop until closed. The backoff
 * starts over once the server has accepted the token again.
 */
export function openNotificationSocket({ url, token, onMessage, onRejected }: NotificationSocketOptions): { close: () => void } {
  let socket: WebSocket | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let stopped = false;

  // This connection's send, once accepted: only its own going down tells the peers.
  let ownSend: typeof sendNow = null;
  const goneDown = () => {
    if (!ownSend || sendNow !== ownSend) return;
    sendNow = ownSend = null;
    for (const peer of peers) peer.down();
  };

  const connect = () => {
    const current = new WebSocket(url);
    socket = current;
    current.onopen = () => {
      const auth: NotificationSocketAuth = { type: 'auth', token };
      current.send(JSON.stringify(auth));
    };
    current.onmessage = (event) => {
      const message = parse(event.data);
      if (!message) return;
      if (isPeerMessage(message)) {
        for (const peer of peers) peer.message(message);
        return;
      }
      if (message.type === 'ready') {
        attempt = 0;
        const send = (peerMessage: PeerMessage) => {
          if (current.readyState === WebSocket.OPEN) current.send(JSON.stringify(peerMessage));
        };
        sendNow = ownSend = send;
        for (const peer of peers) peer.ready(send);
      }
      onMessage(message);
    };
    current.onclose = (event) => {
      if (stopped || socket !== current) return;
      socket = null;
      goneDown();
      if (event.code === notificationSocketClose.rejected.code) {
        stopped = true;
        uncount();
        onRejected();
        return;
      }
      retry = setTimeout(connect, reconnectDelay(attempt));
      attempt += 1;
    };
  };

  connections += 1;
  let counted = true;
  const uncount = () => {
    if (counted) connections -= 1;
    counted = false;
  };
  connect();
  return {
    close: () => {
      uncount();
      stopped = true;
      goneDown();
      clearTimeout(retry);
      socket?.close(1000);
      socket = null;
    },
  };
}
