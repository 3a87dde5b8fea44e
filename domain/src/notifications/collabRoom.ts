import { z } from 'zod';

// Co-typing: over the notification socket, after its auth message, people who may edit a text
// (a writing's scene, a wiki's section) join its room and exchange Yjs updates (y-protocols sync
// and awareness messages, base64 in text frames). The server relays them to the room's other
// members, keeps the room's document for whoever joins later, and never lets a reader in.

export const COLLAB_ELEMENTS = ['writing', 'wiki'] as const;
export type CollabElement = (typeof COLLAB_ELEMENTS)[number];

// A tab types in one scene at a time; a few rooms leave room for a second pane or a quick switch.
export const MAX_ROOMS_PER_SOCKET = 5;
// Base64 of a y-protocols message: a whole scene (a first seed, a long offline stretch) fits.
export const COLLAB_DATA_MAX = 3_000_000;
// A room whose last member left keeps its document this long, so a reload or a short drop
// comes back to the same document (its offline typing merges) instead of a fresh seed.
export const COLLAB_ROOM_KEEP_MS = 10 * 60_000;
// Access is asked again this often for every member: a member made a reader stops receiving.
export const COLLAB_ACCESS_RECHECK_MS = 10_000;

export const CollabRoomId = z.strictObject({
  element: z.enum(COLLAB_ELEMENTS),
  elementId: z.string().min(1).max(100),
  // The scene's or the section's id.
  part: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});
export type CollabRoomId = z.infer<typeof CollabRoomId>;

const data = z
  .string()
  .min(1)
  .max(COLLAB_DATA_MAX)
  .regex(/^[A-Za-z0-9+/]+={0,2}$/);

// What a signed-in client may say of a room. `collabReset` drops the room's document after a
// change made outside it (a version restored): everyone in it loads the stored text again.
export const CollabClientMessage = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('collabJoin'), room: CollabRoomId }),
  z.strictObject({ type: z.literal('collabLeave'), room: CollabRoomId }),
  z.strictObject({ type: z.literal('collabReset'), room: CollabRoomId }),
  z.strictObject({ type: z.literal('collabSync'), room: CollabRoomId, data }),
  z.strictObject({ type: z.literal('collabAwareness'), room: CollabRoomId, data }),
]);
export type CollabClientMessage = z.infer<typeof CollabClientMessage>;

// What the server answers. `seed`: this member fills the room's empty document from the stored
// text (one member at a time is asked). `collabClosed`: the room is no longer this member's
// (refused, access lost, or reset); `reset` says to join again and load the stored text.
export type CollabServerMessage =
  | { type: 'collabJoined'; room: CollabRoomId; seed: boolean }
  | { type: 'collabClosed'; room: CollabRoomId; reset: boolean }
  | { type: 'collabSync'; room: CollabRoomId; data: string }
  | { type: 'collabAwareness'; room: CollabRoomId; data: string };

export const collabRoomKey = ({ element, elementId, part }: CollabRoomId) => `${element}/${elementId}/${part}`;
