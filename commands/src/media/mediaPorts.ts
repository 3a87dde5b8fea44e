import type { ImageType } from '@lorewright/domain/media/imageTypes';

// What the media commands need of the api's MediaStorage (api/src/media/mediaStorage.ts):
// write a file and remove it. Keys are `{folder}/{ownerId}/{name}`.
export interface MediaFileWriter {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  // Succeeds when the file is already gone.
  delete(key: string): Promise<void>;
}

// Reads an upload's bytes (magic numbers) and names the image type it is, or null when it is
// not an accepted image, whatever its name or claimed type says.
export type ImageTypeDetector = (bytes: Uint8Array) => Promise<ImageType | null>;
