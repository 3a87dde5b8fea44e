import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldMessages as m } from '@lorewright/domain/worlds/worldMessages';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { openWorldsApp, type WorldsApp } from './testing/worldsTesting';

let t: WorldsApp;
beforeAll(async () => {
  t = await openWorldsApp();
});
afterAll(() => t.close());

describe('POST /api/v1/createWorld', () => {
  it('creates a private world, answers 201 and makes it the current world', async () => {
    const ann = await t.person('ann');
    const res = await t.call('POST', 'createWorld', { token: ann.token, payload: { name: '  Eldoria ', description: 'Rivers.' } });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'World created successfully.',
      id: body.world._id,
      world: {
        name: 'Eldoria',
        description: 'Rivers.',
        visibility: 'private',
        authorID: ann.id,
        author: { _id: ann.id, name: 'Ada Lovelace' },
        headerImage: null,
      },
    });
    const { user } = (await t.call('POST', 'me', { token: ann.token })).json();
    expect(user).toMatchObject({ currentWorldID: body.id, worlds: [body.id] });
  });

  it('a description is optional; a blank name is refused and nothing is stored', async () => {
    const ann = await t.person('ann');
    expect((await t.call('POST', 'createWorld', { token: ann.token, payload: { name: 'Solo' } })).json().world.description).toBe('');
    await t.expectRefused(() => t.call('POST', 'createWorld', { token: ann.token, payload: { name: '   ' } }), 400, m.nameRequired);
    await t.expectRefused(() => t.call('POST', 'createWorld', { token: ann.token, payload: {} }), 400, m.nameRequired);
    await t.expectRefused(() => t.call('POST', 'createWorld', { token: ann.token, payload: { name: 'x'.repeat(101) } }), 400, m.nameTooLong);
  });
});

describe('reading worlds', () => {
  it('GET worlds lists the caller’s own worlds, newest first', async () => {
    const ann = await t.person('ann');
    const first = await t.createWorld(ann.token, 'First');
    const second = await t.createWorld(ann.token, 'Second');
    await t.createWorld((await t.person('bob')).token, 'Not hers');
    const res = await t.call('GET', 'worlds', { token: ann.token });
    expect(res.json().worlds.map((w: WorldView) => w._id)).toEqual([second._id, first._id]);
  });

  it('GET world/{id} and POST world/{currentWorldID} answer the world; an unknown id is 404', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token);
    expect((await t.call('GET', `world/${world._id}`, { token: ann.token })).json()).toEqual({ world });
    expect((await t.call('POST', `world/${world._id}`, { token: ann.token })).json()).toEqual({ world });
    const missing = await t.call('GET', 'world/nope', { token: ann.token });
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { error: m.notFound } });
  });
});

describe('editing a world', () => {
  it('renames, redescribes and publishes it with the product texts', async () => {
    const ann = await t.person('ann');
    const { _id: worldID } = await t.createWorld(ann.token);
    const renamed = await t.call('POST', 'world/updateName', { token: ann.token, payload: { worldID, name: 'Nova' } });
    expect(renamed.json()).toMatchObject({ message: 'Updated successfully.', world: { name: 'Nova' } });
    const described = await t.call('POST', 'world/updateDescription', { token: ann.token, payload: { worldID, description: 'Stars.' } });
    expect(described.json()).toMatchObject({ message: 'Updated successfully.', world: { description: 'Stars.' } });
    const published = await t.call('POST', 'world/updateVisibility', { token: ann.token, payload: { worldID, visibility: 'public' } });
    expect(published.json()).toMatchObject({ message: 'Made "Nova" public.', world: { visibility: 'public' } });
    const hidden = await t.call('POST', 'world/updateVisibility', { token: ann.token, payload: { worldID, visibility: 'private' } });
    expect(hidden.json().message).toBe('Made "Nova" private.');
  });

  it.each([
    ['world/updateName', { name: ' ' }, m.nameAndDescriptionRequired],
    ['world/updateDescription', { description: '' }, m.nameAndDescriptionRequired],
    ['world/updateDescription', { description: 'x'.repeat(2001) }, m.descriptionTooLong],
    ['world/updateVisibility', { visibility: 'secret' }, m.chooseVisibility],
    ['world/updateName', { name: 'Nova', worldID: '' }, m.chooseWorld],
  ])('POST %s %j is refused and stores nothing', async (url, payload, error) => {
    const ann = await t.person('ann');
    const { _id: worldID } = await t.createWorld(ann.token);
    await t.expectRefused(() => t.call('POST', url, { token: ann.token, payload: { worldID, ...payload } }), 400, error);
  });
});

describe('POST /api/v1/user/selectWorld', () => {
  it('selects one’s own world or one joined as a member, and answers the user and the world', async () => {
    const ann = await t.person('ann');
    const bea = await t.person('bea');
    const first = await t.createWorld(ann.token, 'First');
    await t.createWorld(ann.token, 'Second');
    const res = await t.call('POST', 'user/selectWorld', { token: ann.token, payload: { worldID: first._id } });
    expect(res.json()).toMatchObject({ user: { currentWorldID: first._id }, world: { _id: first._id } });
    await t.join(ann, first._id, bea);
    expect((await t.call('POST', 'user/selectWorld', { token: bea.token, payload: { worldID: first._id } })).json().user.currentWorldID).toBe(first._id);
  });

  it('refuses a public world of someone else and unknown worlds', async () => {
    const ann = await t.person('ann');
    const bob = await t.person('bob');
    const world = await t.createWorld(ann.token);
    await t.setVisibility(ann.token, world._id, 'public');
    await t.expectRefused(() => t.call('POST', 'user/selectWorld', { token: bob.token, payload: { worldID: world._id } }), 403, m.notYourWorld);
    await t.expectRefused(() => t.call('POST', 'user/selectWorld', { token: bob.token, payload: { worldID: 'nope' } }), 404, m.notFound);
  });
});

describe('DELETE /api/v1/deleteWorld/{id}', () => {
  it('deletes the world, answers the worlds left and clears the selection', async () => {
    const ann = await t.person('ann');
    const kept = await t.createWorld(ann.token, 'Kept');
    const gone = await t.createWorld(ann.token, 'Gone');
    const res = await t.call('DELETE', `deleteWorld/${gone._id}`, { token: ann.token });
    expect(res.json()).toEqual({ message: 'World deleted successfully.', worlds: [kept] });
    expect((await t.call('POST', 'me', { token: ann.token })).json().user).toMatchObject({ currentWorldID: null, worlds: [kept._id] });
    await t.expectRefused(() => t.call('DELETE', `deleteWorld/${gone._id}`, { token: ann.token }), 404, m.notFound);
  });
});

describe('community: browsing, searching and following', () => {
  it('POST allWorlds pages public worlds, newest update first, with the total', async () => {
    const ann = await t.person('ann');
    const before = (await t.call('POST', 'allWorlds', { payload: { page: 0, skip: 0, limit: 50 } })).json().total as number;
    const ids: string[] = [];
    for (const name of ['P1', 'P2', 'P3']) {
      const world = await t.createWorld(ann.token, name);
      await t.setVisibility(ann.token, world._id, 'public');
      ids.push(world._id);
    }
    await t.createWorld(ann.token, 'Hidden');
    const page = (await t.call('POST', 'allWorlds', { payload: { page: 0, skip: 0, limit: 2 } })).json();
    expect(page.total).toBe(before + 3);
    expect(page.worlds.map((w: WorldView) => w._id)).toEqual([ids[2], ids[1]]);
    const next = (await t.call('POST', 'allWorlds', { payload: { page: 1, limit: 2 } })).json();
    expect(next.worlds[0]._id).toBe(ids[0]);
    await t.expectRefused(() => t.call('POST', 'allWorlds', { payload: { page: 0, skip: 0, limit: 51 } }), 400, m.invalidPaging);
    await t.expectRefused(() => t.call('POST', 'allWorlds', { payload: { page: -1 } }), 400, m.invalidPaging);
  });

  it('POST search finds public worlds by name or description, literally and ignoring case', async () => {
    const ann = await t.person('ann');
    const world = await t.createWorld(ann.token, 'Quasar Reach', 'Home of the [Zephyr] guild');
    await t.setVisibility(ann.token, world._id, 'public');
    await t.createWorld(ann.token, 'Quasar Hidden');
    const search = async (text: string) => (await t.call('POST', 'search', { payload: { text } })).json().worlds.map((w: WorldView) => w._id);
    expect(await search('quasar')).toEqual([world._id]);
    expect(await search('[zephyr]')).toEqual([world._id]);
    expect(await search('Quasar.*')).toEqual([]);
    expect(await search('  ')).toEqual([]);
    expect((await t.call('POST', 'search', { payload: {} })).json()).toEqual({ worlds: [] });
  });

  it('following toggles, lists the followed worlds, and the author cannot follow their own', async () => {
    const ann = await t.person('ann');
    const bob = await t.person('bob');
    const world = await t.createWorld(ann.token);
    await t.setVisibility(ann.token, world._id, 'public');
    const follow = () => t.call('POST', 'user/toggleFollowWorld', { token: bob.token, payload: { worldID: world._id } });
    expect((await follow()).json()).toEqual({ message: 'World followed.', worlds: [world._id] });
    expect((await t.call('GET', 'followingWorlds', { token: bob.token })).json().worlds.map((w: WorldView) => w._id)).toEqual([world._id]);
    expect((await follow()).json()).toEqual({ message: 'World unfollowed.', worlds: [] });
    expect((await t.call('GET', 'followingWorlds', { token: bob.token })).json()).toEqual({ worlds: [] });
    await t.expectRefused(() => t.call('POST', 'user/toggleFollowWorld', { token: ann.token, payload: { worldID: world._id } }), 400, m.authorCannotFollow);
  });
});

describe('GET /api/v1/user/profile/{id}', () => {
  it("lists the user's public worlds only", async () => {
    const ann = await t.person('ann');
    const open = await t.createWorld(ann.token, 'Open');
    await t.setVisibility(ann.token, open._id, 'public');
    await t.createWorld(ann.token, 'Closed');
    const { user } = (await t.call('GET', `user/profile/${ann.id}`)).json();
    expect(user.worlds.map((w: WorldView) => w.name)).toEqual(['Open']);
  });
});
