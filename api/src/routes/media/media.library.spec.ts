import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_QUOTA_BYTES, mediaMessages as m } from '@lorewright/domain/media/mediaView';
import { pngImage } from '../../media/testing/testImages';
import { openMediaApp, type MediaApp } from './testing/mediaTesting';

let t: MediaApp;
beforeAll(async () => {
  t = await openMediaApp();
});
afterAll(() => t.close());

const MB = 1024 * 1024;
let users = 0;
const signUp = () => t.signUp(`library-${++users}@example.com`);
const filesOf = (userId: string) => t.storedFiles().filter((file) => file.includes(`/${userId}/`));
const deleteMedia = (token: string, id: string) => t.call('DELETE', `user/media/${id}`, { token });

describe('the 5 MB allowance', () => {
  it('refuses an upload that would pass it, keeping no file and recording nothing', async () => {
    const { token, user } = await signUp();
    expect((await t.uploadAvatar(token, pngImage(3 * MB))).statusCode).toBe(201);
    await t.expectRefused(() => t.uploadAvatar(token, pngImage(2 * MB + 1)), 400, m.quotaExceeded);
    expect(filesOf(user._id)).toHaveLength(1);
    expect((await t.library(token)).totalSize).toBe(3 * MB);
  });

  it('holds when uploads race: three parallel 2 MB uploads never store more than 5 MB', async () => {
    const { token, user } = await signUp();
    const results = await Promise.all([1, 2, 3].map(() => t.uploadAvatar(token, pngImage(2 * MB))));
    const statuses = results.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 201, 400]);
    expect(results.find((res) => res.statusCode === 400)!.json()).toEqual({ error: m.quotaExceeded });

    const { media, totalSize } = await t.library(token);
    expect(media).toHaveLength(2);
    expect(totalSize).toBe(4 * MB);
    expect(totalSize).toBeLessThanOrEqual(MEDIA_QUOTA_BYTES);
    // The refused upload's file was removed again: only the recorded ones remain.
    expect(filesOf(user._id)).toEqual(media.map((item) => `avatars/${user._id}/${item.name}`).sort());
  });

  it('deleting inactive media frees its room', async () => {
    const { token } = await signUp();
    await t.uploadAvatar(token, pngImage(3 * MB));
    const old = (await t.library(token)).media[0];
    await t.call('POST', 'user/clearAvatar', { token });
    expect((await deleteMedia(token, old._id)).statusCode).toBe(200);
    expect((await t.uploadAvatar(token, pngImage(4 * MB))).statusCode).toBe(201);
  });
});

describe('POST /api/v1/user/media', () => {
  it('lists the caller’s media, newest first, with sizes and the total; empty at first', async () => {
    const { token } = await signUp();
    expect(await t.library(token)).toEqual({ media: [], totalSize: 0 });
    await t.uploadAvatar(token, pngImage(1000));
    t.clock.advance(1000);
    await t.uploadAvatar(token, pngImage(2000));
    const { media, totalSize } = await t.library(token);
    expect(media.map((item) => [item.metadataAfter.size, item.status, item.folder, item.type])).toEqual([
      [2000, 'active', 'avatars', 'image/png'],
      [1000, 'inactive', 'avatars', 'image/png'],
    ]);
    expect(totalSize).toBe(3000);
  });
});

describe('DELETE /api/v1/user/media/:id', () => {
  it('refuses active media with 409 and keeps its file', async () => {
    const { token, user } = await signUp();
    await t.uploadAvatar(token, pngImage());
    const [item] = (await t.library(token)).media;
    await t.expectRefused(() => deleteMedia(token, item._id), 409, m.inUse);
    expect((await t.getFile(`/media/avatars/${user._id}/${item.name}`)).statusCode).toBe(200);
  });

  it('deletes inactive media: gone from the list, the total and the media host', async () => {
    const { token, user } = await signUp();
    await t.uploadAvatar(token, pngImage(1000));
    await t.call('POST', 'user/clearAvatar', { token });
    const [item] = (await t.library(token)).media;
    const res = await deleteMedia(token, item._id);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { message: 'Deleted successfully.' } });
    expect(await t.library(token)).toEqual({ media: [], totalSize: 0 });
    expect((await t.getFile(`/media/avatars/${user._id}/${item.name}`)).statusCode).toBe(404);
    expect(filesOf(user._id)).toEqual([]);
  });

  it('answers 404 for media that does not exist or is already deleted', async () => {
    const { token } = await signUp();
    await t.expectRefused(() => deleteMedia(token, 'no-such-media'), 404, m.notFound);
    await t.expectRefused(() => deleteMedia(token, 'x'.repeat(300)), 400, m.notFound);
  });

  it("another user can neither list nor delete someone's media", async () => {
    const owner = await signUp();
    const other = await signUp();
    await t.uploadAvatar(owner.token, pngImage());
    await t.call('POST', 'user/clearAvatar', { token: owner.token });
    const [item] = (await t.library(owner.token)).media;
    expect((await t.library(other.token)).media).toEqual([]);
    await t.expectRefused(() => deleteMedia(other.token, item._id), 404, m.notFound);
    expect((await t.library(owner.token)).media).toHaveLength(1);
  });
});
