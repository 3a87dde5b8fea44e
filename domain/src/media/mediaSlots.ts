// The named places that hold one media item each (media.events.ts). A world's slots share the
// scope `world:{worldId}:`, so deleting the world releases all of them at once.
export const AVATAR_SLOT = 'avatar';
export const worldScope = (worldId: string) => `world:${worldId}:`;
export const worldHeaderSlot = (worldId: string) => `${worldScope(worldId)}header`;
export const writingScope = (worldId: string, writingId: string) => `${worldScope(worldId)}writing:${writingId}:`;
export const sceneBackgroundSlot = (worldId: string, writingId: string, sceneId: string) => `${writingScope(worldId, writingId)}scene:${sceneId}:background`;

// The owner and media id of an image value that points into a media library
// (`/media/{folder}/{ownerId}/{mediaId}.{ext}`, see imageUrl.ts), or null for anything else.
export const mediaReferenceOf = (value: string): { ownerId: string; mediaId: string } | null => {
  const match = /^\/media\/[a-z]+\/([^/]+)\/([^/.]+)\.[a-z0-9]+$/i.exec(value);
  return match ? { ownerId: match[1], mediaId: match[2] } : null;
};

// A wiki's slots: each uploaded image, and the background picked from the library.
export const wikiScope = (worldId: string, wikiId: string) => `${worldScope(worldId)}wiki:${wikiId}:`;
export const wikiImageSlot = (worldId: string, wikiId: string, imageId: string) => `${wikiScope(worldId, wikiId)}image:${imageId}`;
export const wikiBackgroundSlot = (worldId: string, wikiId: string) => `${wikiScope(worldId, wikiId)}background`;

// A map's slots: its picture, and each point's image.
export const mapScope = (worldId: string, mapId: string) => `${worldScope(worldId)}map:${mapId}:`;
export const mapImageSlot = (worldId: string, mapId: string) => `${mapScope(worldId, mapId)}image`;
export const mapPointImageSlot = (worldId: string, mapId: string, pointId: string) => `${mapScope(worldId, mapId)}point:${pointId}:image`;

// A timeline's slots: each point's image.
export const timelineScope = (worldId: string, timelineId: string) => `${worldScope(worldId)}timeline:${timelineId}:`;
export const timelineNodeImageSlot = (worldId: string, timelineId: string, nodeId: string) => `${timelineScope(worldId, timelineId)}node:${nodeId}:image`;

// A language's slots: the rune each key shows (a rune is active while some key maps it).
export const languageScope = (worldId: string, languageId: string) => `${worldScope(worldId)}language:${languageId}:`;
export const languageKeyRuneSlot = (worldId: string, languageId: string, keyId: string) => `${languageScope(worldId, languageId)}key:${keyId}:rune`;
