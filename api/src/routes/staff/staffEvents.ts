import type { UserView } from '@lorewright/domain/accounts/userView';
import { forbidden, notFound } from '@lorewright/domain/shared/errors';
import { mayHandleAccount } from '@lorewright/domain/staff/staffReach';
import { staffMessages as m } from '@lorewright/domain/staff/staffMessages';
import type { StaffEventsView } from '@lorewright/domain/staff/staffViews';
import type { Stack } from '../../composition';
import { personStreamNames } from './personStreams';
import { redactedPayload } from './redactedEvent';
import { namesOf, type NamesPorts } from './staffUserDetail';
import type { QueriesOf } from '../routeTypes';

// Enough history to follow what happened to someone; a longer stream shows its newest events.
export const STAFF_EVENTS_LIMIT = 500;

export type StaffEventsPorts = Pick<Stack, 'eventStore' | 'registry'> & QueriesOf<'accounts'> & NamesPorts;

// GET staff/users/{id}/events?stream=: one of the person's own streams, oldest first, each
// payload in today's shape with its secrets redacted (redactedEvent.ts). Any other stream
// (another person's, a world's) is not found, whatever it holds. Another staff member's streams
// are an admin's to open (domain/src/staff/staffReach.ts); one's own are one's own.
export const staffEventsOf = async (ports: StaffEventsPorts, viewer: UserView, userId: string, stream: string): Promise<StaffEventsView> => {
  const person = await ports.queries.accounts.userById(userId);
  if (!person) throw notFound(m.userNotFound);
  if (viewer._id !== userId && !mayHandleAccount(viewer.roles ?? [], person.roles ?? [])) throw forbidden(m.staffAccountsAreForAdmins);
  if (!personStreamNames(userId).includes(stream)) throw notFound(m.streamNotFound);
  const newest = await ports.eventStore.readStream(stream, { direction: 'backwards', maxCount: STAFF_EVENTS_LIMIT + 1 });
  const shown = newest.slice(0, STAFF_EVENTS_LIMIT).reverse();
  const names = await namesOf(
    ports,
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
      data: redactedPayload(ports.registry, type, metadata.schemaVersion, data),
    })),
    ...(newest.length > STAFF_EVENTS_LIMIT ? { note: m.eventsCapped } : {}),
  };
};
