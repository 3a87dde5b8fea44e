import type { ElementEditor, ElementWatchServerMessage, WatchedElement } from '@lorewright/domain/notifications/elementWatch';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { watchedOfKey, type ElementWatches } from './elementWatches';

export interface ElementPresenceDeps {
  watches: ElementWatches;
  // Whether this person may edit the element now (false when they may not see it either).
  mayEdit: (element: WatchedElement, elementId: string, userId: string) => Promise<boolean>;
  nameOf: (userId: string) => Promise<string | null>;
  logger: FastifyBaseLogger;
}

// What was last said of one element: the people, and to which sockets.
interface Told {
  people: string;
  sockets: Set<WebSocket>;
}

const send = (socket: WebSocket, message: ElementWatchServerMessage) => {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
};

// Who among those who may edit an element has its page open, told to them alone. Readers' watches
// count for nothing: they are neither told nor named. Editability is asked again each time, so a
// member whose role changed since the watch is placed by what they may do now. Only this API
// instance's sockets are known, as for every live element.
export const createElementPresence = ({ watches, mayEdit, nameOf, logger }: ElementPresenceDeps) => {
  const told = new Map<string, Told>();
  // One update of an element at a time, so messages never overtake one another; changes that come
  // while one runs fold into a single update after it.
  const running = new Map<string, { again: boolean }>();

  const update = async (key: string) => {
    const { element, elementId } = watchedOfKey(key);
    const userIds = [...new Set(watches.watchersOf(key).map((watcher) => watcher.userId))];
    const editing = await Promise.all(userIds.map((userId) => mayEdit(element, elementId, userId)));
    const editorIds = userIds.filter((_userId, index) => editing[index]);
    const people: ElementEditor[] = await Promise.all(editorIds.map(async (_id) => ({ _id, name: (await nameOf(_id)) ?? 'Someone' })));

    // Read again after the waits: sockets come and go meanwhile.
    const watchers = watches.watchersOf(key).filter(({ socket }) => socket.readyState === socket.OPEN);
    const before = told.get(key);
    const now: Told = { people: JSON.stringify(people), sockets: new Set() };
    for (const { socket, userId } of watchers) {
      if (editorIds.includes(userId)) {
        now.sockets.add(socket);
        // A socket that was told this very list already hears nothing new.
        if (before?.people !== now.people || !before.sockets.has(socket)) send(socket, { type: 'presence', element, elementId, people });
      } else if (before?.sockets.has(socket)) {
        // No longer an editor: the names they were shown go.
        send(socket, { type: 'presence', element, elementId, people: [] });
      }
    }
    if (watchers.length === 0) told.delete(key);
    else told.set(key, now);
  };

  const changed = (key: string) => {
    const run = running.get(key);
    if (run) {
      run.again = true;
      return;
    }
    const state = { again: true };
    running.set(key, state);
    void (async () => {
      try {
        while (state.again) {
          state.again = false;
          await update(key);
        }
      } catch (error) {
        logger.error({ err: error }, 'element presence update failed');
      } finally {
        running.delete(key);
      }
    })();
  };

  return { changed };
};
