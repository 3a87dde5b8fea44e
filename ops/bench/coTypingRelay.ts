import path from 'node:path';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { collabRoomKey, type CollabRoomId } from '@lorewright/domain/notifications/collabRoom';
import { serverMemory, type CoTypingReady } from './coTypingProtocol';

// The co-typing benchmark's baseline: a bare `ws` server that relays each room's frames, as they
// came, to the room's other members, and does nothing else (no document, no access checks, no
// validation, any token taken). Forked like coTypingServer.ts, so both sit in a process of their
// own and the peers' cost is the same against either; `node --import tsx coTypingRelay.ts`.

type Message = { type: 'auth' } | { type: 'collabJoin' | 'collabSync' | 'collabAwareness'; room: CollabRoomId };

const main = async () => {
  const rooms = new Map<string, Set<WebSocket>>();
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0, path: '/notifications' });
  server.on('connection', (socket) => {
    const mine = new Set<string>();
    socket.on('message', (raw: RawData) => {
      const message = JSON.parse((raw as Buffer).toString('utf8')) as Message;
      if (message.type === 'auth') return socket.send(JSON.stringify({ type: 'ready' }));
      const key = collabRoomKey(message.room);
      if (message.type === 'collabJoin') {
        const members = rooms.get(key) ?? new Set();
        rooms.set(key, members.add(socket));
        mine.add(key);
        return socket.send(JSON.stringify({ type: 'collabJoined', room: message.room, seed: false }));
      }
      for (const other of rooms.get(key) ?? []) if (other !== socket && other.readyState === other.OPEN) other.send(raw, { binary: false });
    });
    socket.on('close', () => {
      for (const key of mine) rooms.get(key)?.delete(socket);
    });
  });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as { port: number };
  process.on('message', (message: 'memory') => {
    if (message === 'memory') process.send!(serverMemory());
  });
  process.send!({ socketUrl: `ws://127.0.0.1:${port}/notifications`, tokens: [], writingIds: [] } satisfies CoTypingReady);
  const stop = () => {
    for (const socket of server.clients) socket.terminate();
    server.close(() => process.exit(0));
  };
  process.once('SIGTERM', stop);
  process.once('disconnect', stop);
};

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
