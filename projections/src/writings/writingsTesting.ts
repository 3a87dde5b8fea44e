import { randomUUID } from 'node:crypto';
import { afterEach } from 'vitest';
import { userStream } from '@lorewright/commands/accounts/streams';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import { worldStream } from '@lorewright/commands/worlds/worldReader';
import { writingStream } from '@lorewright/commands/writings/writingWorld';
import type { AccountEvent } from '@lorewright/domain/accounts/account.events';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { StoredScene, WritingEvent } from '@lorewright/domain/writings/writing.events';
import { DEFAULT_OVERLAY_COLOR, DEFAULT_OVERLAY_OPACITY, DEFAULT_SCENE_BACKGROUND } from '@lorewright/domain/writings/writingView';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { ProjectionRunner } from '../runner/projectionRunner';
import { ProjectionViews } from '../runner/projectionViews';
import { tempReadStore } from '../runner/testFixtures';
import { invitationsProjection } from '../worlds/invitations.projection';
import { worldsProjection } from '../worlds/worlds.projection';
import { createWorldQueries } from '../worlds/worldQueries';
import { createWritingQueries } from './writingQueries';
import { writingsProjection } from './writings.projection';

// Shared by the writings and world-writings projection specs: both projections on a memory log,
// each event appended to its own stream (writing-…, world-…, user-…) one second after the last,
// so revisions and lastUpdated are those the real write side would give.
const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

type AnyEvent = AccountEvent | WorldEvent | WritingEvent;

export const timestampOf = (second: number) => new Date(Date.UTC(2025, 0, 1, 0, 0, second)).toISOString();

export const openWritingProjections = () => {
  const eventStore = createMemoryEventStore();
  const readStore = tempReadStore();
  const projections = [worldsProjection, invitationsProjection, writingsProjection];
  const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections });
  runners.push(runner);
  runner.start();
  let second = 0;
  const views = new ProjectionViews(readStore, projections, 0);

  const streamOf = (event: AnyEvent) => {
    const data = event.data as { writingId?: string; worldId?: string; userId?: string };
    return data.writingId ? writingStream(data.writingId) : data.worldId ? worldStream(data.worldId) : userStream(data.userId ?? '');
  };

  const project = async (...events: AnyEvent[]) => {
    let position = 0;
    for (const event of events) {
      const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp: timestampOf(second++), schemaVersion: 1 };
      ({ position } = await eventStore.append(streamOf(event), [{ id: randomUUID(), type: event.type, data: event.data, metadata }], {
        expectedRevision: 'any',
      }));
    }
    await runner.waitFor(position, { timeoutMs: 5000 });
  };

  return { project, eventStore, writings: createWritingQueries(views), worlds: createWorldQueries(views) };
};

export const scene = (_id: string, text = _id): StoredScene => ({
  _id,
  name: _id,
  content: [{ content: text, style: '' }],
  backgroundImage: DEFAULT_SCENE_BACKGROUND,
  overlayColor: DEFAULT_OVERLAY_COLOR,
  overlayOpacity: DEFAULT_OVERLAY_OPACITY,
  youtubeHTML: '',
});

export const writingCreated = (
  writingId: string,
  worldId: string,
  options: { isFolder?: boolean; parentId?: string | null; title?: string; createdOn?: string } = {},
): WritingEvent => ({
  type: 'WritingCreated',
  data: {
    writingId,
    worldId,
    authorId: 'ann',
    parentId: options.parentId ?? null,
    isFolder: options.isFolder ?? false,
    title: options.title ?? writingId,
    createdOn: options.createdOn ?? '2025-01-01T00:00:00.000Z',
  },
});

export const sceneAdded = (writingId: string, worldId: string, added: StoredScene): WritingEvent => ({
  type: 'SceneAdded',
  data: { writingId, worldId, scene: added },
});
