import { describe, expect, it } from 'vitest';
import type { PointDates } from '@lorewright/domain/calendars/datePoints';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { StoredScene, WritingEvent } from '@lorewright/domain/writings/writing.events';
import { DEFAULT_OVERLAY_COLOR, DEFAULT_OVERLAY_OPACITY, DEFAULT_SCENE_BACKGROUND } from '@lorewright/domain/writings/writingView';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { createCommandHandler } from '../pipeline/handleCommand';
import { uuidGenerator } from '../shared/clock';
import { createWritingCommands } from './writingCommands';
import { writingStream } from './writingStream';

// A writing's scenes dated from a timeline point follow it when it moves: the datePoints reactor
// calls followDatePoint as the one who moved the point, who need not be able to edit the writing.
const mover = { actorId: 'tess', correlationId: 'moved', causationId: 'node-moved' };
const coronation = { timelineID: 't1', nodeID: 'n1' };
const moved: PointDates = { start: { year: 1125, month: 4 }, end: { year: 1130 } };
const ids = { writingId: 'd1', worldId: 'w1' };

const scene = (_id: string, date?: StoredScene['date']): StoredScene => ({
  _id,
  name: _id,
  content: [{ content: _id, style: '' }],
  backgroundImage: DEFAULT_SCENE_BACKGROUND,
  overlayColor: DEFAULT_OVERLAY_COLOR,
  overlayOpacity: DEFAULT_OVERLAY_OPACITY,
  youtubeHTML: '',
  ...(date && { date }),
});

const setup = async (later: WritingEvent[] = []) => {
  const eventStore = createMemoryEventStore();
  const ports = { eventStore, registry: eventRegistry, clock: { now: () => new Date('2026-01-01T00:00:00Z') }, ids: uuidGenerator };
  const metadata = { actorId: 'ann', correlationId: 't', causationId: null, timestamp: '2026-01-01T00:00:00.000Z', schemaVersion: 1 };
  const events: WritingEvent[] = [
    { type: 'WritingCreated', data: { ...ids, authorId: 'ann', parentId: null, isFolder: false, title: 'Chronicle', createdOn: '' } },
    { type: 'SceneAdded', data: { ...ids, scene: scene('crowning', { year: 1121, point: { ...coronation, end: true } }) } },
    { type: 'SceneAdded', data: { ...ids, scene: scene('road') } },
    ...later,
  ];
  await eventStore.append(
    writingStream('d1'),
    events.map((event, i) => ({ id: `e${i}`, ...event, metadata })),
    { expectedRevision: 'no_stream' },
  );
  // Following reads nothing but the writing's own stream.
  const writings = createWritingCommands({ ...ports, handle: createCommandHandler(ports), lookups: {} as never });
  return { writings, streamEvents: () => eventStore.readStream(writingStream('d1')) };
};

describe('a writing following a timeline point', () => {
  it("redates the scenes dated from it to the point's new date, as the one who moved it, once", async () => {
    const { writings, streamEvents } = await setup();
    const { position } = await writings.followDatePoint('d1', coronation, moved, mover);
    expect(position).not.toBeNull();
    const followed = (await streamEvents()).slice(3);
    expect(followed.map((e) => [e.type, e.data, e.metadata.actorId, e.metadata.causationId])).toEqual([
      ['SceneDated', { ...ids, sceneId: 'crowning', date: { year: 1130, point: { ...coronation, end: true } } }, 'tess', 'node-moved'],
    ]);

    // Delivered again: nothing more.
    expect(await writings.followDatePoint('d1', coronation, moved, mover)).toEqual({ position: null });
    expect(await streamEvents()).toHaveLength(4);
  });

  it('a deleted writing, or one never made, has nothing to follow and is no error', async () => {
    const { writings } = await setup([{ type: 'WritingDeleted', data: ids }]);
    expect(await writings.followDatePoint('d1', coronation, moved, mover)).toEqual({ position: null });
    expect(await writings.followDatePoint('no-such-writing', coronation, moved, mover)).toEqual({ position: null });
  });
});
