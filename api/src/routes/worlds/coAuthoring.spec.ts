import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as a } from '@lorewright/domain/accounts/accountMessages';
import { NOT_OWNED_MESSAGE, ownerPlanEndedMessage } from '@lorewright/domain/accounts/permissions';
import type { HistoryPageView } from '@lorewright/domain/history/historyView';
import type { MapView } from '@lorewright/domain/maps/mapView';
import { mapMessages } from '@lorewright/domain/maps/mapMessages';
import { roleMessages, type ElementAccessChoice } from '@lorewright/domain/worlds/memberRoles';
import { wikiMessages } from '@lorewright/domain/wikis/wikiMessages';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { worldMessages } from '@lorewright/domain/worlds/worldMessages';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import { openMapsApp, sentPoint, type MapsApp } from '../maps/testing/mapsTesting';

// Members who edit: the owner makes one member an editor, another a co-owner, and leaves a third a
// reader. Editors create and change elements (a paid one on the owner's plan, its pictures in the
// owner's library), see their secrets, and are named in the history; readers only read; nobody but
// the owner deletes the world; an element whose access is 'none' is hidden from that member by
// every read that lists or names it.

type Person = Awaited<ReturnType<MapsApp['person']>>;
let t: MapsApp;
let owner: Person;
let editor: Person;
let coOwner: Person;
let reader: Person;
let worldId: string;

const wikiCall = (token: string, method: 'POST' | 'PUT' | 'GET', url: string, payload?: object) =>
  t.call(method, url, { token, ...(payload ? { payload } : {}) });
const newWiki = async (token: string, title: string) => {
  t.clock.advance(1000);
  const { id } = await t.ok<{ id: string }>(wikiCall(token, 'POST', 'creation/newWiki', { category: 'characters', title, worldID: worldId }), 201);
  return (await t.ok<{ wiki: WikiView }>(wikiCall(token, 'GET', `creation/wiki/${id}`))).wiki;
};
const wikiAccess = (member: Person, wikiId: string, access: ElementAccessChoice) =>
  t.call('POST', 'updateElementAccess', { token: owner.token, payload: { element: 'wiki', elementID: wikiId, worldID: worldId, memberID: member.id, access } });
const worldAs = async (token: string) => (await t.ok<{ world: WorldView }>(t.call('GET', `world/${worldId}`, { token }))).world;

beforeAll(async () => {
  t = await openMapsApp();
  [owner, editor, coOwner, reader] = await Promise.all(['owner', 'editor', 'co', 'reader'].map((who) => t.person(who)));
  await t.grant(owner.id);
  worldId = (await t.createWorld(owner.token))._id;
  for (const member of [editor, coOwner, reader]) await t.join(owner, worldId, member);
  await t.ok(t.setRole(owner.token, worldId, editor.id, 'editor'));
  await t.ok(t.setRole(owner.token, worldId, coOwner.id, 'co-owner'));
});
afterAll(() => t.close());

describe('editors and co-owners', () => {
  it('an editor creates and changes a wiki, is named in its history, and sees its secret sections; a reader does neither', async () => {
    const wiki = await newWiki(editor.token, 'Isolde');
    const sections = [{ _id: 'plot', title: 'Plot', content: 'She burns the granary.', secret: true }];
    await t.ok(wikiCall(editor.token, 'PUT', `creation/updateWiki/${wiki._id}`, { sections }));
    expect((await t.ok<{ wiki: WikiView }>(wikiCall(editor.token, 'GET', `creation/wiki/${wiki._id}`))).wiki.sections.map((s) => s._id)).toEqual(['plot']);
    expect((await t.ok<{ wiki: WikiView }>(wikiCall(reader.token, 'GET', `creation/wiki/${wiki._id}`))).wiki.sections).toEqual([]);

    await t.expectRefused(() => wikiCall(reader.token, 'PUT', `creation/updateWiki/${wiki._id}`, { title: 'Mine' }), 403, wikiMessages.onlyAuthor);
    await t.expectRefused(
      () => wikiCall(reader.token, 'POST', 'creation/newWiki', { category: 'characters', title: 'Mine', worldID: worldId }),
      403,
      worldMessages.onlyAuthor,
    );

    const history = await t.ok<HistoryPageView>(t.call('GET', `history/wiki/${wiki._id}`, { token: owner.token }));
    expect(history.entries.map((entry) => entry.actor._id)).toContain(editor.id);
  });

  it('an editor changes a map on the owner’s plan; its pictures go to the owner’s library; a lapsed owner’s plan stops them', async () => {
    const map = await t.newMap(owner.token, worldId);
    const moved = await t.ok<{ map: MapView }>(t.updatePoints(editor.token, map._id, [sentPoint('p', { x: 0.5 })]));
    expect(Object.keys(moved.map.points)).toEqual(['p']);
    const uploaded = await t.uploadPointImage(editor.token, map._id, 'p');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    expect((await t.library(editor.token)).media).toEqual([]);
    expect((await t.library(owner.token)).media.length).toBe(2);

    const editorsOwnMap = await t.createMap(editor.token, { worldID: worldId });
    expect(editorsOwnMap.statusCode, editorsOwnMap.body).toBe(201);
    expect((await t.library(owner.token)).media.length).toBe(3);

    await t.revoke(owner.id);
    // The editor is told whose plan ended, both by the early check and by the map's own rule.
    const planEnded = "The owner's maps plan has ended: this map is read-only until they subscribe again.";
    expect(ownerPlanEndedMessage('maps')).toBe(planEnded);
    await t.expectRefused(() => t.updatePoints(editor.token, map._id, [sentPoint('p', { x: 0.7 })]), 403, planEnded);
    const rename = (token: string) => t.call('PUT', 'map/rename', { token, payload: { mapID: map._id, worldID: worldId, title: 'Elsewhere' } });
    await t.expectRefused(() => rename(editor.token), 403, planEnded);
    await t.expectRefused(() => rename(owner.token), 403, NOT_OWNED_MESSAGE);
    await t.expectRefused(() => t.updatePoints(reader.token, map._id, [sentPoint('p')]), 403, mapMessages.onlyAuthor);
    await t.grant(owner.id);
  });

  it('the owner and an editor changing different points of one map at once both land; the same point changed since is refused', async () => {
    const map = await t.newMap(owner.token, worldId);
    const seen = (await t.ok<{ map: MapView }>(t.updatePoints(owner.token, map._id, [sentPoint('a'), sentPoint('b')]))).map;
    const sends = (token: string, pointId: string, change: object) => t.updatePoints(token, map._id, [{ ...seen.points[pointId], ...change }]);
    const answers = await Promise.all([sends(owner.token, 'a', { x: 0.1 }), sends(editor.token, 'b', { name: 'Hollowmere' })]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const now = await t.getMap(owner.token, map._id);
    expect([now.points.a.x, now.points.b.name]).toEqual([0.1, 'Hollowmere']);
    await t.expectRefused(() => sends(editor.token, 'a', { icon: 'castle' }), 409, mapMessages.pointConflict);
  });

  it('a co-owner edits the world’s details and invites; only the owner deletes the world; an editor manages nothing', async () => {
    await t.ok(t.call('POST', 'world/updateName', { token: coOwner.token, payload: { worldID: worldId, name: 'Eldoria Reborn' } }));
    const invited = await t.call('POST', 'world/inviteMember', {
      token: coOwner.token,
      payload: { worldID: worldId, invitedMemberEmail: 'newcomer@example.com' },
    });
    expect(invited.statusCode, invited.body).toBe(201);

    for (const member of [coOwner, editor, reader]) {
      await t.expectRefused(() => t.call('DELETE', `deleteWorld/${worldId}`, { token: member.token }), 403, worldMessages.onlyAuthor);
    }
    await t.expectRefused(
      () => t.call('POST', 'world/updateName', { token: editor.token, payload: { worldID: worldId, name: 'Mine' } }),
      403,
      worldMessages.onlyAuthor,
    );
    await t.expectRefused(() => t.setRole(editor.token, worldId, reader.id, 'editor'), 403, roleMessages.onlyManagers);
  });

  it('a blocked editor reads but changes nothing', async () => {
    const wiki = await newWiki(owner.token, 'Brannoc');
    const blocked = await t.person('blocked-editor');
    await t.join(owner, worldId, blocked);
    await t.ok(t.setRole(owner.token, worldId, blocked.id, 'editor'));
    await t.block(blocked.id);
    await t.ok(wikiCall(blocked.token, 'GET', `creation/wiki/${wiki._id}`));
    await t.expectRefused(() => wikiCall(blocked.token, 'PUT', `creation/updateWiki/${wiki._id}`, { title: 'Mine' }), 403, a.blockedMutation);
  });
});

describe('worlds shared with a member', () => {
  it('lists the worlds a person is a member of, with their role, and not their own', async () => {
    const shared = async (token: string) => (await t.ok<{ worlds: WorldView[] }>(t.call('GET', 'worlds/shared', { token }))).worlds;
    const [seen] = await shared(editor.token);
    expect(seen).toMatchObject({ _id: worldId, roles: { [editor.id]: 'editor' } });
    expect((await shared(reader.token)).map((world) => world._id)).toEqual([worldId]);
    expect(await shared(owner.token)).toEqual([]);
    expect(await shared((await t.person('stranger')).token)).toEqual([]);
  });
});

describe('access per element', () => {
  it('"read" keeps an editor from one element, "edit" lets a reader change one', async () => {
    const wiki = await newWiki(owner.token, 'Corvin');
    await t.ok(wikiAccess(editor, wiki._id, 'read'));
    await t.ok(wikiAccess(reader, wiki._id, 'edit'));
    await t.expectRefused(() => wikiCall(editor.token, 'PUT', `creation/updateWiki/${wiki._id}`, { title: 'Mine' }), 403, wikiMessages.onlyAuthor);
    await t.ok(wikiCall(reader.token, 'PUT', `creation/updateWiki/${wiki._id}`, { title: 'Corvin the Younger' }));
  });

  it('"none" hides a private element from the member in the world, its read, links, search and backlinks', async () => {
    const hiddenWiki = await newWiki(owner.token, 'Morwen');
    const mentioning = await newWiki(owner.token, 'Ashvale');
    await t.ok(
      wikiCall(owner.token, 'PUT', `creation/updateWiki/${hiddenWiki._id}`, {
        sections: [{ _id: 's', title: 'Home', content: `Lives in [[wiki:${mentioning._id}]].` }],
      }),
    );
    await t.ok(wikiAccess(reader, hiddenWiki._id, 'none'));

    const seenBy = async (token: string) => ({
      listed: (await worldAs(token)).wikis.some((w) => w._id === hiddenWiki._id),
      read: (await wikiCall(token, 'GET', `creation/wiki/${hiddenWiki._id}`)).statusCode,
      link: (await t.call('GET', `link/wiki/${hiddenWiki._id}`, { token })).statusCode,
      found: (
        await t.ok<{ results: { _id: string }[] }>(t.call('POST', 'elementSearch', { token, payload: { worldID: worldId, text: 'Morwen' } }))
      ).results.some((hit) => hit._id === hiddenWiki._id),
      backlinked: (await t.call('GET', `backlinks/wiki/${mentioning._id}`, { token })).body.includes(hiddenWiki._id),
    });
    expect(await seenBy(reader.token)).toEqual({ listed: false, read: 403, link: 404, found: false, backlinked: false });
    expect(await seenBy(editor.token)).toEqual({ listed: true, read: 200, link: 200, found: true, backlinked: true });

    // Back to the role: the reader sees it again.
    await t.ok(wikiAccess(reader, hiddenWiki._id, 'role'));
    expect((await seenBy(reader.token)).read).toBe(200);
  });
});
