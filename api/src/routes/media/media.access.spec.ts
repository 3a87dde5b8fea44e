import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as a } from '@lorewright/domain/accounts/accountMessages';
import { mediaMessages as m } from '@lorewright/domain/media/mediaView';
import { pngImage } from '../../media/testing/testImages';
import { openMediaApp, type MediaApp } from './testing/mediaTesting';

// Who may do what with a media library: anonymous, another user, a blocked owner, the owner.
let t: MediaApp;
let owner: { token: string; userId: string };
let other: { token: string };
let blocked: { token: string; userId: string };
let activeId: string;
let inactiveId: string;
let fileUrl: string;

beforeAll(async () => {
  t = await openMediaApp();
  const signUp = async (email: string) => {
    const { token, user } = await t.signUp(email);
    return { token, userId: user._id };
  };
  owner = await signUp('owner@example.com');
  other = await signUp('other@example.com');
  blocked = await signUp('blocked@example.com');
  await t.uploadAvatar(owner.token, pngImage());
  await t.call('POST', 'user/clearAvatar', { token: owner.token });
  const avatar = (await t.uploadAvatar(owner.token, pngImage(100))).json().user.avatarImage as string;
  const { media } = await t.library(owner.token);
  activeId = media.find((item) => item.status === 'active')!._id;
  inactiveId = media.find((item) => item.status === 'inactive')!._id;
  fileUrl = `/media/avatars/${owner.userId}/${avatar}`;
  await t.uploadAvatar(blocked.token, pngImage());
  await t.stack.commands.accounts.block(blocked.userId, 'spam', { actorId: null, correlationId: 'test' });
  await t.stack.waitForViews(await t.stack.eventStore.headPosition(), ['users']);
});
afterAll(() => t.close());

const outcome = async (res: Promise<{ statusCode: number; json: () => unknown }>) => {
  const done = await res;
  return done.statusCode >= 400 ? { status: done.statusCode, error: (done.json() as { error: string }).error } : { status: done.statusCode };
};

describe('media authorization', () => {
  it('anonymous: may read avatars and files, nothing else', async () => {
    expect(await outcome(t.call('POST', 'user/media'))).toEqual({ status: 401, error: a.loginRequired });
    expect(await outcome(t.call('DELETE', `user/media/${inactiveId}`))).toEqual({ status: 401, error: a.loginRequired });
    expect(await outcome(t.uploadAvatar(undefined, pngImage()))).toEqual({ status: 401, error: a.loginRequired });
    expect(await outcome(t.call('POST', 'user/clearAvatar'))).toEqual({ status: 401, error: a.loginRequired });
    expect(await outcome(t.call('GET', `user/avatar/${owner.userId}`))).toEqual({ status: 200 });
    expect(await outcome(t.getFile(fileUrl))).toEqual({ status: 200 });
  });

  it('another user: sees only their own library and cannot delete the owner’s media', async () => {
    expect((await t.library(other.token)).media).toEqual([]);
    expect(await outcome(t.call('DELETE', `user/media/${inactiveId}`, { token: other.token }))).toEqual({ status: 404, error: m.notFound });
    expect(await outcome(t.call('DELETE', `user/media/${activeId}`, { token: other.token }))).toEqual({ status: 404, error: m.notFound });
    // Their avatar changes are their own.
    expect(await outcome(t.call('POST', 'user/clearAvatar', { token: other.token }))).toEqual({ status: 201 });
    expect((await t.call('GET', `user/avatar/${owner.userId}`)).json().url).toBe(fileUrl);
  });

  it('a blocked user: reads their library, changes nothing', async () => {
    const { media } = await t.library(blocked.token);
    expect(media).toHaveLength(1);
    expect(await outcome(t.uploadAvatar(blocked.token, pngImage()))).toEqual({ status: 403, error: a.blockedMutation });
    expect(await outcome(t.call('POST', 'user/clearAvatar', { token: blocked.token }))).toEqual({ status: 403, error: a.blockedMutation });
    expect(await outcome(t.call('DELETE', `user/media/${media[0]._id}`, { token: blocked.token }))).toEqual({ status: 403, error: a.blockedMutation });
  });

  it('the owner: lists, deletes inactive media, not active media', async () => {
    expect(await outcome(t.call('DELETE', `user/media/${activeId}`, { token: owner.token }))).toEqual({ status: 409, error: m.inUse });
    expect(await outcome(t.call('DELETE', `user/media/${inactiveId}`, { token: owner.token }))).toEqual({ status: 200 });
    expect((await t.library(owner.token)).media.map((item) => item._id)).toEqual([activeId]);
  });
});
