import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryEventStore } from '@lorewright/commands/eventStore/memoryEventStore';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { MediaEvent } from '@lorewright/domain/media/media.events';
import { ProjectionRunner } from '../runner/projectionRunner';
import { ProjectionViews } from '../runner/projectionViews';
import { tempReadStore } from '../runner/testing/testFixtures';
import { mediaProjection } from './media.projection';
import { createMediaQueries } from './mediaQueries';

const runners: ProjectionRunner[] = [];
afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()));
});

// Appends each user's events to their library stream and answers the queries once projected.
const project = async (events: MediaEvent[]) => {
  const eventStore = createMemoryEventStore();
  const readStore = tempReadStore();
  const runner = new ProjectionRunner({ eventStore, readStore, registry: eventRegistry, projections: [mediaProjection] });
  runners.push(runner);
  runner.start();
  const metadata = { actorId: null, correlationId: 'test', causationId: null, timestamp: '2025-01-01T00:00:00.000Z', schemaVersion: 1 };
  let position = 0;
  for (const e of events) {
    position = (await eventStore.append(`media-${e.data.userId}`, [{ id: randomUUID(), type: e.type, data: e.data, metadata }], { expectedRevision: 'any' }))
      .position;
  }
  await runner.waitFor(position, { timeoutMs: 5000 });
  return createMediaQueries(new ProjectionViews(readStore, [mediaProjection], 0));
};

const uploaded = (userId: string, mediaId: string, size: number, minute = 0): MediaEvent => ({
  type: 'MediaUploaded',
  data: { userId, mediaId, folder: 'avatars', name: `${mediaId}.png`, type: 'image/png', size, uploadedOn: `2025-01-01T00:0${minute}:00.000Z` },
});
const filled = (userId: string, slot: string, mediaId: string): MediaEvent => ({ type: 'MediaSlotFilled', data: { userId, slot, mediaId } });
const statusOf = async (queries: Awaited<ReturnType<typeof project>>, mediaId: string) => {
  const item = await queries.byId(mediaId);
  return item && { status: item.status, usedBy: item.usedBy };
};

describe('media projection', () => {
  it("lists one owner's media newest first, with sizes and their total", async () => {
    const queries = await project([uploaded('u1', 'a', 100, 1), uploaded('u1', 'b', 250, 2), uploaded('u2', 'c', 999, 3)]);
    const library = await queries.libraryOf('u1');
    expect(library.media.map((item) => item._id)).toEqual(['b', 'a']);
    expect(library.totalSize).toBe(350);
    expect(await queries.totalSize('u2')).toBe(999);
    expect(library.media[0]).toMatchObject({
      ownerID: 'u1',
      folder: 'avatars',
      name: 'b.png',
      type: 'image/png',
      status: 'inactive',
      usedBy: [],
      metadataAfter: { size: 250 },
    });
  });

  it('an item is active while a slot holds it; a new item in the slot releases the old one', async () => {
    const queries = await project([
      uploaded('u1', 'a', 1),
      filled('u1', 'avatar', 'a'),
      filled('u1', 'world:w1:header', 'a'),
      uploaded('u1', 'b', 1),
      filled('u1', 'avatar', 'b'),
    ]);
    expect(await statusOf(queries, 'a')).toEqual({ status: 'active', usedBy: ['world:w1:header'] });
    expect(await statusOf(queries, 'b')).toEqual({ status: 'active', usedBy: ['avatar'] });
  });

  it('clearing a slot or a scope makes its items inactive; other slots stay', async () => {
    const history = [uploaded('u1', 'a', 1), uploaded('u1', 'b', 1), filled('u1', 'avatar', 'a'), filled('u1', 'world:w1:header', 'b')];
    const slotCleared = await project([...history, { type: 'MediaSlotCleared', data: { userId: 'u1', slot: 'avatar' } }]);
    expect(await statusOf(slotCleared, 'a')).toEqual({ status: 'inactive', usedBy: [] });
    expect(await statusOf(slotCleared, 'b')).toEqual({ status: 'active', usedBy: ['world:w1:header'] });

    const scopeCleared = await project([...history, { type: 'MediaScopeCleared', data: { userId: 'u1', scope: 'world:w1:' } }]);
    expect(await statusOf(scopeCleared, 'a')).toEqual({ status: 'active', usedBy: ['avatar'] });
    expect(await statusOf(scopeCleared, 'b')).toEqual({ status: 'inactive', usedBy: [] });
  });

  it("events that name the slot's previous holder show what events recorded before they did show", async () => {
    const named: MediaEvent[] = [
      uploaded('u1', 'a', 1),
      uploaded('u1', 'b', 1, 1),
      { type: 'MediaSlotFilled', data: { userId: 'u1', slot: 'avatar', mediaId: 'a', previous: null } },
      { type: 'MediaSlotFilled', data: { userId: 'u1', slot: 'world:w1:header', mediaId: 'a', previous: null } },
      { type: 'MediaSlotFilled', data: { userId: 'u1', slot: 'world:w1:key', mediaId: 'b', previous: null } },
      { type: 'MediaSlotFilled', data: { userId: 'u1', slot: 'avatar', mediaId: 'b', previous: 'a' } },
      { type: 'MediaSlotCleared', data: { userId: 'u1', slot: 'world:w1:key', previous: 'b' } },
    ];
    const unnamed = named.map((event) => {
      if (event.type !== 'MediaSlotFilled' && event.type !== 'MediaSlotCleared') return event;
      const { previous: _previous, ...data } = event.data;
      return { ...event, data } as MediaEvent;
    });
    const [now, before] = [await project(named), await project(unnamed)];
    expect((await now.libraryOf('u1')).media).toEqual((await before.libraryOf('u1')).media);
    expect(await statusOf(now, 'a')).toEqual({ status: 'active', usedBy: ['world:w1:header'] });
    expect(await statusOf(now, 'b')).toEqual({ status: 'active', usedBy: ['avatar'] });
  });

  it("a slot of one user never touches another user's media", async () => {
    const queries = await project([uploaded('u1', 'a', 1), uploaded('u2', 'b', 1), filled('u1', 'avatar', 'a'), filled('u2', 'avatar', 'b')]);
    expect(await statusOf(queries, 'a')).toEqual({ status: 'active', usedBy: ['avatar'] });
  });

  it('deleted media leaves the list and the total', async () => {
    const queries = await project([uploaded('u1', 'a', 10), uploaded('u1', 'b', 20), { type: 'MediaDeleted', data: { userId: 'u1', mediaId: 'a' } }]);
    expect(await queries.libraryOf('u1')).toMatchObject({ media: [{ _id: 'b' }], totalSize: 20 });
  });
});
