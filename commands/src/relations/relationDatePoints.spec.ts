import { describe, expect, it } from 'vitest';
import type { PointDates } from '@lorewright/domain/calendars/datePoints';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { createCommandHandler } from '../pipeline/handleCommand';
import { uuidGenerator } from '../shared/clock';
import { createRelationCommands, relationStream } from './relationCommands';

// Relations' periods taken from a timeline point follow it when it moves: the datePoints reactor
// calls followDatePoint for the world as the one who moved the point.
const ann = { actorId: 'ann', correlationId: 'test' };
const mover = { actorId: 'tess', correlationId: 'moved' };
const wedding = { timelineID: 't1', nodeID: 'n1' };
const moved: PointDates = { start: { year: 1122, month: 5 }, end: null };

const setup = async () => {
  const eventStore = createMemoryEventStore();
  const ports = { eventStore, registry: eventRegistry, clock: { now: () => new Date('2026-01-01T00:00:00Z') }, ids: uuidGenerator };
  const world: WorldEvent = { type: 'WorldCreated', data: { worldId: 'w1', authorId: 'ann', name: 'Erebor', description: '', createdOn: '' } };
  const metadata = { actorId: 'ann', correlationId: 't', causationId: null, timestamp: '2026-01-01T00:00:00.000Z', schemaVersion: 1 };
  await eventStore.append('world-w1', [{ id: 'e0', ...world, metadata }], { expectedRevision: 'no_stream' });
  const relations = createRelationCommands({
    ...ports,
    handle: createCommandHandler(ports),
    lookups: {
      wikiFacts: async () => ({ worldID: 'w1', category: 'characters' }),
      relationCount: async () => 0,
      worldCalendar: async () => GREGORIAN_CALENDAR,
      // The wedding as the read side knows it before it moved.
      datePointDates: async () => ({ start: { year: 1120, month: 6 }, end: null }),
    },
  });
  const streamEvents = () => eventStore.readStream(relationStream('w1'));
  return { relations, streamEvents };
};

describe('relations following a timeline point', () => {
  it("re-copy the point's new date as a change made by the one who moved it, once", async () => {
    const { relations, streamEvents } = await setup();
    const period = { from: { year: 1, point: wedding } };
    const { relationId } = await relations.add('ann', { wikiID: 'ysolde', otherID: 'bran', type: 'spouse', period }, ann);
    await relations.add('ann', { wikiID: 'ysolde', otherID: 'odo', type: 'ally', period: { from: { year: 1100 } } }, ann);

    expect((await relations.followDatePoint('w1', wedding, moved, mover)).position).not.toBeNull();
    const followed = (await streamEvents()).slice(2);
    expect(followed.map((e) => [e.type, e.metadata.actorId, e.data])).toEqual([
      [
        'RelationChanged',
        'tess',
        { worldId: 'w1', relationId, fromId: 'ysolde', toId: 'bran', type: 'spouse', custom: '', period: { from: { ...moved.start, point: wedding } } },
      ],
    ]);

    // Delivered again: nothing more.
    expect(await relations.followDatePoint('w1', wedding, moved, mover)).toEqual({ position: null });
    expect(await streamEvents()).toHaveLength(3);
  });

  it('a world without relations has nothing to follow and is no error', async () => {
    const { relations } = await setup();
    expect(await relations.followDatePoint('w1', wedding, moved, mover)).toEqual({ position: null });
  });
});
