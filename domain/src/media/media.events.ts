import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';

// Events of a user's media library, stream `media-{userId}`. The library is the authority on
// both the 5 MB quota and on which media are in use: every place that shows an image (the
// avatar, a world's header, later scene backgrounds, map points…) is a named *slot* that holds
// one media item. Filling a slot releases whatever filled it before, in the same event, so
// "active" (in some slot) is decided in one stream and two parallel requests cannot both pass.

export const MediaFolder = z.enum(['avatars', 'headers', 'scenes', 'wikis', 'maps', 'timelines', 'runes', 'uploads']);
export type MediaFolder = z.infer<typeof MediaFolder>;

export const MediaUploaded = defineEvent({
  type: 'MediaUploaded',
  version: 1,
  schema: z.object({
    userId: z.string(),
    mediaId: z.string(),
    folder: MediaFolder,
    // The stored file name, `{mediaId}.{ext}`; the file lives at `{folder}/{userId}/{name}`.
    name: z.string(),
    // The content type found by reading the file's bytes, not the one the browser claimed.
    type: z.string(),
    size: z.number().int().nonnegative(),
    uploadedOn: z.string(),
  }),
});

// slot: e.g. 'avatar', 'world:{worldId}:header'. Scopes are prefixes ending in ':'.
// `previous`: the item that held the slot before (null: none), so the media view changes that one
// item rather than looking through every item of the library; absent from events recorded before.
export const MediaSlotFilled = defineEvent({
  type: 'MediaSlotFilled',
  version: 1,
  schema: z.object({ userId: z.string(), slot: z.string(), mediaId: z.string(), previous: z.string().nullable().optional() }),
});

export const MediaSlotCleared = defineEvent({
  type: 'MediaSlotCleared',
  version: 1,
  schema: z.object({ userId: z.string(), slot: z.string(), previous: z.string().optional() }),
});

// Every slot whose name starts with scope (a deleted world's 'world:{worldId}:').
export const MediaScopeCleared = defineEvent({ type: 'MediaScopeCleared', version: 1, schema: z.object({ userId: z.string(), scope: z.string() }) });

export const MediaDeleted = defineEvent({ type: 'MediaDeleted', version: 1, schema: z.object({ userId: z.string(), mediaId: z.string() }) });

export const mediaEvents = [MediaUploaded, MediaSlotFilled, MediaSlotCleared, MediaScopeCleared, MediaDeleted];

export type MediaEvent =
  | EventOf<typeof MediaUploaded>
  | EventOf<typeof MediaSlotFilled>
  | EventOf<typeof MediaSlotCleared>
  | EventOf<typeof MediaScopeCleared>
  | EventOf<typeof MediaDeleted>;
