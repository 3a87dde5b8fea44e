import { randomUUID } from 'node:crypto';
import { afterEach } from 'vitest';
import { userStream } from '@lorewright/commands/accounts/streams';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import { worldStream } from '@lorewright/commands/worlds/worldReader';
import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { ProjectionRunner } from '../../runner/projectionRunner';
import { ProjectionViews } from '../../runner/projectionViews';
import { tempReadStore } from '../../runner/testing/testFixtures';
import { invitationsProjection } from '../invitations.projection';
import { worldsProjection } from '../worlds.projection';
import { createWorldQueries } from '../worldQueries';
import { userRegistered } from '../../accounts/testing/accountEvents';

// Shared by the worlds projection specs: both projections on a memory log, events appended one
// per second (their timestamps become lastUpdated), and the queries over the result.
const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

export const openWorldProjections = () => {
  const eventStore = createMemoryEventStore();
  const readStore = tempReadStore();
  const projections = [worldsProjection, invitationsProjection];
  const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections });
  runners.push(runner);
  runner.start();
  let second = 0;
  const views = new ProjectionViews(readStore, projections, 0);

  // Appends to the stream each event belongs to (user-… or world-…) and waits until projected.
  const project = async (...events: (AccountEvent | WorldEvent)[]) => {
    let position = 0;
    for (const event of events) {
      const data = event.data as { worldId?: string; userId?: string };
      const stream = data.worldId !== undefined ? worldStream(data.worldId) : userStream(data.userId ?? '');
      const timestamp = new Date(Date.UTC(2025, 0, 1, 0, 0, second++)).toISOString();
      const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp, schemaVersion: 1 };
      ({ position } = await eventStore.append(stream, [{ id: randomUUID(), type: event.type, data: event.data, metadata }], { expectedRevision: 'any' }));
    }
    await runner.waitFor(position, { timeoutMs: 5000 });
  };

  return { project, queries: createWorldQueries(views), views };
};

export const registered = (userId: string, name: string): AccountEvent => userRegistered(userId, name);

export const worldCreated = (worldId: string, authorId: string, name = worldId, description = ''): WorldEvent => ({
  type: 'WorldCreated',
  data: { worldId, authorId, name, description, createdOn: '2025-01-01T00:00:00.000Z' },
});

export const madePublic = (worldId: string): WorldEvent => ({ type: 'WorldVisibilityChanged', data: { worldId, visibility: 'public' } });

export const invited = (worldId: string, invitationId: string, email: string): WorldEvent => ({
  type: 'MemberInvited',
  data: { worldId, invitationId, authorId: 'ann', invitedMemberEmail: email, invitedUserId: null, date: `2025-02-0${invitationId.slice(-1)}T00:00:00.000Z` },
});
