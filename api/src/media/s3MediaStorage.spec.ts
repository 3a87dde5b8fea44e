import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaStorageContract } from './mediaStorage.contract';
import { openS3MediaStorage } from './s3MediaStorage';
import { startS3TestServer, type S3TestServer } from './testing/s3TestServer';

// Against a real S3-compatible server (s3rver) on 127.0.0.1: it always runs, no Docker needed.
let server: S3TestServer;
beforeAll(async () => {
  server = await startS3TestServer();
});
afterAll(() => server.close());

let buckets = 0;
mediaStorageContract('s3 (s3rver on 127.0.0.1)', async () => {
  // A fresh bucket for each test, created by the adapter on first use.
  const storage = openS3MediaStorage(server.settings(`media-test-${++buckets}`));
  return { storage, close: () => storage.close() };
});

describe('s3 media storage', () => {
  it('creates its bucket when it does not exist and keeps objects at their key', async () => {
    const storage = openS3MediaStorage(server.settings('fresh-bucket'));
    await storage.put('headers/u1/h1.jpg', new Uint8Array([9]), 'image/jpeg');
    expect(await storage.exists('headers/u1/h1.jpg')).toBe(true);
    const other = openS3MediaStorage(server.settings('fresh-bucket'));
    expect((await other.get('headers/u1/h1.jpg'))?.contentType).toBe('image/jpeg');
    await Promise.all([storage.close(), other.close()]);
  });

  it('fails loudly when the server cannot be reached', async () => {
    const storage = openS3MediaStorage({ ...server.settings('unreachable'), endpoint: 'http://127.0.0.1:9' });
    await expect(storage.put('avatars/u1/m.png', new Uint8Array([1]), 'image/png')).rejects.toThrow();
    await storage.close();
  });
});
