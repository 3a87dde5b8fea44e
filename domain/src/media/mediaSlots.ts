// The named places that hold one media item each (media.events.ts). A world's slots share the
// scope `world:{worldId}:`, so deleting the world releases all of them at once.
export const AVATAR_SLOT = 'avatar';
export const worldScope = (worldId: string) => `world:${worldId}:`;
export const worldHeaderSlot = (worldId: string) => `${worldScope(worldId)}header`;
