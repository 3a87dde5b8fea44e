import fs from 'node:fs';
import path from 'node:path';
import { assertSafeMediaKey, isSafeMediaKey } from '../media/mediaKeys';
import { exportIdOfKey, type ExportFiles } from './exportFiles';
import { openTempExportFile } from './tempExportFile';

// Export ZIPs as files under DATA_DIR/exports, written beside them first and moved in whole.
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
      const { temp, stream, abort } = openTempExportFile(tempDir);
      return {
        stream,
        commit: async () => {
          await fs.promises.mkdir(path.dirname(file), { recursive: true });
          await fs.promises.rename(temp, file);
          return (await fs.promises.stat(file)).size;
        },
        abort,
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
