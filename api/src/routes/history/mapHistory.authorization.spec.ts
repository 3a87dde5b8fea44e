import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import { openMapsApp, type MapsApp } from '../maps/testing/mapsTesting';
import { expectHistoryMatrix } from './testing/paidHistoryTesting';

// Every history endpoint × every role around one private map of a private world.

let t: MapsApp;
beforeAll(async () => {
  t = await openMapsApp();
});
afterAll(() => t.close());

describe('authorization of a map history', () => {
  it('only those who may edit the map read its history and restore it; the others hear what the map routes answer', async () => {
    const roles = await t.worldWithRoles();
    await t.grant(roles.author.id);
    const map = await t.newMap(roles.author.token, roles.world._id);
    await expectHistoryMatrix(t, 'map', map._id, roles, m);
  });

  it('a map that does not exist is not found', async () => {
    const author = await t.mapAuthor();
    await t.expectRefused(() => t.call('GET', 'history/map/nope', { token: author.token }), 404, m.notFound);
  });

  it('an author whose maps permission ended may read the history but not restore', async () => {
    const author = await t.mapAuthor('lapsed');
    const map = await t.newMap(author.token, author.worldID);
    await t.revoke(author.id);
    await t.ok(t.call('GET', `history/map/${map._id}`, { token: author.token }));
    const refused = await t.call('POST', `history/map/${map._id}/restore`, { token: author.token, payload: { revision: 0 } });
    expect(refused.statusCode).toBe(403);
  });
});
