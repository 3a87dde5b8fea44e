import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_FILE_LIMIT_BYTES, mediaMessages as m } from '@lorewright/domain/media/mediaView';
import { pngImage } from '../../media/testing/testImages';
import { openMediaApp, type MediaApp } from './testing/mediaTesting';

// Uploads over a real socket, where the body arrives in chunks (inject hands it over whole):
// the per-file limit must hold there too.
let t: MediaApp;
let address: string;
beforeAll(async () => {
  t = await openMediaApp();
  address = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const send = async (token: string, bytes: Uint8Array) => {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), 'picture.png');
  const res = await fetch(`${address}/api/v1/user/updateAvatar`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
  return { status: res.status, body: await res.json() };
};

describe('uploads over HTTP', () => {
  it('refuses a file over the limit with 413, stores nothing, and the connection stays usable', async () => {
    const { token, user } = await t.signUp('http-upload@example.com');
    for (const size of [MEDIA_FILE_LIMIT_BYTES + 1, 3 * MEDIA_FILE_LIMIT_BYTES]) {
      expect(await send(token, pngImage(size))).toEqual({ status: 413, body: { error: m.tooLarge } });
    }
    expect(t.storedFiles().filter((file) => file.includes(user._id))).toEqual([]);
    expect((await send(token, pngImage(MEDIA_FILE_LIMIT_BYTES))).status).toBe(201);
  });
});
