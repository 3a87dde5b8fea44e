import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AVATAR, DEFAULT_AVATAR_URL } from '@lorewright/domain/media/imageUrl';
import { MEDIA_FILE_LIMIT_BYTES, mediaMessages as m } from '@lorewright/domain/media/mediaView';
import { gifImage, jpegImage, pngImage, svgImage, textFile, webpImage } from '../../media/testing/testImages';
import { imageFile, multipart, openMediaApp, type MediaApp } from './testing/mediaTesting';

let t: MediaApp;
beforeAll(async () => {
  // A web build exists, so the SPA fallback is in play and must not answer /media addresses.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Lorewright</title>');
  t = await openMediaApp({ WEB_DIST: webDist });
});
afterAll(() => t.close());

let users = 0;
const signUp = () => t.signUp(`avatar-${++users}@example.com`);

describe('POST /api/v1/user/updateAvatar', () => {
  it('stores the image, shows it as the avatar and serves it with a year-long immutable cache', async () => {
    const { token, user } = await signUp();
    const bytes = pngImage(5000);
    const res = await t.uploadAvatar(token, bytes);
    expect(res.statusCode, res.body).toBe(201);
    const { message, user: updated } = res.json();
    expect(message).toBe('Avatar image updated successfully.');
    expect(updated.avatarImage).toMatch(/^[0-9a-f-]{36}\.png$/);

    const { url, avatarImage } = (await t.call('GET', `user/avatar/${user._id}`)).json();
    expect(avatarImage).toBe(updated.avatarImage);
    expect(url).toBe(`/media/avatars/${user._id}/${updated.avatarImage}`);
    const file = await t.getFile(url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(file.rawPayload, Buffer.from(bytes))).toBe(0);

    const me = (await t.call('POST', 'me', { token })).json();
    expect(me.user.avatarImage).toBe(updated.avatarImage);
    expect((await t.library(token)).media).toMatchObject([
      { name: updated.avatarImage, status: 'active', usedBy: ['avatar'], metadataAfter: { size: bytes.byteLength } },
    ]);
  });

  it.each([
    ['jpeg', jpegImage(), 'jpg', 'image/jpeg'],
    ['gif', gifImage(), 'gif', 'image/gif'],
    ['webp', webpImage(), 'webp', 'image/webp'],
  ])('accepts %s, named and served by its content', async (_kind, bytes, extension, type) => {
    const { token, user } = await signUp();
    // The browser's name and type are ignored: the bytes decide.
    const res = await t.uploadAvatar(token, bytes, 'upload.bin', 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(201);
    const name = res.json().user.avatarImage as string;
    expect(name.endsWith(`.${extension}`)).toBe(true);
    expect((await t.getFile(`/media/avatars/${user._id}/${name}`)).headers['content-type']).toBe(type);
  });

  it('a new avatar releases the previous image, which becomes inactive', async () => {
    const { token } = await signUp();
    const first = (await t.uploadAvatar(token, pngImage())).json().user.avatarImage;
    t.clock.advance(1000);
    const second = (await t.uploadAvatar(token, gifImage())).json().user.avatarImage;
    const { media } = await t.library(token);
    expect(media.map((item) => [item.name, item.status])).toEqual([
      [second, 'active'],
      [first, 'inactive'],
    ]);
  });

  it.each([
    ['a text file', textFile(), 'notes.txt', 'text/plain'],
    ['a text file renamed .png', textFile(), 'picture.png', 'image/png'],
    ['an SVG', svgImage(), 'drawing.svg', 'image/svg+xml'],
  ])('refuses %s with 400, keeps no file and records nothing', async (_what, bytes, filename, type) => {
    const { token, user } = await signUp();
    await t.expectRefused(() => t.uploadAvatar(token, bytes, filename, type), 400, m.notAnImage);
    expect(t.storedFiles().filter((file) => file.includes(user._id))).toEqual([]);
  });

  it('refuses a file over the per-file limit with 413 and keeps nothing', async () => {
    const { token, user } = await signUp();
    await t.expectRefused(() => t.uploadAvatar(token, pngImage(MEDIA_FILE_LIMIT_BYTES + 1)), 413, m.tooLarge);
    expect(t.storedFiles().filter((file) => file.includes(user._id))).toEqual([]);
  });

  it('refuses a request without the file: another field, an empty file, or JSON', async () => {
    const { token } = await signUp();
    await t.expectRefused(() => t.upload('user/updateAvatar', token, { avatar: { bytes: pngImage(), filename: 'a.png', type: 'image/png' } }), 400, m.noFile);
    await t.expectRefused(() => t.upload('user/updateAvatar', token, { note: 'hello' }), 400, m.noFile);
    await t.expectRefused(() => t.upload('user/updateAvatar', token, imageFile(new Uint8Array(0))), 400, m.noFile);
    await t.expectRefused(() => t.call('POST', 'user/updateAvatar', { token, payload: { file: 'x' } }), 400, m.noFile);
  });
});

describe('malformed uploads', () => {
  it('answers a broken multipart body with a 4xx and {error}, never a 500', async () => {
    const { token } = await signUp();
    const { payload, contentType } = await multipart(imageFile(pngImage(1000)));
    const bodies: [string, string | Buffer][] = [
      ['multipart/form-data', payload],
      [contentType, 'not multipart at all'],
      [contentType, payload.subarray(0, payload.length / 2)],
      [contentType.replace(/boundary=.*/, 'boundary=other'), payload],
      ['multipart/form-data; boundary=', ''],
      ['image/png', Buffer.from(pngImage())],
    ];
    for (const [type, body] of bodies) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/user/updateAvatar',
        payload: body,
        headers: { 'content-type': type, authorization: `Bearer ${token}` },
      });
      expect(res.statusCode, type).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, type).toBeLessThan(500);
      expect(res.json(), type).toEqual({ error: expect.any(String) });
    }
  });
});

describe('POST /api/v1/user/clearAvatar', () => {
  it('puts the default avatar back and leaves the image in the library, inactive', async () => {
    const { token, user } = await signUp();
    await t.uploadAvatar(token, pngImage());
    const res = await t.call('POST', 'user/clearAvatar', { token });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ message: 'Avatar image removed successfully.', user: { avatarImage: DEFAULT_AVATAR } });
    expect((await t.library(token)).media).toMatchObject([{ status: 'inactive', usedBy: [] }]);
    expect((await t.call('GET', `user/avatar/${user._id}`)).json()).toEqual({ avatarImage: DEFAULT_AVATAR, url: DEFAULT_AVATAR_URL });
  });

  it('with the default avatar already, still answers 201', async () => {
    const { token } = await signUp();
    expect((await t.call('POST', 'user/clearAvatar', { token })).statusCode).toBe(201);
  });
});

describe('GET /api/v1/user/avatar/:id', () => {
  it('answers 404 for an unknown or never activated account', async () => {
    expect((await t.call('GET', 'user/avatar/nobody')).json()).toEqual({ error: 'User not found.' });
    await t.register('pending-avatar@example.com');
    const registered = (await t.stack.eventStore.readAll()).find(
      (e) => e.type === 'UserRegistered' && (e.data as { email: string }).email === 'pending-avatar@example.com',
    );
    expect((await t.call('GET', `user/avatar/${(registered!.data as { userId: string }).userId}`)).statusCode).toBe(404);
  });
});

describe('GET /media/{folder}/{ownerId}/{name}', () => {
  it('answers 404 with {error} for a missing file or an address the library never gives, never the app page', async () => {
    expect((await t.getFile('/dashboard/media')).headers['content-type']).toMatch(/^text\/html/);
    for (const url of [
      '/media/avatars/u1/missing.png',
      '/media/avatars/u1/x.svg',
      '/media/secrets/u1/x.png',
      '/media/avatars/..%2F..%2Fetc/passwd.png',
      '/media/avatars/u1',
      '/media/x',
    ]) {
      const res = await t.getFile(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: expect.any(String) });
    }
  });
});
