import { describe, expect, it } from 'vitest';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { mediaMessages as m } from '@lorewright/domain/media/mediaView';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { createCommandHandler } from '../pipeline/handleCommand';
import { uuidGenerator } from '../shared/clock';
import { createMediaCommands } from './mediaCommands';
import type { MediaFileWriter } from './mediaPorts';

const MB = 1024 * 1024;
const context = { actorId: 'u1', correlationId: 'test' };

// Files in memory; `put` can hold every writer until `count` of them are waiting, so their
// decisions start from the same revision of the library — the worst case for the quota.
const memoryFiles = (holdUntil = 0) => {
  const files = new Map<string, number>();
  let waiting: (() => void)[] = [];
  const writer: MediaFileWriter = {
    put: async (key, bytes) => {
      files.set(key, bytes.byteLength);
      if (holdUntil === 0) return;
      await new Promise<void>((release) => {
        waiting.push(release);
        if (waiting.length < holdUntil) return;
        const all = waiting;
        waiting = [];
        all.forEach((r) => r());
      });
    },
    delete: async (key) => {
      files.delete(key);
    },
  };
  return { writer, files };
};

const setup = (holdUntil = 0) => {
  const eventStore = createMemoryEventStore();
  const ports = { eventStore, registry: eventRegistry, clock: { now: () => new Date('2025-06-01T12:00:00Z') }, ids: uuidGenerator };
  const files = memoryFiles(holdUntil);
  // Claims every upload is a PNG: the bytes' type is the api's concern (imageTypeDetector).
  const commands = createMediaCommands({
    ...ports,
    handle: createCommandHandler(ports),
    files: files.writer,
    detectImageType: async (bytes) => (bytes[0] === 1 ? 'image/png' : null),
  });
  const image = (size: number) => new Uint8Array(size).fill(1, 0, 1);
  return { commands, files: files.files, image, eventStore };
};

describe('media commands on the write side', () => {
  it('of three uploads decided from the same revision, only those within the quota are recorded; the others leave no file', async () => {
    const { commands, files, image } = setup(3);
    const results = await Promise.allSettled([1, 2, 3].map(() => commands.upload('u1', 'avatars', image(2 * MB), context)));
    const refused = results.filter((r) => r.status === 'rejected');
    expect(refused).toHaveLength(1);
    expect(refused[0].reason.message).toBe(m.quotaExceeded);
    expect([...files.values()]).toEqual([2 * MB, 2 * MB]);
  });

  it('stores an image under {folder}/{userId}/{mediaId}.{ext} and refuses what is not one before storing', async () => {
    const { commands, files, image } = setup();
    const uploaded = await commands.upload('u1', 'headers', image(10), context);
    expect([...files.keys()]).toEqual([`headers/u1/${uploaded.mediaId}.png`]);
    expect(uploaded.name).toBe(`${uploaded.mediaId}.png`);
    await expect(commands.upload('u1', 'headers', new Uint8Array(10), context)).rejects.toThrow(m.notAnImage);
    expect(files.size).toBe(1);
  });

  it('deletes the file after recording the deletion, and keeps it while the media is in use', async () => {
    const { commands, files, image } = setup();
    const { mediaId } = await commands.upload('u1', 'avatars', image(10), context);
    await commands.fillSlot('u1', 'avatar', mediaId, context);
    await expect(commands.delete('u1', mediaId, context)).rejects.toThrow(m.inUse);
    expect(files.size).toBe(1);
    await commands.clearSlot('u1', 'avatar', context);
    await commands.delete('u1', mediaId, context);
    expect(files.size).toBe(0);
  });

  it("reads a slot's holder from the pipeline's folded library, not by reading the whole stream again", async () => {
    const { commands, image, eventStore } = setup();
    const uploads = [];
    for (let i = 0; i < 20; i++) uploads.push(await commands.upload('u1', 'wikis', image(10), context));
    await commands.fillSlot('u1', 'wiki:w1:k1:image', uploads[3].mediaId, context);
    const reads: (number | undefined)[] = [];
    const readStream = eventStore.readStream.bind(eventStore);
    eventStore.readStream = async (stream, options) => {
      reads.push(options?.fromRevision);
      return readStream(stream, options);
    };
    expect(await commands.slotHolder('u1', 'wiki:w1:k1:image')).toBe(uploads[3].mediaId);
    expect(await commands.slotHolder('u1', 'wiki:w1:k2:image')).toBeNull();
    // Only what came after the folded state (nothing) is read: 21 events are never read again.
    expect(reads).toEqual([21, 21]);
  });
});
