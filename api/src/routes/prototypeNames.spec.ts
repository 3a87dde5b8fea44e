import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { elementMessages } from '@lorewright/domain/worlds/element.commands';
import { RESERVED_POINT_IDS } from '@lorewright/domain/maps/mapLimits';
import { mapMessages } from '@lorewright/domain/maps/mapMessages';
import { mediaMessages } from '@lorewright/domain/media/mediaView';
import { pngImage } from '../media/testing/testImages';
import { openMapsApp, sentPoint, type MapsApp } from './maps/testing/mapsTesting';
import { imageFile, multipart } from './media/testing/mediaTesting';
import { openWritingsApp, type WritingsApp } from './writings/testing/writingsTesting';
import { POOLED_BODY_BYTES } from '../plugins/largeJsonBodies';

// Names from a request (an element kind, an id, a slot) are looked up in Maps or by own
// property, never on a plain object: the names every object inherits are nothing in particular,
// answered 4xx with {error}, never a 500 and never an event.
const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

let t: WritingsApp;
let author: Awaited<ReturnType<WritingsApp['person']>>;
let worldId: string;
let writingId: string;
beforeAll(async () => {
  t = await openWritingsApp();
  author = await t.person('author');
  worldId = (await t.createWorld(author.token))._id;
  writingId = (await t.newDoc(author.token, worldId))._id;
});
afterAll(() => t.close());

const answer = async (res: Awaited<ReturnType<WritingsApp['call']>>) => ({ status: res.statusCode, body: res.json<unknown>() });

describe('the shared element routes dispatch by a Map', () => {
  it.each(INHERITED)('GET link/%s/{id} is an element that does not exist (404), signed in or not', async (name) => {
    for (const token of [undefined, author.token]) {
      expect(await answer(await t.call('GET', `link/${name}/${writingId}`, { token }))).toEqual({ status: 404, body: { error: elementMessages.notFound } });
      expect(await answer(await t.call('GET', `link/writing/${name}`, { token }))).toEqual({ status: 404, body: { error: elementMessages.notFound } });
    }
  });

  it('a kind that is named but not built yet is not found either, and a real one is', async () => {
    expect(await answer(await t.call('GET', `link/wiki/${writingId}`))).toEqual({ status: 404, body: { error: elementMessages.notFound } });
    await t.setWritingVisibility(author.token, worldId, writingId, 'public');
    await t.setVisibility(author.token, worldId, 'public');
    expect((await t.call('GET', `link/writing/${writingId}`)).statusCode).toBe(200);
  });

  it.each(INHERITED)('POST updateElementVisibility with element %s is refused with {error}, changing nothing', async (name) => {
    // The body schema lists the element names, so the name never reaches the dispatch.
    await t.expectRefused(
      () =>
        t.call('POST', 'updateElementVisibility', {
          token: author.token,
          payload: { element: name, elementID: writingId, worldID: worldId, visibility: 'private' },
        }),
      400,
      elementMessages.chooseElement,
    );
    const byId = await t.call('POST', 'updateElementVisibility', {
      token: author.token,
      payload: { element: 'writing', elementID: name, worldID: worldId, visibility: 'private' },
    });
    expect(byId.statusCode).toBe(404);
    expect(byId.json()).toEqual({ error: expect.any(String) });
  });

  it.each(INHERITED)('POST elementSearch for %s searches every kind in the Map and finds nothing', async (name) => {
    expect(await answer(await t.call('POST', 'elementSearch', { token: author.token, payload: { worldID: worldId, text: name } }))).toEqual({
      status: 200,
      body: { results: [] },
    });
    const world = await t.call('POST', 'elementSearch', { token: author.token, payload: { worldID: name, text: 'a' } });
    expect(world.statusCode).toBe(404);
  });
});

describe('ids named like inherited members', () => {
  it.each(INHERITED)('deleting media %s is not found and records nothing, also for a user with media', async (name) => {
    const { payload, contentType } = await multipart(imageFile(pngImage(100)));
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/updateAvatar',
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${author.token}` },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    await t.expectRefused(() => t.call('DELETE', `user/media/${name}`, { token: author.token }), 404, mediaMessages.notFound);
  });

  it.each(INHERITED)('no route answers %s in a param or a body field with a 500', async (name) => {
    const calls: [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object][] = [
      ['GET', `world/${name}`],
      ['POST', `world/${name}`, {}],
      ['GET', `creation/writing/${name}`],
      ['GET', `user/profile/${name}`],
      ['GET', `user/avatar/${name}`],
      ['DELETE', `deleteWorld/${name}`],
      ['POST', `notifications/readNotification/${name}`, {}],
      ['POST', `world/updateWorldImage/${name}`, {}],
      ['GET', `activate/${name}`],
      ['GET', `dev/mail/${name}`],
      ['POST', 'world/invitation', { invitationID: name }],
      ['POST', 'world/respondToInvitation', { invitationID: name, decision: 'accept' }],
      ['POST', 'world/members', { worldID: name }],
      ['POST', 'user/selectWorld', { worldID: name }],
      ['POST', 'user/toggleFollowWorld', { worldID: name }],
      ['POST', 'world/updateName', { worldID: name, name: 'x' }],
      ['POST', 'creation/writings', { worldID: name }],
      ['POST', 'creation/newWriting', { worldID: worldId, isFolder: false, parentID: name }],
      ['PUT', 'writing/rename', { writingID: name, name: 'x' }],
      ['POST', 'writing/delete', { writingID: name }],
      ['GET', `creation/wiki/${name}`],
      ['GET', `creation/wikis?worldID=${name}`],
      ['PUT', `creation/updateWiki/${name}`, { title: 'x' }],
      ['POST', `creation/uploadWikiImage/${name}`, {}],
      ['POST', 'creation/deleteWikiImage', { wikiID: name, imageID: 'x' }],
      ['POST', 'creation/newWiki', { worldID: worldId, category: 'places', title: 'x', parentID: name }],
      ['PUT', 'wiki/rename', { wikiID: name, worldID: worldId, title: 'x' }],
      ['POST', 'wiki/delete', { wikiID: name, worldID: worldId }],
      ['GET', `map/${name}`],
      ['GET', `map/maps?worldID=${name}`],
      ['PUT', `map/updatePoints/${name}`, { mapID: name, points: {} }],
      ['PUT', 'map/rename', { mapID: name, worldID: worldId, title: 'x' }],
      ['POST', 'map/delete', { mapID: name, worldID: worldId }],
      ['POST', 'map/deletePointImage', { mapID: name, pointID: 'x' }],
      ['POST', 'map/addLink', { mapID: name, pointID: 'x', link: { type: 'map', id: name } }],
      ['POST', 'map/removeLink', { mapID: name, pointID: 'x', linkID: 'x' }],
      ['GET', `link/map/${name}`],
      ['GET', `timeline/${name}`],
      ['POST', 'timeline/timelines', { worldID: name }],
      ['PUT', 'timeline/rename', { timelineID: name, worldID: worldId, title: 'x' }],
      ['POST', 'timeline/delete', { timelineID: name, worldID: worldId }],
      ['PUT', 'timeline/updateLines', { timelineID: name, lines: [] }],
      ['PUT', 'timeline/updateNodes', { timelineID: name, lineID: 'x', nodes: [] }],
      ['PUT', 'timeline/updateZones', { timelineID: name, zones: {} }],
      ['PUT', `timeline/${name}/update/`, { timelineID: name }],
      ['POST', 'timeline/deletePointImage', { timelineID: name, lineIndex: 0, nodeIndex: 0 }],
      ['POST', 'timeline/addLink', { timelineID: name, lineIndex: 0, nodeIndex: 0, link: { type: 'timeline', id: name } }],
      ['POST', 'timeline/removeLink', { timelineID: name, lineIndex: 0, nodeIndex: 0, linkID: 'x' }],
      ['GET', `link/timeline/${name}`],
      ['GET', `language/${name}`],
      ['GET', `myLanguages?worldID=${name}`],
      ['PUT', 'language/rename', { languageID: name, worldID: worldId, title: 'x' }],
      ['POST', 'language/delete', { languageID: name, worldID: worldId }],
      ['PUT', 'language/updateKeyMap', { languageID: name, keyMap: {} }],
      ['PUT', `language/${name}/updateStems/`, { stems: [] }],
      ['POST', 'language/addStem', { languageID: name, stem: { word: 'x', type: 'noun' } }],
      ['PUT', 'language/updateStem', { languageID: name, index: 0, stem: { word: 'x', type: 'noun' } }],
      ['POST', 'language/deleteStem', { languageID: name, index: 0 }],
      ['POST', 'language/deleteRune', { languageID: name, rune: 'x.png' }],
      ['GET', `link/language/${name}`],
      ['POST', 'validateResetPasswordCode', { code: name }],
    ];
    for (const [method, url, payload] of calls) {
      const res = await t.call(method, url, { token: author.token, ...(payload ? { payload } : {}) });
      expect(res.statusCode, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(500);
      expect(res.json(), `${method} ${url}`).toEqual({ error: expect.any(String) });
    }
  });
});

// A map's points are keyed by id in plain objects (the request's `points`, the answer's, the
// write side's state): a point is read by own property, so these names are no point; and no new
// point takes one as its id (mapLimits.ts RESERVED_POINT_IDS), since the web client keys its
// copy of the points by id too. Each refusal stores nothing and charges no media.
describe('map points are addressed only by ids that exist', () => {
  const POINT_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', 'isPrototypeOf', '__defineGetter__'];
  let maps: MapsApp;
  let cartographer: Awaited<ReturnType<MapsApp['mapAuthor']>>;
  let mapId: string;
  let linkTarget: string;
  beforeAll(async () => {
    maps = await openMapsApp();
    cartographer = await maps.mapAuthor();
    mapId = (await maps.newMap(cartographer.token, cartographer.worldID))._id;
    linkTarget = (await maps.newMap(cartographer.token, cartographer.worldID, { title: 'Another' }))._id;
    await maps.updated(cartographer.token, mapId, [sentPoint('real')]);
  });
  afterAll(() => maps.close());

  // The map still has its one point, whole, and the library what it had.
  const unchanged = async (library: { totalSize: number; count: number }) => {
    const map = await maps.getMap(cartographer.token, mapId);
    expect(Object.keys(map.points)).toEqual(['real']);
    expect(map.points.real).toMatchObject({ ...sentPoint('real'), image: null, links: [] });
    const now = await maps.library(cartographer.token);
    expect({ totalSize: now.totalSize, count: now.media.length }).toEqual(library);
  };
  const libraryNow = async () => {
    const { totalSize, media } = await maps.library(cartographer.token);
    return { totalSize, count: media.length };
  };
  // The body as JSON text, so `__proto__` is sent as a key like any other.
  const updatePoints = (points: string) =>
    maps.app.inject({
      method: 'PUT',
      url: `/api/v1/map/updatePoints/${mapId}`,
      payload: `{"mapID":${JSON.stringify(mapId)},"points":{${points}}}`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${cartographer.token}` },
    });
  const keyed = (name: string) => `${JSON.stringify(name)}:${JSON.stringify(sentPoint(name))}`;

  it('every name a plain object inherits is reserved', () => {
    for (const name of [...Object.getOwnPropertyNames(Object.prototype), 'prototype']) expect(RESERVED_POINT_IDS.has(name), name).toBe(true);
  });

  it.each(POINT_NAMES)('PUT map/updatePoints with a new point %s is refused with a 400, storing nothing of the call', async (name) => {
    const library = await libraryNow();
    // `__proto__` never gets past the JSON parser; every other name is the decider's refusal.
    const error = name === '__proto__' ? 'The request body is not valid JSON.' : mapMessages.pointIdReserved;
    await maps.expectRefused(() => updatePoints(keyed(name)), 400, error);
    await maps.expectRefused(() => updatePoints(`${keyed('fresh')},${keyed(name)}`), 400, error);
    await unchanged(library);
  });

  it('PUT map/updatePoints with __proto__ among a body large enough to be parsed on the work pool is refused the same way', async () => {
    const library = await libraryNow();
    const many = Array.from({ length: 1_200 }, (_, n) => keyed(`fresh${n}`)).join(',');
    expect(many.length).toBeGreaterThan(POOLED_BODY_BYTES);
    await maps.expectRefused(() => updatePoints(`${many},${keyed('__proto__')}`), 400, 'The request body is not valid JSON.');
    await unchanged(library);
  });

  it.each(POINT_NAMES)('PUT map/updatePoints removing %s removes nothing', async (name) => {
    const library = await libraryNow();
    const res = await maps.updatePoints(cartographer.token, mapId, [], [name]);
    expect(res.statusCode, res.body).toBe(200);
    await unchanged(library);
  });

  it.each(POINT_NAMES)('addLink, removeLink and deletePointImage on point %s are not found (404), never a 500', async (name) => {
    const library = await libraryNow();
    const token = cartographer.token;
    const calls = [
      () => maps.call('POST', 'map/addLink', { token, payload: { mapID: mapId, pointID: name, link: { type: 'map', id: linkTarget } } }),
      () => maps.call('POST', 'map/removeLink', { token, payload: { mapID: mapId, pointID: name, linkID: 'l1' } }),
      () => maps.call('POST', 'map/deletePointImage', { token, payload: { mapID: mapId, pointID: name } }),
    ];
    for (const call of calls) await maps.expectRefused(call, 404, mapMessages.choosePoint);
    await unchanged(library);
  });

  it.each(POINT_NAMES)('uploadPointImage for point %s is not found (404) and charges no media', async (name) => {
    const library = await libraryNow();
    await maps.expectRefused(() => maps.uploadPointImage(cartographer.token, mapId, name), 404, mapMessages.choosePoint);
    await unchanged(library);
  });

  it('the real point still takes an image and a link, and loses them again', async () => {
    expect((await maps.uploadPointImage(cartographer.token, mapId, 'real')).statusCode).toBe(201);
    const linked = await maps.ok<{ link: { _id: string } }>(
      maps.call('POST', 'map/addLink', { token: cartographer.token, payload: { mapID: mapId, pointID: 'real', link: { type: 'map', id: linkTarget } } }),
    );
    const shown = (await maps.getMap(cartographer.token, mapId)).points.real;
    expect({ image: shown.image !== null, links: shown.links.map((link) => link._id) }).toEqual({ image: true, links: [linked.link._id] });
    await maps.ok(maps.call('POST', 'map/removeLink', { token: cartographer.token, payload: { mapID: mapId, pointID: 'real', linkID: linked.link._id } }));
    await maps.ok(maps.call('POST', 'map/deletePointImage', { token: cartographer.token, payload: { mapID: mapId, pointID: 'real' } }));
    expect((await maps.getMap(cartographer.token, mapId)).points.real).toMatchObject({ image: null, links: [] });
  });
});
