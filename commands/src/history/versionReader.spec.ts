import { describe, expect, it } from 'vitest';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { WritingEvent } from '@lorewright/domain/writings/writing.events';
import { evolveWriting, initialWritingState, type WritingState } from '@lorewright/domain/writings/writing.state';
import type { EventStore } from '../eventStore/eventStore';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { createVersionReader } from './versionReader';

// Versions folded from snapshots equal versions folded from the start, and read only the events
// after the nearest snapshot.
const ids = { writingId: 'w1', worldId: 'world1' };
const look = { backgroundImage: '', overlayColor: '#414145', overlayOpacity: 0.5, youtubeHTML: '' };
const metadata = { actorId: 'ann', correlationId: 't', causationId: null, timestamp: '2026-01-01T00:00:00.000Z', schemaVersion: 1 };

const writingWithEdits = async (edits: number) => {
  const eventStore = createMemoryEventStore();
  const events: WritingEvent[] = [
    { type: 'WritingCreated', data: { ...ids, authorId: 'ann', parentId: null, isFolder: false, title: 'Saga', createdOn: '' } },
    { type: 'SceneAdded', data: { ...ids, scene: { _id: 's1', name: 'One', content: [{ content: 'start', style: '' }], ...look } } },
    ...Array.from({ length: edits }, (_, i): WritingEvent => ({
      type: 'SceneContentChanged',
      data: { ...ids, sceneId: 's1', at: 0, remove: 1, nodes: [{ content: `edit ${i}`, style: '' }] },
    })),
  ];
  await eventStore.append(
    'writing-w1',
    events.map((event, i) => ({ id: `e${i}`, ...event, metadata })),
    { expectedRevision: 'no_stream' },
  );
  return eventStore;
};

const countingReads = (eventStore: EventStore) => {
  const read: number[] = [];
  const counted: EventStore = {
    ...eventStore,
    readStream: async (stream, options) => {
      const events = await eventStore.readStream(stream, options);
      read.push(events.length);
      return events;
    },
  };
  return { counted, read };
};

const fold = { initialState: initialWritingState, evolve: evolveWriting };
const textAt = (state: WritingState) => state.scenes[0]?.content[0]?.content;

describe('versions of a stream', () => {
  it('a version is the stream folded up to that revision; a revision the stream never had is null', async () => {
    const eventStore = await writingWithEdits(30);
    const versions = createVersionReader<WritingEvent, WritingState>({ eventStore, registry: eventRegistry }, fold, { snapshotEvery: 10 });
    expect(textAt((await versions.at('writing-w1', 1))!.state)).toBe('start');
    expect(textAt((await versions.at('writing-w1', 31))!.state)).toBe('edit 29');
    expect((await versions.at('writing-w1', 31))!.state.revision).toBe(31);
    expect(await versions.at('writing-w1', 32)).toBeNull();
    expect(await versions.head('writing-w1')).toBe(31);
    expect(await versions.head('writing-none')).toBeNull();
  });

  it('after one read through, a version folds from the nearest snapshot and reads only the events after it', async () => {
    const { counted, read } = countingReads(await writingWithEdits(2000));
    const versions = createVersionReader<WritingEvent, WritingState>({ eventStore: counted, registry: eventRegistry }, fold);
    expect(textAt((await versions.at('writing-w1', 2001))!.state)).toBe('edit 1999');
    expect(read.splice(0)).toEqual([2002]);
    expect(textAt((await versions.at('writing-w1', 1990))!.state)).toBe('edit 1988');
    expect(textAt((await versions.at('writing-w1', 1499))!.state)).toBe('edit 1497');
    expect(textAt((await versions.at('writing-w1', 10))!.state)).toBe('edit 8');
    expect(read.splice(0)).toEqual([1990 - 1499, 1, 11]);
  });
});
