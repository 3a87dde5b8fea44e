import { describe, expect, it } from 'vitest';
import type { PointDates } from '@lorewright/domain/calendars/datePoints';
import { GREGORIAN_CALENDAR } from '@lorewright/domain/calendars/defaultCalendars';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { wikiDecider } from '@lorewright/domain/wikis/wiki.decide';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { createStateReader } from '../eventStore/streamReader';
import { createMediaCommands } from '../media/mediaCommands';
import { createCommandHandler } from '../pipeline/handleCommand';
import { uuidGenerator } from '../shared/clock';
import { createWikiCommands } from './wikiCommands';
import { wikiStream } from './wikiStream';

// A wiki's dates taken from a timeline point follow it when it moves: the datePoints reactor
// calls followDatePoint as the one who moved the point, who need not be able to edit the wiki.
const ann = { actorId: 'ann', correlationId: 'test' };
const mover = { actorId: 'tess', correlationId: 'moved', causationId: 'node-moved' };
const coronation = { timelineID: 't1', nodeID: 'n1' };
const moved: PointDates = { start: { year: 1125, month: 4, day: 2 }, end: { year: 1130 } };

const setup = async () => {
  const eventStore = createMemoryEventStore();
  const ports = { eventStore, registry: eventRegistry, clock: { now: () => new Date('2026-01-01T00:00:00Z') }, ids: uuidGenerator };
  const handle = createCommandHandler(ports);
  const world: WorldEvent = { type: 'WorldCreated', data: { worldId: 'w1', authorId: 'ann', name: 'Erebor', description: '', createdOn: '' } };
  const metadata = { actorId: 'ann', correlationId: 't', causationId: null, timestamp: '2026-01-01T00:00:00.000Z', schemaVersion: 1 };
  await eventStore.append('world-w1', [{ id: 'e0', ...world, metadata }], { expectedRevision: 'no_stream' });
  const media = createMediaCommands({
    ...ports,
    handle,
    files: { put: async () => undefined, delete: async () => undefined },
    detectImageType: async () => 'image/png',
  });
  const readWiki = createStateReader(ports, wikiDecider, wikiStream);
  const wikis = createWikiCommands({
    ...ports,
    handle,
    media,
    lookups: {
      wikiPlace: async (wikiId) => {
        const state = await readWiki(wikiId);
        return state.status === 'none' ? null : { _id: wikiId, worldID: state.worldId, authorID: state.authorId };
      },
      mediaItem: async () => null,
      worldCalendar: async () => GREGORIAN_CALENDAR,
      // The coronation as the read side knows it before it moved.
      datePointDates: async () => ({ start: { year: 1120, month: 3 }, end: { year: 1121 } }),
    },
  });
  const { wikiId } = await wikis.create('ann', { category: 'characters', title: 'Aldric', worldID: 'w1', parentID: null }, ann);
  await wikis.update(
    'ann',
    wikiId,
    {
      lifespan: { from: { year: 1, point: coronation }, until: { year: 1180 } },
      sections: [{ _id: 's1', title: 'The war', content: 'Long.', period: { until: { year: 1, point: { ...coronation, end: true } } } }],
    },
    ann,
  );
  const streamEvents = () => eventStore.readStream(wikiStream(wikiId));
  return { wikis, wikiId, read: () => readWiki(wikiId), streamEvents };
};

describe('a wiki following a timeline point', () => {
  it("re-copies the point's new dates as edits made by the one who moved it, once", async () => {
    const { wikis, wikiId, read, streamEvents } = await setup();
    const before = (await streamEvents()).length;

    const { position } = await wikis.followDatePoint(wikiId, coronation, moved, mover);
    expect(position).not.toBeNull();
    const state = await read();
    expect(state.lifespan).toEqual({ from: { ...moved.start, point: coronation }, until: { year: 1180 } });
    expect(state.sections[0]).toMatchObject({ content: 'Long.', period: { until: { year: 1130, point: { ...coronation, end: true } } } });
    const followed = (await streamEvents()).slice(before);
    expect(followed.map((e) => [e.type, e.metadata.actorId, e.metadata.causationId])).toEqual([
      ['WikiLifespanChanged', 'tess', 'node-moved'],
      ['WikiSectionEdited', 'tess', 'node-moved'],
    ]);

    // Delivered again: nothing more.
    expect(await wikis.followDatePoint(wikiId, coronation, moved, mover)).toEqual({ position: null });
    expect(await streamEvents()).toHaveLength(before + 2);
  });

  it('a deleted wiki, or one never made, has nothing to follow and is no error', async () => {
    const { wikis, wikiId } = await setup();
    await wikis.deleteWiki('ann', wikiId, 'w1', ann);
    expect(await wikis.followDatePoint(wikiId, coronation, moved, mover)).toEqual({ position: null });
    expect(await wikis.followDatePoint('no-such-wiki', coronation, moved, mover)).toEqual({ position: null });
  });
});
