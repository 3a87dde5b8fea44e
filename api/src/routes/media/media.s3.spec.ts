import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer, type S3TestServer } from '../../media/testing/s3TestServer';
import { pngImage } from '../../media/testing/testImages';
import { openMediaApp, type MediaApp } from './testing/mediaTesting';

// The whole stack with S3_* set, against s3rver on 127.0.0.1: uploads land in the bucket and
// the media route serves them from there.
let server: S3TestServer;
let t: MediaApp;
beforeAll(async () => {
  server = await startS3TestServer();
  const { endpoint, credentials } = server.settings('unused');
  t = await openMediaApp({
    S3_ENDPOINT: endpoint!,
    S3_BUCKET: 'lorewright-media',
    S3_ACCESS_KEY_ID: credentials!.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials!.secretAccessKey,
  });
});
afterAll(async () => {
  await t.close();
  await server.close();
});

describe('media on S3', () => {
  it('stores an avatar in the bucket, serves it, and deletes it there', async () => {
    expect(t.stack.mediaStorage.description).toMatch(/^s3 \(http:\/\/127\.0\.0\.1:\d+, bucket lorewright-media\)$/);
    const { token, user } = await t.signUp('s3-avatar@example.com');
    const bytes = pngImage(4000);
    const name = (await t.uploadAvatar(token, bytes)).json().user.avatarImage as string;
    const key = `avatars/${user._id}/${name}`;
    expect(await t.stack.mediaStorage.exists(key)).toBe(true);
    expect(t.storedFiles()).toEqual([]);

    const file = await t.getFile(`/media/${key}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(file.rawPayload, Buffer.from(bytes))).toBe(0);

    await t.call('POST', 'user/clearAvatar', { token });
    const [item] = (await t.library(token)).media;
    expect((await t.call('DELETE', `user/media/${item._id}`, { token })).statusCode).toBe(200);
    expect(await t.stack.mediaStorage.exists(key)).toBe(false);
  });
});
