import { z } from 'zod';
import { MediaFolder } from './media.events';

// POST user/media answers { media: MediaItemView[], totalSize } (product.md §3).
export const MediaItemView = z.object({
  _id: z.string(),
  ownerID: z.string(),
  folder: MediaFolder,
  // Content type, e.g. image/png.
  type: z.string(),
  // Stored file name.
  name: z.string(),
  status: z.enum(['active', 'inactive']),
  // The slots that use it (why it cannot be deleted).
  usedBy: z.array(z.string()),
  uploadedOn: z.string(),
  metadataAfter: z.object({ size: z.number() }),
});
export type MediaItemView = z.infer<typeof MediaItemView>;

export const MediaList = z.object({
  media: z.array(MediaItemView),
  totalSize: z.number(),
});
export type MediaList = z.infer<typeof MediaList>;

// GET user/avatar/{id}: anyone's avatar file name and its address, as their public profile shows it.
export const AvatarAnswer = z.object({
  avatarImage: z.string(),
  url: z.string(),
});
export type AvatarAnswer = z.infer<typeof AvatarAnswer>;

// product.md §9: quota 5 MB per user, shown in MB with two decimals; the usage bar's
// progress is 20 times the MB used (100 at the full 5 MB).
export const MEDIA_QUOTA_BYTES = 5 * 1024 * 1024;
// One file may use the whole allowance, no more (the multipart limit on the server).
export const MEDIA_FILE_LIMIT_BYTES = MEDIA_QUOTA_BYTES;
export const BYTES_PER_MB = 1024 * 1024;
export const mediaMegabytes = (bytes: number) => Math.round((bytes / BYTES_PER_MB) * 100) / 100;
export const usageBarProgress = (bytes: number) => Math.min(100, mediaMegabytes(bytes) * 20);
export const usageText = (bytes: number) => `Used ${mediaMegabytes(bytes).toFixed(2)} MB / 5 MB`;

export const mediaMessages = {
  title: 'Media',
  empty: 'You have no uploaded media.',
  hint: 'Active media are in use and cannot be deleted. Remove the image from where it is used first.',
  deleteTitle: 'Delete this media?',
  deleteWarning: 'This cannot be undone.',
  deleted: 'Deleted successfully.',
  inUse: 'This media is in use. Remove it from where it is used first.',
  notFound: 'Media not found.',
  // GET /media/… for a file the storage does not hold.
  fileNotFound: 'File not found.',
  quotaExceeded: 'This upload would exceed your 5 MB media allowance. Delete unused media first.',
  notAnImage: 'Only PNG, JPEG, GIF and WebP images can be uploaded.',
  tooLarge: 'The image is larger than the 5 MB allowance.',
  noFile: 'Please choose an image to upload.',
  unreadableUpload: 'The upload could not be read. Please try again.',
  avatarUpdated: 'Avatar image updated successfully.',
  avatarRemoved: 'Avatar image removed successfully.',
  alreadyUploaded: 'This media was already uploaded.',
  badScope: 'A media scope must end with ":".',
} as const;
