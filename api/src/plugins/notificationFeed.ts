import type { EventStore, RecordedEvent } from '@lorewright/commands/eventStore/eventStore';
import { upcastEvent } from '@lorewright/commands/eventStore/streamReader';
import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { NotificationEvent } from '@lorewright/domain/notifications/notification.events';
import { notificationViewOf, type NotificationSocketMessage } from '@lorewright/domain/notifications/notificationView';
import type { FastifyBaseLogger } from 'fastify';
import { followLog } from './logFollower';

export interface NotificationFeedDeps {
  eventStore: EventStore;
  registry: EventRegistry;
  // Resolves once the notifications projection has applied the log up to the position (bounded).
  waitForProjection: (position: number) => Promise<unknown>;
  push: (userId: string, message: NotificationSocketMessage) => void;
  // A logout ends one session; a password reset (sessionId null) every session of the account.
  endSessions: (userId: string, sessionId: string | null) => void;
  logger: FastifyBaseLogger;
}

type FeedEvent = NotificationEvent | Extract<AccountEvent, { type: 'UserLoggedOut' | 'PasswordReset' }>;
const feedTypes = new Set<string>(['NotificationSent', 'NotificationRead', 'UserLoggedOut', 'PasswordReset']);

// Each API instance tails the log itself from the head (architecture.md §7: no broker between instances)
// and tells its own sockets. A push waits until the notifications projection has the event, so a
// client that refetches `POST me` on a push finds what it was told about.
export const startNotificationFeed = async (deps: NotificationFeedDeps) => {
  const deliver = (event: FeedEvent) => {
    switch (event.type) {
      case 'NotificationSent':
        return deps.push(event.data.userId, { type: 'notification', notification: notificationViewOf(event.data) });
      case 'NotificationRead':
        return deps.push(event.data.userId, { type: 'read', notificationId: event.data.notificationId });
      case 'UserLoggedOut':
        return deps.endSessions(event.data.userId, event.data.sessionId);
      case 'PasswordReset':
        return deps.endSessions(event.data.userId, null);
    }
  };

  const handleBatch = async (batch: RecordedEvent[]) => {
    const relevant = batch.filter((event) => feedTypes.has(event.type));
    const last = relevant.at(-1);
    if (last) await deps.waitForProjection(last.position);
    for (const event of relevant) deliver(upcastEvent<FeedEvent>(deps.registry, event));
  };

  return followLog({ eventStore: deps.eventStore, logger: deps.logger, name: 'notification feed', types: [...feedTypes], onBatch: handleBatch });
};
