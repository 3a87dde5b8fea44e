import { notFound } from '@lorewright/domain/shared/errors';
import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import type { StaffEventsView } from '@lorewright/domain/staff/staffViews';
import type { Stack } from '../../composition';
import { personStreamNames } from './personStreams';
import { namesOf } from './staffUserDetail';

// Enough history to follow what happened to someone; a longer stream shows its newest events.
export const STAFF_EVENTS_LIMIT = 500;

// GET staff/users/{id}/events?stream=: one of the person's own streams, as stored, oldest first.
// Any other stream (another person's, a world's) is not found, whatever it holds.
export const staffEventsOf = async (stack: Stack, userId: string, stream: string): Promise<StaffEventsView> => {
  if (!(await stack.queries.accounts.userById(userId))) throw notFound(m.userNotFound);
  if (!personStreamNames(userId).includes(stream)) throw notFound(m.streamNotFound);
  const newest = await stack.eventStore.readStream(stream, { direction: 'backwards', maxCount: STAFF_EVENTS_LIMIT + 1 });
  const shown = newest.slice(0, STAFF_EVENTS_LIMIT).reverse();
  const names = await namesOf(
    stack,
    shown.flatMap((event) => (event.metadata.actorId ? [event.metadata.actorId] : [])),
  );
  return {
    stream,
    events: shown.map(({ position, revision, type, metadata, data }) => ({
      position,
      revision,
      type,
      time: metadata.timestamp,
      actorId: metadata.actorId,
      actorName: metadata.actorId ? (names.get(metadata.actorId) ?? null) : null,
      data,
    })),
    ...(newest.length > STAFF_EVENTS_LIMIT ? { note: m.eventsCapped } : {}),
  };
};
