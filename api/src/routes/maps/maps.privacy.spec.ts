import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapListItem, MapView } from '@lorewright/domain/maps/mapView';
import { elementMessages } from '@lorewright/domain/worlds/element.commands';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { openMapsApp, type MapsApp } from './testing/mapsTesting';

// What leaves the server: a private map only for the author and members, in its get, the
// world's list, a link and the element search; a private world's maps for nobody else.

let t: MapsApp;
let roles: Awaited<ReturnType<MapsApp['worldWithRoles']>>;
let map: MapView;
beforeAll(async () => {
  t = await openMapsApp();
  roles = await t.worldWithRoles();
  await t.grant(roles.author.id);
  map = await t.newMap(roles.author.token, roles.world._id, { title: 'Secret Isles' });
  await t.setVisibility(roles.author.token, roles.world._id, 'public');
});
afterAll(() => t.close());

const listOf = async (token: string | undefined) =>
  (await t.ok<{ maps: MapListItem[] }>(t.call('GET', `map/maps?worldID=${roles.world._id}`, { token }))).maps.map((m) => m._id);
const searchOf = async (token: string | undefined) =>
  (await t.ok<{ results: { _id: string }[] }>(t.call('POST', 'elementSearch', { token, payload: { worldID: roles.world._id, text: 'secret' } }))).results.map(
    (r) => r._id,
  );

describe('map privacy', () => {
  it('a private map in a public world: listed, shown, linked and found for members only', async () => {
    for (const token of [undefined, roles.other.token]) {
      expect(await listOf(token)).not.toContain(map._id);
      expect(await searchOf(token)).not.toContain(map._id);
      await t.expectRefused(() => t.call('GET', `map/${map._id}`, { token }), 403, m.isPrivate);
      await t.expectRefused(() => t.call('GET', `link/map/${map._id}`, { token }), 404, elementMessages.notFound);
    }
    for (const token of [roles.member.token, roles.author.token]) {
      expect(await listOf(token)).toContain(map._id);
      expect(await searchOf(token)).toContain(map._id);
      expect((await t.getMap(token, map._id)).title).toBe('Secret Isles');
    }
  });

  it('made public, it is seen by anyone', async () => {
    await t.setMapVisibility(roles.author.token, roles.world._id, map._id, 'public');
    expect(await listOf(undefined)).toContain(map._id);
    expect(await searchOf(undefined)).toContain(map._id);
    expect((await t.getMap(undefined, map._id)).points).toEqual({});
    await t.setMapVisibility(roles.author.token, roles.world._id, map._id, 'private');
  });

  it("a private world's maps are refused to outsiders, even a public one", async () => {
    await t.setMapVisibility(roles.author.token, roles.world._id, map._id, 'public');
    await t.setVisibility(roles.author.token, roles.world._id, 'private');
    await t.expectRefused(() => t.call('GET', `map/maps?worldID=${roles.world._id}`, { token: roles.other.token }), 403, wm.isPrivate);
    await t.expectRefused(() => t.call('GET', `map/${map._id}`, { token: roles.other.token }), 403, m.isPrivate);
    await t.expectRefused(() => t.call('GET', `link/map/${map._id}`), 404, elementMessages.notFound);
  });
});
