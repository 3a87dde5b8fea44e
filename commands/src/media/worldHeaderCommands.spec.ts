import { describe, expect, it } from 'vitest';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { forbidden } from '@lorewright/domain/shared/errors';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { createCommandHandler } from '../pipeline/handleCommand';
import { uuidGenerator } from '../shared/clock';
import { createMediaCommands, mediaStream } from './mediaCommands';
import { createWorldHeaderCommands, type ChangeWorldHeaderImage } from './worldHeaderCommands';

const context = { actorId: 'u1', correlationId: 'test' };

const setup = (changeHeaderImage: ChangeWorldHeaderImage) => {
  const eventStore = createMemoryEventStore();
  const ports = { eventStore, registry: eventRegistry, clock: { now: () => new Date('2025-06-01T12:00:00Z') }, ids: uuidGenerator };
  const files = new Set<string>();
  const media = createMediaCommands({
    ...ports,
    handle: createCommandHandler(ports),
    files: { put: async (key) => void files.add(key), delete: async (key) => void files.delete(key) },
    detectImageType: async () => 'image/png',
  });
  const headers = createWorldHeaderCommands(media, changeHeaderImage);
  const appends: string[][] = [];
  const append = eventStore.append.bind(eventStore);
  eventStore.append = (stream, events, expected) => {
    appends.push(events.map((event) => event.type));
    return append(stream, events, expected);
  };
  const slots = async () =>
    (await eventStore.readStream(mediaStream('u1')))
      .filter((e) => e.type.startsWith('MediaSlot'))
      .map((e) => [e.type, (e.data as { mediaId?: string }).mediaId]);
  return { media, headers, slots, appends };
};

describe('world header commands', () => {
  it('fills the world’s slot, then has the world show the image', async () => {
    const shown: unknown[] = [];
    const { headers, slots, appends } = setup(async (actorId, worldId, image) => {
      shown.push({ actorId, worldId, ...image });
      return { position: null };
    });
    const { headerImage } = await headers.updateWorldHeader('u1', 'w1', new Uint8Array([1]), context);
    const mediaId = headerImage.split('.')[0];
    expect(shown).toEqual([{ actorId: 'u1', worldId: 'w1', headerImage, mediaId }]);
    expect(await slots()).toEqual([['MediaSlotFilled', mediaId]]);
    // The upload and the slot it fills are one append: one sync of the log.
    expect(appends).toEqual([['MediaUploaded', 'MediaSlotFilled']]);
  });

  it('when the world refuses, the slot gets back the image it held (or is cleared)', async () => {
    let refuse = true;
    const { headers, slots } = setup(async () => {
      if (refuse) throw forbidden('Only the author can change this world.');
      return { position: null };
    });
    await expect(headers.updateWorldHeader('u1', 'w1', new Uint8Array([1]), context)).rejects.toThrow('Only the author can change this world.');
    expect((await slots()).map(([type]) => type)).toEqual(['MediaSlotFilled', 'MediaSlotCleared']);

    refuse = false;
    const { headerImage } = await headers.updateWorldHeader('u1', 'w1', new Uint8Array([1]), context);
    const kept = headerImage.split('.')[0];
    refuse = true;
    await expect(headers.updateWorldHeader('u1', 'w1', new Uint8Array([1]), context)).rejects.toThrow();
    expect((await slots()).at(-1)).toEqual(['MediaSlotFilled', kept]);
  });
});
