import { describe, expect, it } from 'vitest';
import { NOT_OWNED_MESSAGE } from '@lorewright/domain/accounts/permissions';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapView } from '@lorewright/domain/maps/mapView';
import { describePaidMatrix, paidChanges, paidElementRows, paidHeadRows, paidReads, type PaidEndpoint } from '../paidMatrix';
import { onlyWorldAuthor, privateWorld, type Outcome } from '../roleMatrix';
import { openMapsApp, sentPoint, type MapsApp } from './testing/mapsTesting';

// Every map endpoint × every role around one private world holding a private map: the world's
// author (holding the 'maps' permission), an accepted member, a member whose account is
// blocked, a signed-in stranger, nobody — and the author without the permission (`unpaid`),
// who may still read and delete but not change. A refusal gives its status and text and stores
// nothing; an allowed call succeeds.

interface Target {
  worldID: string;
  map: MapView;
}

const privateMap: Outcome = [403, m.isPrivate];
const onlyAuthor: Outcome = [403, m.onlyAuthor];
const reads = paidReads;
const changes = (author: Outcome, unpaid?: Outcome) => paidChanges(author, onlyAuthor, unpaid);
const rows = { kind: 'map' as const, id: ({ map }: Target) => map._id, changes };

const endpoints: Record<string, PaidEndpoint<Target, MapsApp>> = {
  'GET map/maps': { method: 'GET', url: ({ worldID }) => `map/maps?worldID=${worldID}`, expect: reads(privateWorld) },
  'GET map/{id}': { method: 'GET', url: ({ map }) => `map/${map._id}`, expect: reads(privateMap) },
  'GET map/{id}?asOf=': { method: 'GET', url: ({ map }) => `map/${map._id}?asOf=1200`, expect: reads(privateMap) },
  'POST map/newMap': {
    method: 'POST',
    url: () => 'map/newMap',
    upload: (token, { worldID }, t) => t.createMap(token, { worldID }),
    expect: { ...changes([201]), other: onlyWorldAuthor, member: onlyWorldAuthor },
  },
  ...paidHeadRows(rows, [200]),
  'PUT map/updatePoints/{id}': {
    method: 'PUT',
    url: ({ map }) => `map/updatePoints/${map._id}`,
    payload: ({ map }) => ({
      mapID: map._id,
      points: { p: sentPoint('p', { x: 0.25 }), n: sentPoint('n', { period: { from: { year: 1150 }, until: { year: 1320 } } }) },
      removedPointIDs: ['q'],
    }),
    fresh: true,
    expect: changes([200]),
  },
  'POST map/uploadPointImage': {
    method: 'POST',
    url: () => 'map/uploadPointImage',
    upload: (token, { map }, t) => t.uploadPointImage(token, map._id, 'p'),
    expect: changes([201]),
  },
  'POST map/deletePointImage': {
    method: 'POST',
    url: () => 'map/deletePointImage',
    payload: ({ map }) => ({ mapID: map._id, pointID: 'p' }),
    fresh: true,
    expect: changes([200]),
  },
  'POST map/addLink': {
    method: 'POST',
    url: () => 'map/addLink',
    payload: ({ map }) => ({ mapID: map._id, pointID: 'q', link: { type: 'map', id: map._id } }),
    fresh: true,
    expect: changes([200]),
  },
  'POST map/removeLink': {
    method: 'POST',
    url: () => 'map/removeLink',
    payload: ({ map }) => ({ mapID: map._id, pointID: 'p', linkID: map.points.p.links[0]._id }),
    fresh: true,
    expect: changes([200]),
  },
  ...paidElementRows(rows, 'Known'),
};

// A map with points p and q, p showing an image and linking to the map itself.
const furnishedMap = async (t: MapsApp, token: string, worldID: string): Promise<Target> => {
  const map = await t.newMap(token, worldID);
  await t.updated(token, map._id, [sentPoint('p'), sentPoint('q')]);
  expect((await t.uploadPointImage(token, map._id, 'p')).statusCode).toBe(201);
  await t.ok(t.call('POST', 'map/addLink', { token, payload: { mapID: map._id, pointID: 'p', link: { type: 'map', id: map._id } } }));
  return { worldID, map: await t.getMap(token, map._id) };
};

const opened = describePaidMatrix('map', { open: openMapsApp, furnished: furnishedMap, endpoints, timeout: 30_000 });

describe('map endpoints beyond the matrix', () => {
  it("neither a stranger's nor an unpaid author's upload is ever stored, even in their own library", async () => {
    const { t, roles, shared } = opened();
    const count = async (token: string) => (await t.library(token)).media.length;
    const [other, author] = [await count(roles.other.token), await count(roles.author.token)];
    await t.expectRefused(() => t.uploadPointImage(roles.other.token, shared.map._id, 'p'), 403, m.onlyAuthor);
    await t.expectRefused(() => t.createMap(roles.other.token, { worldID: shared.worldID }), 403, onlyWorldAuthor[1]!);
    await t.revoke(roles.author.id);
    await t.expectRefused(() => t.createMap(roles.author.token, { worldID: shared.worldID }), 403, NOT_OWNED_MESSAGE);
    await t.expectRefused(() => t.uploadPointImage(roles.author.token, shared.map._id, 'p'), 403, NOT_OWNED_MESSAGE);
    await t.grant(roles.author.id);
    expect([await count(roles.other.token), await count(roles.author.token)]).toEqual([other, author]);
  });

  it("a map cannot be changed through another world's id, even by that world's author", async () => {
    const { t, shared } = opened();
    const bob = await t.mapAuthor('bob');
    const as = (payload: object) => ({ token: bob.token, payload: { mapID: shared.map._id, worldID: bob.worldID, ...payload } });
    await t.expectRefused(() => t.call('PUT', 'map/rename', as({ title: 'Mine' })), 404, m.notFound);
    await t.expectRefused(() => t.call('POST', 'map/delete', as({})), 404, m.notFound);
    await t.expectRefused(
      () =>
        t.call('POST', 'updateElementVisibility', {
          token: bob.token,
          payload: { element: 'map', elementID: shared.map._id, worldID: bob.worldID, visibility: 'public' },
        }),
      404,
      m.notFound,
    );
  });
});
