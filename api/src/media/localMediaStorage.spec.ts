import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openLocalMediaStorage } from './localMediaStorage';
import { mediaStorageContract, readStored } from './mediaStorage.contract';

const tempRoot = () => fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-media-'));

mediaStorageContract('local (temp folder)', async () => {
  const root = tempRoot();
  return { storage: openLocalMediaStorage(path.join(root, 'media')), close: async () => fs.rmSync(root, { recursive: true, force: true }) };
});

describe('local media storage', () => {
  it('keeps files at their key under the media folder and leaves no temporary file behind', async () => {
    const root = tempRoot();
    const storage = openLocalMediaStorage(root);
    await storage.put('avatars/u1/m1.png', new Uint8Array([1, 2, 3]), 'image/png');
    expect(fs.readFileSync(path.join(root, 'avatars', 'u1', 'm1.png'))).toEqual(Buffer.from([1, 2, 3]));
    expect(fs.readdirSync(path.join(root, '.tmp'))).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('does not serve a file placed beside the media folder', async () => {
    const root = tempRoot();
    fs.writeFileSync(path.join(root, 'secret.png'), 'secret');
    const storage = openLocalMediaStorage(path.join(root, 'media'));
    expect(await storage.get('../secret.png')).toBeNull();
    expect(await storage.get('avatars/%2e%2e/secret.png')).toBeNull();
    fs.rmSync(root, { recursive: true, force: true });
  });

  // Temp file + rename. (S3 gives the same guarantee for a PUT; s3rver, its test stand-in,
  // writes in place, so this stays a local-adapter test.)
  it('a reader sees the old file or the new one, never a part of one', async () => {
    const root = tempRoot();
    const storage = openLocalMediaStorage(root);
    const key = 'avatars/u1/m1.png';
    const versions = [new Uint8Array(400_000).fill(1), new Uint8Array(300_000).fill(2)];
    await storage.put(key, versions[0], 'image/png');
    const writes = Array.from({ length: 6 }, (_, i) => storage.put(key, versions[i % 2], 'image/png'));
    const reads = Array.from({ length: 6 }, () => readStored(storage, key));
    await Promise.all(writes);
    for (const found of await Promise.all(reads)) {
      expect(versions.some((v) => found && Buffer.compare(found.bytes, Buffer.from(v)) === 0 && found.size === v.byteLength)).toBe(true);
    }
    fs.rmSync(root, { recursive: true, force: true });
  });
});
