import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import { IMAGE_TYPES } from '@lorewright/domain/media/imageTypes';
import { mediaPath } from '@lorewright/domain/media/imageUrl';
import type { MediaFolder } from '@lorewright/domain/media/media.events';
import type { MediaLibraryCommand, SlotSetting } from '@lorewright/domain/media/mediaLibrary.commands';
import { mediaLibraryDecider } from '@lorewright/domain/media/mediaLibrary.decide';
import { itemOf, slotHolder as holderOf } from '@lorewright/domain/media/mediaLibrary.state';
import { MEDIA_FILE_LIMIT_BYTES, mediaMessages as m } from '@lorewright/domain/media/mediaView';
import { invalid } from '@lorewright/domain/shared/errors';
import { streamName, type EventStore } from '../eventStore/eventStore';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock, IdGenerator } from '../shared/clock';
import type { ImageTypeDetector, MediaFileWriter } from './mediaPorts';

export interface MediaDeps {
  handle: HandleCommand;
  eventStore: EventStore;
  registry: EventRegistry;
  clock: Clock;
  ids: IdGenerator;
  files: MediaFileWriter;
  detectImageType: ImageTypeDetector;
}

export const mediaStream = (userId: string) => streamName('media', userId);

export interface UploadedMedia {
  mediaId: string;
  folder: MediaFolder;
  // The stored file name `{mediaId}.{ext}`, what avatarImage and headerImage hold.
  name: string;
  position: number | null;
  // Uploaded into a slot: what the slot held before (null: nothing).
  previous: string | null;
}

// What a read through the pipeline is said to come from: it appends nothing, so no event carries it.
const READ_ONLY: CommandContext = { actorId: null, correlationId: 'media-library-read' };

// A user's media library: uploads against the quota, the slots that make media active, deletes.
export const createMediaCommands = (deps: MediaDeps) => {
  const onLibrary = (userId: string, command: MediaLibraryCommand, context: CommandContext) =>
    deps.handle(mediaStream(userId), mediaLibraryDecider, command, context);

  // Read through the pipeline: a long library (thousands of uploads and slot changes) is not read
  // and folded again for each upload that fills a slot. Read at once, never kept across an await
  // (the pipeline goes on folding the same state in place).
  const readLibrary = async (userId: string) => (await onLibrary(userId, { type: 'ReadLibrary' }, READ_ONLY)).state;

  return {
    // The file is stored first and the upload recorded after, so a recorded upload always has
    // its file. When the library refuses it (quota, decided on the stream's latest revision),
    // the file is removed again; a crash in between leaves an unreferenced file, never a
    // media item without one. With `slot`, the item fills it in the same append.
    upload: async (userId: string, folder: MediaFolder, bytes: Uint8Array, context: CommandContext, slot?: string): Promise<UploadedMedia> => {
      if (bytes.byteLength > MEDIA_FILE_LIMIT_BYTES) throw invalid(m.tooLarge);
      const mediaType = await deps.detectImageType(bytes);
      if (!mediaType) throw invalid(m.notAnImage);
      const mediaId = deps.ids.newId();
      const name = `${mediaId}.${IMAGE_TYPES[mediaType]}`;
      const key = mediaPath(folder, userId, name);
      await deps.files.put(key, bytes, mediaType);
      try {
        const uploadedOn = deps.clock.now().toISOString();
        const upload = { type: 'Upload' as const, userId, mediaId, folder, name, mediaType, size: bytes.byteLength, uploadedOn };
        const { position, events } = await onLibrary(userId, slot === undefined ? upload : { ...upload, slot }, context);
        const filled = events.find((event) => event.type === 'MediaSlotFilled');
        return { mediaId, folder, name, position, previous: filled?.type === 'MediaSlotFilled' ? (filled.data.previous ?? null) : null };
      } catch (error) {
        // The refusal is the answer; a failed clean-up must not replace it.
        await deps.files.delete(key).catch(() => undefined);
        throw error;
      }
    },

    // The media id a slot holds now, or null (to put it back when a later step fails).
    slotHolder: async (userId: string, slot: string) => holderOf(await readLibrary(userId), slot) ?? null,

    fillSlot: (userId: string, slot: string, mediaId: string, context: CommandContext) => onLibrary(userId, { type: 'FillSlot', slot, mediaId }, context),
    clearSlot: (userId: string, slot: string, context: CommandContext) => onLibrary(userId, { type: 'ClearSlot', slot }, context),
    setSlots: (userId: string, slots: readonly SlotSetting[], context: CommandContext) => onLibrary(userId, { type: 'SetSlots', slots }, context),
    clearScope: (userId: string, scope: string, context: CommandContext) => onLibrary(userId, { type: 'ClearScope', scope }, context),

    // The deletion is recorded first (the library refuses media in use); the file goes after.
    delete: async (userId: string, mediaId: string, context: CommandContext) => {
      const item = itemOf(await readLibrary(userId), mediaId);
      const result = await onLibrary(userId, { type: 'Delete', mediaId }, context);
      if (item) await deps.files.delete(mediaPath(item.folder, userId, item.name));
      return result;
    },
  };
};

export type MediaCommands = ReturnType<typeof createMediaCommands>;
