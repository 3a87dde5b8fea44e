import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { imageTypeOfExtension } from '@lorewright/domain/media/imageTypes';
import { assertSafeMediaKey, isSafeMediaKey } from './mediaKeys';
import type { MediaStorage } from './mediaStorage';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'EISDIR';

// Files under `root` (DATA_DIR/media), one per key. A file is written beside the others under a
// temporary name and renamed into place, which is atomic on one file system. The content type
// is the one the name's extension stands for (every stored name is `{id}.{ext}` of its type).
export const openLocalMediaStorage = (root: string): MediaStorage => {
  const base = path.resolve(root);
  const tempDir = path.join(base, '.tmp');

  // A second guard behind the key check: the path must stay inside the media folder.
  const fileOf = (key: string) => {
    const file = path.resolve(base, key);
    if (!file.startsWith(base + path.sep)) throw new Error('media key outside the media folder');
    return file;
  };

  return {
    description: `local (${base})`,
    put: async (key, bytes) => {
      assertSafeMediaKey(key);
      const file = fileOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.mkdir(tempDir, { recursive: true });
      const temp = path.join(tempDir, randomUUID());
      try {
        await fs.writeFile(temp, bytes, { flush: true });
        await fs.rename(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    get: async (key) => {
      if (!isSafeMediaKey(key)) return null;
      // Opened first and measured through the handle: a delete in between cannot split them.
      const handle = await fs.open(fileOf(key), 'r').catch((error: unknown) => {
        if (isMissing(error)) return null;
        throw error;
      });
      if (!handle) return null;
      const stat = await handle.stat();
      if (!stat.isFile()) {
        await handle.close();
        return null;
      }
      const extension = path.extname(key).slice(1).toLowerCase();
      return { stream: handle.createReadStream(), size: stat.size, contentType: imageTypeOfExtension(extension) ?? 'application/octet-stream' };
    },
    delete: async (key) => {
      assertSafeMediaKey(key);
      await fs.rm(fileOf(key), { force: true });
    },
    exists: async (key) => {
      if (!isSafeMediaKey(key)) return false;
      const stat = await fs.stat(fileOf(key)).catch(() => null);
      return !!stat?.isFile();
    },
    close: async () => {},
  };
};
