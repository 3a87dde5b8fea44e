import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BacklinkView } from '@lorewright/domain/backlinks/backlinkView';
import type { MapChanges } from '@lorewright/domain/maps/mapChanges';
import type { MapView } from '@lorewright/domain/maps/mapView';
import { openMapsApp, sentPoint, type MapsApp } from './testing/mapsTesting';

// Secret points of a public map in a public world: the author reads them marked; a member, a
// signed-in stranger and a visitor never receive them, nor anything they say, by any route (the
// map read, its history, the changes since a revision, the element search, the backlinks and the
// titles of what they link to).

let t: MapsApp;
let roles: Awaited<ReturnType<MapsApp['worldWithRoles']>>;
let map: MapView;
let target: MapView;
const SECRET_NAME = 'Dragon lair';
const SECRET_TEXT = 'The hoard lies under the third oak';

beforeAll(async () => {
  t = await openMapsApp();
  roles = await t.worldWithRoles();
  const { author, world } = roles;
  await t.grant(author.id);
  await t.setVisibility(author.token, world._id, 'public');
  map = await t.newMap(author.token, world._id, { title: 'Known Lands', description: '\nWhere the roads end.\nBeyond them, nothing.' });
  target = await t.newMap(author.token, world._id, { title: 'Underdark' });
  for (const { _id } of [map, target]) await t.setMapVisibility(author.token, world._id, _id, 'public');
  map = await t.updated(author.token, map._id, [
    sentPoint('town', { name: 'Ashford', description: 'A market town.' }),
    sentPoint('lair', { name: SECRET_NAME, description: SECRET_TEXT, secret: true }),
  ]);
  for (const pointID of ['town', 'lair'])
    await t.ok(t.call('POST', 'map/addLink', { token: author.token, payload: { mapID: map._id, pointID, link: { type: 'map', id: target._id } } }));
});
afterAll(() => t.close());

const readers = () => ({ member: roles.member.token, stranger: roles.other.token, visitor: undefined });
const expectNoSecret = (body: string) => {
  expect(body).not.toContain(SECRET_NAME);
  expect(body).not.toContain(SECRET_TEXT);
  expect(body).not.toContain('"lair"');
};

describe('secret points of a map', () => {
  it('the author reads them marked secret, in the edit answer and the map read', async () => {
    for (const seen of [map, await t.getMap(roles.author.token, map._id)]) {
      expect(seen.points.lair).toMatchObject({ name: SECRET_NAME, secret: true });
      expect(seen.points.town.secret).toBeFalsy();
    }
  });

  it("never feed the mention card (GET link), which reads the map's row only: its picture and description's first line", async () => {
    const card = { title: 'Known Lands', type: 'map', id: map._id, subtitle: 'Where the roads end.', picture: `/media/maps/${roles.author.id}/${map.image}` };
    for (const token of [roles.author.token, ...Object.values(readers())]) {
      const res = await t.call('GET', `link/map/${map._id}`, { token });
      expect(res.json()).toEqual(card);
      expectNoSecret(res.body);
    }
  });

  it('a member, a stranger and a visitor read the map without them', async () => {
    for (const token of Object.values(readers())) {
      const res = await t.call('GET', `map/${map._id}`, { token });
      expect(res.statusCode).toBe(200);
      expectNoSecret(res.body);
      expect(Object.keys(res.json<MapView>().points)).toEqual(['town']);
    }
  });

  it('the changes since a revision carry them to the author, who alone may edit', async () => {
    const res = await t.call('PUT', `map/updatePoints/${map._id}?since=0`, {
      token: roles.author.token,
      payload: { mapID: map._id, points: { town: sentPoint('town', { name: 'Ashford', description: 'A market town, walled.' }) } },
    });
    const { changes } = res.json<{ changes?: MapChanges; map?: MapView }>();
    expect(changes?.points.lair?.secret ?? res.json<{ map: MapView }>().map.points.lair.secret).toBe(true);
    for (const token of Object.values(readers())) {
      const refused = await t.call('PUT', `map/updatePoints/${map._id}?since=0`, { token, payload: { mapID: map._id, points: {} } });
      expect(refused.statusCode).toBeGreaterThanOrEqual(400);
      expectNoSecret(refused.body);
    }
  });

  it('the history stays the author’s: nobody else reads a version', async () => {
    const version = await t.call('GET', `history/map/${map._id}/at/3`, { token: roles.author.token });
    expect(version.statusCode).toBe(200);
    expect(version.body).toContain(SECRET_NAME);
    for (const token of Object.values(readers()))
      for (const url of [`history/map/${map._id}`, `history/map/${map._id}/at/3`]) {
        const res = await t.call('GET', url, { token });
        expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
        expectNoSecret(res.body);
      }
  });

  it('the element search never shows or matches their text', async () => {
    for (const token of [roles.author.token, ...Object.values(readers())])
      for (const text of ['Dragon', 'hoard']) {
        const res = await t.call('POST', 'elementSearch', { token, payload: { worldID: roles.world._id, text } });
        expect(res.statusCode).toBe(200);
        expect(res.json<{ results: unknown[] }>().results).toEqual([]);
      }
  });

  it('a link from a secret point is listed to the author only, and its target is named through no secret point', async () => {
    const mentions = async (token: string | undefined) =>
      (await t.ok<BacklinkView[]>(t.call('GET', `backlinks/map/${target._id}`, { token }))).filter((b) => b.id === map._id).map((b) => b.where);
    expect((await mentions(roles.author.token)).sort()).toEqual(['Ashford', SECRET_NAME]);
    for (const token of Object.values(readers())) {
      expect(await mentions(token)).toEqual(['Ashford']);
      expectNoSecret((await t.call('GET', `backlinks/map/${target._id}`, { token })).body);
      // The link titles a reader may ask for are those of the points they receive.
      const links = Object.values((await t.getMap(token, map._id)).points).flatMap((point) => point.links);
      expect(links).toHaveLength(1);
    }
  });

  it('a mention in a point’s description is a backlink too: from a secret point, the author’s only', async () => {
    await t.updated(roles.author.token, map._id, [
      sentPoint('ford', { name: 'Ford', description: `Down to [[map:${target._id}]].` }),
      sentPoint('vault', { name: 'Hidden vault', description: `A stair to [[map:${target._id}]].`, secret: true }),
    ]);
    const mentions = async (token: string | undefined) =>
      (await t.ok<BacklinkView[]>(t.call('GET', `backlinks/map/${target._id}`, { token }))).filter((b) => b.id === map._id).map((b) => b.where);
    expect(await mentions(roles.author.token)).toEqual(expect.arrayContaining(['Ford', 'Hidden vault']));
    for (const token of Object.values(readers())) {
      expect(await mentions(token)).toContain('Ford');
      expect(await mentions(token)).not.toContain('Hidden vault');
    }
    await t.updated(roles.author.token, map._id, [], ['ford', 'vault']);
    expect(await mentions(roles.author.token)).not.toContain('Ford');
  });

  it('unmarked, a point reaches readers again, and its link with it', async () => {
    await t.updated(roles.author.token, map._id, [sentPoint('lair', { name: SECRET_NAME, description: SECRET_TEXT, secret: false })]);
    const seen = await t.getMap(roles.member.token, map._id);
    expect(Object.keys(seen.points).sort()).toEqual(['lair', 'town']);
    const listed = await t.ok<BacklinkView[]>(t.call('GET', `backlinks/map/${target._id}`, { token: roles.member.token }));
    expect(listed.map((b) => b.where).sort()).toEqual(['Ashford', SECRET_NAME]);
  });
});
