import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable, Writable } from 'node:stream';
import type { Config } from '../config';
import { assertSafeMediaKey, isSafeMediaKey } from '../media/mediaKeys';
import { openS3ExportFiles } from './s3ExportFiles';

// Where finished export ZIPs are kept: private files by key `exports/{userId}/{exportId}.zip`,
// written as a stream (never whole in memory) and read back as one. Never served by the media
// route: only GET export/{id}/download streams them, to their owner.
//
// Adapters: local (files under DATA_DIR/exports, the default) and s3 (the media bucket, see
// s3ExportFiles.ts); both pass exportFiles.contract.ts.
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

export const openLocalExportFiles = (root: string): ExportFiles => {
  const base = path.resolve(root);
  const tempDir = path.join(base, '.tmp');
  const fileOf = (key: string) => {
    assertSafeMediaKey(key);
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error('export key outside the exports folder');
    return file;
  };

  return {
    // Written beside the others under a temporary name and renamed into place on commit, so a
    // reader sees a whole ZIP or none.
    create: (key) => {
      const file = fileOf(key);
      fs.mkdirSync(tempDir, { recursive: true });
      const temp = path.join(tempDir, randomUUID());
      const stream = fs.createWriteStream(temp);
      return {
        stream,
        commit: async () => {
          await fs.promises.mkdir(path.dirname(file), { recursive: true });
          await fs.promises.rename(temp, file);
          return (await fs.promises.stat(file)).size;
        },
        abort: async () => {
          stream.destroy();
          await fs.promises.rm(temp, { force: true });
        },
      };
    },
    open: async (key) => {
      if (!isSafeMediaKey(key)) return null;
      const handle = await fs.promises.open(fileOf(key), 'r').catch(() => null);
      if (!handle) return null;
      const { size } = await handle.stat();
      return { stream: handle.createReadStream(), size };
    },
    delete: async (key) => {
      await fs.promises.rm(fileOf(key), { force: true });
    },
    storedBefore: async (before) => {
      const folder = path.join(base, 'exports');
      const owners = await fs.promises.readdir(folder, { withFileTypes: true }).catch(() => []);
      const keys: string[] = [];
      for (const owner of owners.filter((entry) => entry.isDirectory())) {
        for (const name of await fs.promises.readdir(path.join(folder, owner.name))) {
          const key = `exports/${owner.name}/${name}`;
          const stat = await fs.promises.stat(path.join(folder, owner.name, name)).catch(() => null);
          if (stat?.isFile() && stat.mtime < before && exportIdOfKey(key)) keys.push(key);
        }
      }
      return keys;
    },
    close: async () => {},
  };
};

// The media bucket when S3 is configured (so every API instance finds the ZIP), else DATA_DIR.
export const createExportFiles = (config: Pick<Config, 's3' | 'dataDir'>): ExportFiles =>
  config.s3 ? openS3ExportFiles(config.s3, path.join(config.dataDir, 'exports', '.tmp')) : openLocalExportFiles(config.dataDir);
