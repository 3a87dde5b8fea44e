import type { Readable } from 'node:stream';
import type { MediaFileWriter } from '@lorewright/commands/media/mediaPorts';

export interface StoredMedia {
  stream: Readable;
  size: number;
  contentType: string;
}

// The MediaStorage port: uploaded files by key `{folder}/{ownerId}/{name}`. Adapters: local
// (files under DATA_DIR/media, default) and s3 (MinIO in compose); both pass
// mediaStorage.contract.ts. Writes are whole-file: a reader sees the old file, the new one or
// none, never half of one.
export interface MediaStorage extends MediaFileWriter {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  // null when there is no such file (or the key is not one this storage would ever hold).
  get(key: string): Promise<StoredMedia | null>;
  // Succeeds when the file is already gone.
  delete(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  // For the start-up log.
  readonly description: string;
  close(): Promise<void>;
}
