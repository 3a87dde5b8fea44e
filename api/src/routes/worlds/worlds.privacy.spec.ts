import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { openWorldsApp, type WorldsApp } from './testing/worldsTesting';

// A private world exists only for its author and members: every read that could show it to
// anyone else leaves it out or refuses.

let t: WorldsApp;
let roles: Awaited<ReturnType<WorldsApp['worldWithRoles']>>;
beforeAll(async () => {
  t = await openWorldsApp();
  roles = await t.worldWithRoles();
});
afterAll(() => t.close());

const ids = (worlds: WorldView[]) => worlds.map((w) => w._id);
const viewers = () => [
  { who: 'anonymous', token: undefined },
  { who: 'other', token: roles.other.token },
];

describe('a private world', () => {
  it('is refused by GET world/{id} and POST world/{currentWorldID} to anyone but its author and members', async () => {
    const url = `world/${roles.world._id}`;
    for (const { token } of viewers()) await t.expectRefused(() => t.call('GET', url, { token }), 403, m.isPrivate);
    await t.expectRefused(() => t.call('POST', url, { token: roles.other.token }), 403, m.isPrivate);
    for (const { token } of [roles.author, roles.member, roles.blocked]) expect((await t.call('GET', url, { token })).json().world._id).toBe(roles.world._id);
  });

  it('is absent from POST allWorlds and POST search for everyone, even its author', async () => {
    for (const token of [undefined, roles.other.token, roles.member.token, roles.author.token]) {
      const all = (await t.call('POST', 'allWorlds', { token, payload: { page: 0, skip: 0, limit: 50 } })).json();
      expect(ids(all.worlds)).not.toContain(roles.world._id);
      expect(all.total).toBe(all.worlds.length);
      expect(ids((await t.call('POST', 'search', { token, payload: { text: roles.world.name } })).json().worlds)).not.toContain(roles.world._id);
    }
  });

  it("hides its members from strangers and is missing from its author's public profile", async () => {
    await t.expectRefused(() => t.call('POST', 'world/members', { token: roles.other.token, payload: { worldID: roles.world._id } }), 403, m.isPrivate);
    for (const { token } of viewers()) {
      const { user } = (await t.call('GET', `user/profile/${roles.author.id}`, { token })).json();
      expect(ids(user.worlds)).not.toContain(roles.world._id);
    }
  });

  it('cannot be followed by a stranger; a followed world that turns private leaves the list but can be unfollowed', async () => {
    await t.expectRefused(
      () => t.call('POST', 'user/toggleFollowWorld', { token: roles.other.token, payload: { worldID: roles.world._id } }),
      403,
      m.isPrivate,
    );
    const world = await t.createWorld(roles.author.token, 'Briefly public');
    await t.setVisibility(roles.author.token, world._id, 'public');
    const toggle = () => t.call('POST', 'user/toggleFollowWorld', { token: roles.other.token, payload: { worldID: world._id } });
    expect((await toggle()).json().message).toBe(m.followed);
    expect(ids((await t.call('GET', 'followingWorlds', { token: roles.other.token })).json().worlds)).toEqual([world._id]);
    await t.setVisibility(roles.author.token, world._id, 'private');
    expect((await t.call('GET', 'followingWorlds', { token: roles.other.token })).json()).toEqual({ worlds: [] });
    expect((await toggle()).json()).toEqual({ message: m.unfollowed, worlds: [] });
  });

  it('shows in the lists once public, and its pending invitation ids only to the author', async () => {
    const world = await t.createWorld(roles.author.token, 'Open house');
    await t.invite(roles.author.token, world._id, 'someone@example.com');
    await t.setVisibility(roles.author.token, world._id, 'public');
    const seen = (await t.call('GET', `world/${world._id}`)).json().world;
    expect(seen).toMatchObject({ _id: world._id, invitations: [] });
    expect((await t.call('GET', `world/${world._id}`, { token: roles.author.token })).json().world.invitations).toHaveLength(1);
    expect(ids((await t.call('POST', 'search', { payload: { text: 'open HOUSE' } })).json().worlds)).toEqual([world._id]);
    expect(ids((await t.call('GET', `user/profile/${roles.author.id}`)).json().user.worlds)).toContain(world._id);
  });
});
