import type { EventStore, RecordedEvent } from '@lorewright/commands/eventStore/eventStore';
import { WATCHED_ELEMENTS, type WatchedElement } from '@lorewright/domain/notifications/elementWatch';
import { tabOfRequestId } from '@lorewright/domain/notifications/tabRequestIds';
import { languageEvents } from '@lorewright/domain/languages/language.events';
import { mapEvents } from '@lorewright/domain/maps/map.events';
import { timelineEvents } from '@lorewright/domain/timelines/timeline.events';
import { wikiEvents } from '@lorewright/domain/wikis/wiki.events';
import { writingEvents } from '@lorewright/domain/writings/writing.events';
import type { FastifyBaseLogger } from 'fastify';
import { followLog } from './logFollower';
import type { ElementChange } from './elementChangeBursts';

export interface ElementChangeFeedDeps {
  eventStore: EventStore;
  onChange: (change: ElementChange) => void;
  logger: FastifyBaseLogger;
}

// Each of these elements lives in a stream of its own named `{element}-{id}`.
const watchedCategories = new Set<string>(WATCHED_ELEMENTS);
// The store skips (and does not parse) every other event: a long scene's save costs this feed nothing.
const watchedTypes = [...mapEvents, ...timelineEvents, ...languageEvents, ...wikiEvents, ...writingEvents].map((definition) => definition.type);

// What a recorded event says of a watched element; null for other streams and for changes no
// person made (the system's own reactors).
export const elementChangeOf = (event: RecordedEvent): ElementChange | null => {
  const dash = event.stream.indexOf('-');
  const category = event.stream.slice(0, dash);
  const { actorId, correlationId } = event.metadata;
  if (dash < 1 || !watchedCategories.has(category) || !actorId) return null;
  return {
    element: category as WatchedElement,
    elementId: event.stream.slice(dash + 1),
    actorId,
    tab: tabOfRequestId(correlationId),
    position: event.position,
  };
};

// Each API instance tails the log itself from the head, as the notification feed does, and hands
// on the changes of the watched elements.
export const startElementChangeFeed = (deps: ElementChangeFeedDeps) =>
  followLog({
    eventStore: deps.eventStore,
    logger: deps.logger,
    name: 'element change feed',
    types: watchedTypes,
    onBatch: (batch) => {
      for (const event of batch) {
        const change = elementChangeOf(event);
        if (change) deps.onChange(change);
      }
    },
  });
