import type { MediaFolder } from './media.events';

// Where an image value points (product.md §3.12: images come from a media host by
// folder, owner id and file name; absolute http(s) and data URLs pass through; assets/ paths are
// bundled).
// The media host defaults to the API's own `/media` route; a CDN in front of it changes only
// this prefix.
export const MEDIA_ROUTE = '/media';

export const isPassThroughImage = (value: string) => /^(https?:\/\/|data:image\/)/i.test(value);

export const mediaPath = (folder: MediaFolder, ownerId: string, name: string) => `${folder}/${ownerId}/${name}`;

// Bundled pictures are served by the web app from its public folder.
export const DEFAULT_AVATAR_URL = '/assets/default_avatar.svg';
export const DEFAULT_HEADER_URL = '/assets/default_header.svg';
// The avatar name an account holds until it uploads one; it stands for DEFAULT_AVATAR_URL.
export const DEFAULT_AVATAR = 'default_avatar.png';

export const imageUrl = (folder: MediaFolder, ownerId: string, value: string | null | undefined, mediaHost = MEDIA_ROUTE): string | null => {
  if (!value) return null;
  if (isPassThroughImage(value)) return value;
  if (value.startsWith('assets/')) return `/${value}`;
  if (value.startsWith('/')) return value;
  if (folder === 'avatars' && value === DEFAULT_AVATAR) return DEFAULT_AVATAR_URL;
  return `${mediaHost}/${mediaPath(folder, ownerId, value)}`;
};

export const avatarUrl = (userId: string, avatarImage: string | null | undefined) => imageUrl('avatars', userId, avatarImage) ?? DEFAULT_AVATAR_URL;
export const worldHeaderUrl = (authorId: string, headerImage: string | null | undefined) => imageUrl('headers', authorId, headerImage) ?? DEFAULT_HEADER_URL;
