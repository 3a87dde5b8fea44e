import { ELEMENT_CHANGE_COALESCE_MS, type WatchedElement } from '@lorewright/domain/notifications/elementWatch';
import type { ViewName } from '@lorewright/projections/allProjections';
import type { FastifyBaseLogger } from 'fastify';
import type { Stack } from '../composition';
import { elementKinds } from '../routes/elements/elementKinds';
import { createChangeBursts } from './elementChangeBursts';
import { createElementChangeDelivery } from './elementChangeDelivery';
import { startElementChangeFeed } from './elementChangeFeed';
import { createElementWatches } from './elementWatches';
import { createElementWatchSocket } from './elementWatchSocket';

const viewOf: Record<WatchedElement, ViewName> = { map: 'maps', timeline: 'timelines', language: 'languages' };

// Live maps, timelines and languages on the notification socket: its authenticated sockets watch
// elements, and this instance's tail of the log tells them who changed one.
export const createLiveElements = (stack: Stack, logger: FastifyBaseLogger) => {
  const watches = createElementWatches();
  const kinds = elementKinds(stack);
  // The one access rule, through the element kinds: a link answers null to whoever may not see it.
  const maySee = async (element: WatchedElement, elementId: string, userId: string) => (await kinds.get(element)?.link(elementId, userId)) != null;
  const socket = createElementWatchSocket({ watches, maySee, logger });
  const deliver = createElementChangeDelivery({
    watches,
    maySee,
    waitForView: (element, position) => stack.waitForViews(position, [viewOf[element]]),
    nameOf: async (userId) => (await stack.queries.accounts.userById(userId))?.name ?? null,
  });
  const bursts = createChangeBursts(ELEMENT_CHANGE_COALESCE_MS, (change) => {
    deliver(change).catch((error: unknown) => logger.error({ err: error }, 'element change delivery failed'));
  });
  let feed: Awaited<ReturnType<typeof startElementChangeFeed>> | null = null;

  return {
    attach: socket.attach,
    forget: socket.forget,
    start: async () => {
      feed = await startElementChangeFeed({ eventStore: stack.eventStore, onChange: bursts.add, logger });
    },
    stop: async () => {
      await feed?.stop();
      bursts.stop();
    },
  };
};
