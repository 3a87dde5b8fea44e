import { ELEMENT_CHANGE_COALESCE_MS, type WatchedElement } from '@lorewright/domain/notifications/elementWatch';
import type { ViewName } from '@lorewright/projections/allProjections';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import type { Stack } from '../composition';
import { elementKinds } from '../routes/elements/elementKinds';
import { createCollabRooms } from './collabRooms';
import { createCollabSocket } from './collabSocket';
import { createChangeBursts } from './elementChangeBursts';
import { createElementChangeDelivery } from './elementChangeDelivery';
import { createElementPresence } from './elementPresence';
import { startElementChangeFeed } from './elementChangeFeed';
import { createElementWatches } from './elementWatches';
import { createElementWatchSocket } from './elementWatchSocket';

const viewOf: Record<WatchedElement, ViewName> = { map: 'maps', timeline: 'timelines', language: 'languages', wiki: 'wikis', writing: 'writings' };

// Live elements on the notification socket: its authenticated sockets watch elements, this
// instance's tail of the log tells them who changed one, and editors see which other editors
// have it open, and type together in the rooms of scenes and sections.
export const createLiveElements = (stack: Stack, logger: FastifyBaseLogger) => {
  // Told of every watch taken or dropped; made below, once the watches exist.
  let presence: ReturnType<typeof createElementPresence> | null = null;
  const watches = createElementWatches((key) => presence?.changed(key));
  const kinds = elementKinds(stack);
  // The one access rule, through the element kinds: a link answers null to whoever may not see it.
  const linkOf = (element: WatchedElement, elementId: string, userId: string) => kinds.get(element)?.link(elementId, userId);
  const maySee = async (element: WatchedElement, elementId: string, userId: string) => (await linkOf(element, elementId, userId)) != null;
  // A blocked account reads but changes nothing (auth.ts): it neither types in a room nor shows
  // among the editors.
  const isBlocked = async (userId: string) => (await stack.queries.accounts.userById(userId))?.accountStatus === 'blocked';
  const mayEdit = async (element: WatchedElement, elementId: string, userId: string) =>
    (await linkOf(element, elementId, userId))?.editable === true && !(await isBlocked(userId));
  const nameOf = async (userId: string) => (await stack.queries.accounts.userById(userId))?.name ?? null;
  presence = createElementPresence({ watches, mayEdit, nameOf, logger });
  const rooms = createCollabRooms();
  const collab = createCollabSocket({ rooms, mayEdit, logger });
  const socket = createElementWatchSocket({ watches, maySee, logger, collab: collab.onMessage });
  const deliver = createElementChangeDelivery({
    watches,
    maySee,
    waitForView: (element, position) => stack.waitForViews(position, [viewOf[element]]),
    nameOf,
  });
  const bursts = createChangeBursts(ELEMENT_CHANGE_COALESCE_MS, (change) => {
    deliver(change).catch((error: unknown) => logger.error({ err: error }, 'element change delivery failed'));
  });
  let feed: Awaited<ReturnType<typeof startElementChangeFeed>> | null = null;

  return {
    attach: socket.attach,
    takeTypists: rooms.takeTypists,
    forget: (closed: WebSocket) => {
      socket.forget(closed);
      collab.forget(closed);
    },
    start: async () => {
      feed = await startElementChangeFeed({ eventStore: stack.eventStore, onChange: bursts.add, logger });
    },
    stop: async () => {
      await feed?.stop();
      bursts.stop();
      collab.stop();
    },
  };
};
