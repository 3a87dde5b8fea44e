import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as a } from '@lorewright/domain/accounts/accountMessages';
import { mediaMessages as mm } from '@lorewright/domain/media/mediaView';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import { gifImage, pngImage, textFile } from '../../media/testing/testImages';
import { imageFile, openMediaApp, type MediaApp } from '../media/testing/mediaTesting';

// The world header image through the author's media library, and who may set it.
let t: MediaApp;
let author: { token: string; userId: string };
let member: { token: string };
let stranger: { token: string };
let blockedAuthor: { token: string };
let privateWorldId: string;
let publicWorldId: string;
let blockedWorldId: string;

let users = 0;
const signUp = async () => {
  const { token, user } = await t.signUp(`world-image-${++users}@example.com`);
  return { token, userId: user._id, email: user.email };
};
const createWorld = async (token: string, name: string) => {
  const res = await t.call('POST', 'createWorld', { token, payload: { name } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
};
const uploadHeader = (worldId: string, token: string | undefined, bytes = pngImage(2000)) =>
  t.upload(`world/updateWorldImage/${worldId}`, token, imageFile(bytes));
const headerOf = async (worldId: string, token: string) => (await t.call('GET', `world/${worldId}`, { token })).json().world.headerImage as string | null;

beforeAll(async () => {
  t = await openMediaApp();
  author = await signUp();
  const invited = await signUp();
  member = invited;
  stranger = await signUp();
  const blocked = await signUp();
  blockedAuthor = blocked;
  privateWorldId = await createWorld(author.token, 'Aerwyn');
  publicWorldId = await createWorld(author.token, 'Brightwater');
  await t.call('POST', 'world/updateVisibility', { token: author.token, payload: { worldID: publicWorldId, visibility: 'public' } });
  const invitation = (
    await t.call('POST', 'world/inviteMember', { token: author.token, payload: { invitedMemberEmail: invited.email, worldID: privateWorldId } })
  ).json().invitation;
  const accepted = await t.call('POST', 'world/respondToInvitation', { token: invited.token, payload: { invitationID: invitation._id, decision: 'accept' } });
  expect(accepted.statusCode, accepted.body).toBe(200);
  blockedWorldId = await createWorld(blocked.token, 'Cinderfall');
  await t.stack.commands.accounts.block(blocked.userId, 'spam', { actorId: null, correlationId: 'test' });
  await t.stack.waitForViews(await t.stack.eventStore.headPosition(), ['users']);
});
afterAll(() => t.close());

describe('POST /api/v1/world/updateWorldImage/:worldID', () => {
  it('the author sets the header: 201 with the world, the file served, the media active', async () => {
    const bytes = pngImage(3000);
    const res = await uploadHeader(privateWorldId, author.token, bytes);
    expect(res.statusCode, res.body).toBe(201);
    const { message, world } = res.json();
    expect(message).toBe('Updated successfully.');
    expect(world).toMatchObject({ _id: privateWorldId, headerImage: expect.stringMatching(/\.png$/) });
    expect(await headerOf(privateWorldId, member.token)).toBe(world.headerImage);

    const file = await t.getFile(`/media/headers/${author.userId}/${world.headerImage}`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.library(author.token)).media.find((item) => item.name === world.headerImage)).toMatchObject({
      folder: 'headers',
      status: 'active',
      usedBy: [`world:${privateWorldId}:header`],
    });
  });

  it('a new header releases the previous image', async () => {
    const first = (await uploadHeader(publicWorldId, author.token)).json().world.headerImage;
    t.clock.advance(1000);
    const second = (await uploadHeader(publicWorldId, author.token, gifImage())).json().world.headerImage;
    const statuses = Object.fromEntries((await t.library(author.token)).media.map((item) => [item.name, item.status]));
    expect([statuses[first], statuses[second]]).toEqual(['inactive', 'active']);
  });

  it('refuses anyone but the author, before storing anything', async () => {
    const files = t.storedFiles();
    const head = await t.stack.eventStore.headPosition();
    const refusals: [string, string | undefined, number, string][] = [
      [privateWorldId, undefined, 401, a.loginRequired],
      [privateWorldId, member.token, 403, m.onlyAuthor],
      [privateWorldId, stranger.token, 403, m.isPrivate],
      [publicWorldId, stranger.token, 403, m.onlyAuthor],
      [blockedWorldId, blockedAuthor.token, 403, a.blockedMutation],
      ['no-such-world', author.token, 404, m.notFound],
    ];
    for (const [worldId, token, status, error] of refusals) {
      const res = await uploadHeader(worldId, token);
      expect({ status: res.statusCode, body: res.json() }, `${worldId} ${status}`).toEqual({ status, body: { error } });
    }
    expect(t.storedFiles()).toEqual(files);
    expect(await t.stack.eventStore.headPosition()).toBe(head);
  });

  it('refuses a file that is not an image', async () => {
    await t.expectRefused(() => uploadHeader(publicWorldId, author.token, textFile()), 400, mm.notAnImage);
  });

  it('deleting the world makes its header image inactive, and then deletable', async () => {
    const worldId = await createWorld(author.token, 'Duskmere');
    const name = (await uploadHeader(worldId, author.token)).json().world.headerImage;
    const item = (await t.library(author.token)).media.find((i) => i.name === name)!;
    await t.expectRefused(() => t.call('DELETE', `user/media/${item._id}`, { token: author.token }), 409, mm.inUse);
    expect((await t.call('DELETE', `deleteWorld/${worldId}`, { token: author.token })).statusCode).toBe(200);
    await t.stack.waitForViews(await t.stack.eventStore.headPosition(), ['media']);
    expect((await t.library(author.token)).media.find((i) => i._id === item._id)).toMatchObject({ status: 'inactive', usedBy: [] });
    expect((await t.call('DELETE', `user/media/${item._id}`, { token: author.token })).statusCode).toBe(200);
  });
});
