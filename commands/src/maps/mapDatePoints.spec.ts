import { describe, expect, it } from 'vitest';
import type { PointDates } from '@lorewright/domain/calendars/datePoints';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { MapEvent } from '@lorewright/domain/maps/map.events';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { createCommandHandler } from '../pipeline/handleCommand';
import { uuidGenerator } from '../shared/clock';
import { createMapCommands } from './mapCommands';
import { mapStream } from './mapStream';

// A map's point periods taken from a timeline point follow it when it moves: the datePoints
// reactor calls followDatePoint as the one who moved the point, who need not be able to edit the
// map, whose owner's plan may have lapsed (following changes no one's mind about the map).
const mover = { actorId: 'tess', correlationId: 'moved', causationId: 'node-moved' };
const coronation = { timelineID: 't1', nodeID: 'n1' };
const moved: PointDates = { start: { year: 1125, month: 4 }, end: { year: 1130 } };
const ids = { mapId: 'm1', worldId: 'w1' };
const look = { icon: 'castle' as const, color: '#ff5444', name: 'Ashvale', description: '' };

const setup = async (later: MapEvent[] = []) => {
  const eventStore = createMemoryEventStore();
  const ports = { eventStore, registry: eventRegistry, clock: { now: () => new Date('2026-01-01T00:00:00Z') }, ids: uuidGenerator };
  const metadata = { actorId: 'ann', correlationId: 't', causationId: null, timestamp: '2026-01-01T00:00:00.000Z', schemaVersion: 1 };
  const events: MapEvent[] = [
    { type: 'MapCreated', data: { ...ids, authorId: 'ann', title: 'Known Lands', description: '', image: 'a.png', mediaId: 'x', createdOn: '' } },
    { type: 'MapPointAdded', data: { ...ids, point: { _id: 'city', x: 0.5, y: 0.5, ...look, period: { from: { year: 1120, point: coronation } } } } },
    { type: 'MapPointAdded', data: { ...ids, point: { _id: 'ford', x: 0.2, y: 0.2, ...look, name: 'Ford' } } },
    // Moved to 1125 it would end before it starts: it stays, and the others follow all the same.
    {
      type: 'MapPointAdded',
      data: { ...ids, point: { _id: 'keep', x: 0.3, y: 0.3, ...look, period: { from: { year: 1120, point: coronation }, until: { year: 1122 } } } },
    },
    ...later,
  ];
  await eventStore.append(
    mapStream('m1'),
    events.map((event, i) => ({ id: `e${i}`, ...event, metadata })),
    { expectedRevision: 'no_stream' },
  );
  // Following reads nothing but the map's own stream.
  const maps = createMapCommands({ ...ports, handle: createCommandHandler(ports), lookups: {} as never, media: {} as never, permissionsOf: async () => ({}) });
  return { maps, streamEvents: () => eventStore.readStream(mapStream('m1')) };
};

describe('a map following a timeline point', () => {
  it("edits the points dated from it to the point's new dates, as the one who moved it, once", async () => {
    const { maps, streamEvents } = await setup();
    const { position } = await maps.followDatePoint('m1', coronation, moved, mover);
    expect(position).not.toBeNull();
    const followed = (await streamEvents()).slice(4);
    expect(followed.map((e) => [e.type, e.data, e.metadata.actorId, e.metadata.causationId])).toEqual([
      ['MapPointEdited', { ...ids, pointId: 'city', look: { ...look, period: { from: { ...moved.start, point: coronation } } } }, 'tess', 'node-moved'],
    ]);

    // Delivered again: nothing more.
    expect(await maps.followDatePoint('m1', coronation, moved, mover)).toEqual({ position: null });
    expect(await streamEvents()).toHaveLength(5);
  });

  it('a deleted map, or one never made, has nothing to follow and is no error', async () => {
    const { maps } = await setup([{ type: 'MapDeleted', data: ids }]);
    expect(await maps.followDatePoint('m1', coronation, moved, mover)).toEqual({ position: null });
    expect(await maps.followDatePoint('no-such-map', coronation, moved, mover)).toEqual({ position: null });
  });
});
