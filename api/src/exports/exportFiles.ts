import type { Readable, Writable } from 'node:stream';

// Where finished export ZIPs are kept: private files by key `exports/{userId}/{exportId}.zip`,
// written as a stream (never whole in memory) and read back as one. Never served by the media
// route: only GET export/{id}/download streams them, to their owner.
//
// Adapters: local (files under DATA_DIR/exports, the default: localExportFiles.ts) and s3 (the
// media bucket: s3ExportFiles.ts); both pass exportFiles.contract.ts. exportStorage.ts picks one.
export interface ExportFiles {
  create(key: string): { stream: Writable; commit(): Promise<number>; abort(): Promise<void> };
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  delete(key: string): Promise<void>;
  // Keys of the files stored before `before`: what the expiry timer deletes.
  storedBefore(before: Date): Promise<string[]>;
  close(): Promise<void>;
}

// The export a file key names (exportFileKey's shape), null for anything else.
export const exportIdOfKey = (key: string): { userId: string; exportId: string } | null => {
  const match = /^exports\/([^/]+)\/([^/]+)\.zip$/.exec(key);
  return match ? { userId: match[1], exportId: match[2] } : null;
};

export const exportFileKey = (userId: string, exportId: string) => `exports/${userId}/${exportId}.zip`;
