import { describe, expect, it } from 'vitest';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import type { MediaItemView } from '@lorewright/domain/media/mediaView';
import { worldDecider } from '@lorewright/domain/worlds/world.decide';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { createMediaCommands, mediaStream } from '../media/mediaCommands';
import { createWorldHeaderCommands } from '../media/worldHeaderCommands';
import { createCommandHandler } from '../pipeline/handleCommand';
import { uuidGenerator } from '../shared/clock';
import { createWorldCommands } from './worldCommands';
import { worldStream } from './worldReader';
import { createWorldHistory, worldRestoreMessages } from './worldRestore';

// A world's versions and Restore: the world's own commands bring back its name,
// description and header image; the stream only grows.
const ann = { actorId: 'ann', correlationId: 'test' };

const setup = async () => {
  const eventStore = createMemoryEventStore();
  const ports = { eventStore, registry: eventRegistry, clock: { now: () => new Date('2026-01-01T00:00:00Z') }, ids: uuidGenerator };
  const handle = createCommandHandler(ports);
  const media = createMediaCommands({
    ...ports,
    handle,
    files: { put: async () => undefined, delete: async () => undefined },
    detectImageType: async () => 'image/png',
  });
  const worlds = createWorldCommands({
    ...ports,
    handle,
    lookups: { userIdByEmail: async () => null, worldIdOfInvitation: async () => null, invitationsSentSince: async () => 0 },
    clearMediaScope: media.clearScope,
  });
  const headers = createWorldHeaderCommands(media, worlds.changeHeaderImage);
  // The read side's media items: every upload, until the test deletes one.
  const library = new Map<string, MediaItemView>();
  const history = createWorldHistory(ports, { worlds, media, mediaItem: async (mediaId) => library.get(mediaId) ?? null });
  const worldId = 'w1';
  const created = { worldId, authorId: 'ann', name: 'Erebor', description: 'A mountain.', createdOn: '2026-01-01T00:00:00.000Z' };
  await handle(worldStream(worldId), worldDecider, { type: 'CreateWorld', ...created }, ann);
  const upload = async () => {
    const { headerImage } = await headers.updateWorldHeader('ann', worldId, new Uint8Array([1]), ann);
    const mediaId = headerImage.split('.')[0];
    library.set(mediaId, {
      _id: mediaId,
      ownerID: 'ann',
      folder: 'headers',
      type: 'image/png',
      name: headerImage,
      status: 'active',
      usedBy: [],
      uploadedOn: '',
      metadataAfter: { size: 1 },
    });
    return { headerImage, mediaId };
  };
  const read = async () => (await history.current(worldId))!;
  const slots = async () =>
    (await eventStore.readStream(mediaStream('ann')))
      .filter((e) => e.type.startsWith('MediaSlot'))
      .map((e) => [e.type, (e.data as { mediaId?: string }).mediaId]);
  return { eventStore, worlds, history, worldId, upload, read, slots, library };
};

describe('world versions', () => {
  it('a version is the world as it was at that revision, with when it was made', async () => {
    const { worlds, history, worldId } = await setup();
    await worlds.rename('ann', worldId, 'Lonely Mountain', ann);
    expect((await history.versionAt(worldId, 0))!.state).toMatchObject({ name: 'Erebor', description: 'A mountain.', createdOn: '2026-01-01T00:00:00.000Z' });
    expect((await history.versionAt(worldId, 1))!.state.name).toBe('Lonely Mountain');
    expect(await history.versionAt(worldId, 2)).toBeNull();
  });
});

describe('world restore', () => {
  it('brings back the name, description and header image with the world’s own events; visibility stays; again appends nothing', async () => {
    const { worlds, history, worldId, upload, read, slots } = await setup();
    const first = await upload();
    const then = (await read()).revision;
    await worlds.rename('ann', worldId, 'Lonely Mountain', ann);
    await worlds.describe('ann', worldId, 'Home of a dragon.', ann);
    await worlds.changeVisibility('ann', worldId, 'public', ann);
    await upload();

    const { position } = await history.restore('ann', worldId, then, ann);
    expect(position).not.toBeNull();
    const now = await read();
    expect(now.state).toMatchObject({
      name: 'Erebor',
      description: 'A mountain.',
      headerImage: first.headerImage,
      mediaId: first.mediaId,
      visibility: 'public',
    });
    // The restored picture holds the header slot again, so it cannot be deleted while shown.
    expect((await slots()).at(-1)).toEqual(['MediaSlotFilled', first.mediaId]);
    expect((await history.versionAt(worldId, then + 1))!.state.name).toBe('Lonely Mountain');

    expect(await history.restore('ann', worldId, then, ann)).toEqual({ position: null });
    expect((await read()).revision).toBe(now.revision);
  });

  it('the default header comes back and releases the slot; a picture deleted from the library stays as it is now', async () => {
    const { history, worldId, upload, read, slots, library } = await setup();
    const first = await upload();
    await history.restore('ann', worldId, 0, ann);
    expect((await read()).state.headerImage).toBeNull();
    expect((await slots()).at(-1)).toEqual(['MediaSlotCleared', undefined]);

    library.delete(first.mediaId);
    await history.restore('ann', worldId, 1, ann);
    expect((await read()).state.headerImage).toBeNull();
  });

  it('a revision the world never had, a stranger and a deleted world are refused, storing nothing', async () => {
    const { worlds, history, worldId, eventStore } = await setup();
    await worlds.rename('ann', worldId, 'Lonely Mountain', ann);
    const count = async () => (await eventStore.readAll()).length;
    const before = await count();
    await expect(history.restore('ann', worldId, 7, ann)).rejects.toThrow(worldRestoreMessages.nothingThere);
    await expect(history.restore('bob', worldId, 0, { actorId: 'bob', correlationId: 't' })).rejects.toThrow(m.onlyAuthor);
    expect(await count()).toBe(before);
    await worlds.deleteWorld('ann', worldId, ann);
    await expect(history.restore('ann', worldId, 0, ann)).rejects.toThrow(m.notFound);
  });
});
