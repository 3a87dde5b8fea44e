import { randomBytes } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { MediaStorage } from './mediaStorage';

export interface MediaStorageUnderTest {
  storage: MediaStorage;
  close(): Promise<void>;
}

export const readStored = async (storage: MediaStorage, key: string) => {
  const found = await storage.get(key);
  return found && { bytes: await buffer(found.stream), size: found.size, contentType: found.contentType };
};

// Keys carry the extension of their type, as every stored upload's name does.
const key = (name = 'm1.png', owner = 'u1') => `avatars/${owner}/${name}`;

const UNSAFE_KEYS = [
  '../outside.png',
  'avatars/../../etc/passwd',
  '/etc/passwd',
  'avatars\\u1\\m.png',
  'avatars/u1/.hidden.png',
  '.tmp/x',
  '',
  'avatars//m.png',
  'avatars/u1/m.png\0',
];

// The behaviour every MediaStorage adapter must show.
export const mediaStorageContract = (name: string, open: () => Promise<MediaStorageUnderTest>) =>
  describe(`MediaStorage contract: ${name}`, () => {
    let subject: MediaStorageUnderTest;
    let storage: MediaStorage;
    beforeEach(async () => {
      subject = await open();
      storage = subject.storage;
    });
    afterEach(async () => {
      await subject.close();
    });

    it('gives back every byte it stored, with the size and the content type', async () => {
      const bytes = new Uint8Array([...Array.from({ length: 256 }, (_, i) => i), ...randomBytes(200_000)]);
      await storage.put(key('m1.webp'), bytes, 'image/webp');
      const found = await readStored(storage, key('m1.webp'));
      expect(found?.size).toBe(bytes.byteLength);
      expect(found?.contentType).toBe('image/webp');
      expect(Buffer.compare(found!.bytes, Buffer.from(bytes))).toBe(0);
    });

    it('answers null and false for a key it does not hold', async () => {
      expect(await storage.get(key('missing.png'))).toBeNull();
      expect(await storage.exists(key('missing.png'))).toBe(false);
      await storage.put(key('m1.png'), new Uint8Array([1]), 'image/png');
      expect(await storage.exists(key('m1.png'))).toBe(true);
      expect(await storage.exists(key('m1.png', 'u2'))).toBe(false);
    });

    it('replaces a file whole', async () => {
      await storage.put(key(), new Uint8Array(1000).fill(1), 'image/png');
      await storage.put(key(), new Uint8Array([2, 2]), 'image/png');
      expect(await readStored(storage, key())).toMatchObject({ bytes: Buffer.from([2, 2]), size: 2 });
    });

    it('deletes a file, and deleting it again succeeds', async () => {
      await storage.put(key('a.png'), new Uint8Array([1]), 'image/png');
      await storage.put(key('b.png'), new Uint8Array([2]), 'image/png');
      await storage.delete(key('a.png'));
      await storage.delete(key('a.png'));
      expect(await storage.get(key('a.png'))).toBeNull();
      expect(await storage.exists(key('b.png'))).toBe(true);
    });

    it.each(UNSAFE_KEYS)('never reads or writes outside its keys: %j', async (unsafe) => {
      expect(await storage.get(unsafe)).toBeNull();
      expect(await storage.exists(unsafe)).toBe(false);
      await expect(storage.put(unsafe, new Uint8Array([1]), 'image/png')).rejects.toThrow(/Not a media key/);
      await expect(storage.delete(unsafe)).rejects.toThrow(/Not a media key/);
    });
  });
