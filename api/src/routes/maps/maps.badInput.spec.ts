import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarMessages as cm } from '@lorewright/domain/calendars/calendarMessages';
import { worldDateMessages as dm } from '@lorewright/domain/calendars/worldDate';
import { MAP_DESCRIPTION_MAX, MAP_POINTS_MAX, MAP_TITLE_MAX, POINT_DESCRIPTION_MAX } from '@lorewright/domain/maps/mapLimits';
import { mapMessages as m } from '@lorewright/domain/maps/mapMessages';
import type { MapView } from '@lorewright/domain/maps/mapView';
import { MEDIA_FILE_LIMIT_BYTES, mediaMessages } from '@lorewright/domain/media/mediaView';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { pngImage, svgImage, textFile } from '../../media/testing/testImages';
import { keyed, openMapsApp, sentPoint, type MapsApp } from './testing/mapsTesting';
import { expectEachClearlyRefused } from '../../testing/expectClearlyRefused';
import { expectSameAfter } from '../../testing/expectSameAfter';

// Bad map payloads are refused with a 4xx and a readable {error}, and store nothing: the map
// and the media library are as they were.

let t: MapsApp;
let token: string;
let worldID: string;
let map: MapView;
beforeAll(async () => {
  t = await openMapsApp();
  const ann = await t.mapAuthor('ann');
  ({ token, worldID } = ann);
  map = await t.newMap(token, worldID);
  map = await t.updated(token, map._id, [sentPoint('a'), sentPoint('b')]);
});
afterAll(() => t.close());

// The map, the library and the world's maps after the calls are what they were before them.
const unchanged = (calls: () => Promise<void>) =>
  expectSameAfter(
    async () => [await t.getMap(token, map._id), await t.library(token), await t.ok(t.call('GET', `map/maps?worldID=${worldID}`, { token }))],
    calls,
  );
const points = (sent: object, removedPointIDs?: unknown) => () =>
  t.call('PUT', `map/updatePoints/${map._id}`, { token, payload: { mapID: map._id, points: sent, ...(removedPointIDs ? { removedPointIDs } : {}) } });
const one = (extra: object) => points({ a: { ...sentPoint('a'), ...extra } });

describe('creating', () => {
  it('a file that is not a raster image, one over the 5 MB allowance, or none, and nothing is kept', () =>
    unchanged(async () => {
      await t.expectRefused(() => t.createMap(token, { worldID }, textFile()), 400, mediaMessages.notAnImage);
      await t.expectRefused(() => t.createMap(token, { worldID }, svgImage()), 400, mediaMessages.notAnImage);
      await t.expectRefused(() => t.createMap(token, { worldID }, pngImage(MEDIA_FILE_LIMIT_BYTES + 1)), 413, mediaMessages.tooLarge);
      await t.expectRefused(() => t.createMap(token, { worldID }, null), 400, m.provideImage);
      await t.expectRefused(() => t.createMap(token, { worldID }, pngImage(), 'picture'), 400, m.provideImage);
      await t.expectRefused(() => t.call('POST', 'map/newMap', { token, payload: { title: 'x', worldID } }), 400, m.provideImage);
    }));

  it('a blank or too long title, a too long description, a missing or unknown world', () =>
    unchanged(async () => {
      await t.expectRefused(() => t.createMap(token, { worldID, title: ' \u200B ' }), 400, m.enterName);
      await t.expectRefused(() => t.createMap(token, { worldID, title: 'x'.repeat(MAP_TITLE_MAX + 1) }), 400, m.titleTooLong);
      await t.expectRefused(() => t.createMap(token, { worldID, description: 'x'.repeat(MAP_DESCRIPTION_MAX + 1) }), 400, m.descriptionTooLong);
      await t.expectRefused(() => t.createMap(token, {}), 400, wm.chooseWorld);
      await t.expectRefused(() => t.createMap(token, { worldID: 'nope' }), 404, wm.notFound);
    }));

  it('an upload past the 5 MB quota shared with the media library is refused', async () => {
    const bob = await t.mapAuthor('bob');
    expect((await t.createMap(bob.token, { worldID: bob.worldID }, pngImage(3 * 1024 * 1024))).statusCode).toBe(201);
    await t.expectRefused(() => t.createMap(bob.token, { worldID: bob.worldID }, pngImage(2 * 1024 * 1024 + 1)), 400, mediaMessages.quotaExceeded);
    expect((await t.library(bob.token)).media).toHaveLength(1);
  });
});

describe('points', () => {
  it('outside the map, an unknown icon, a bad colour, too long texts, bad ids and revisions', () =>
    unchanged(async () => {
      await t.expectRefused(one({ x: 1.01 }), 400, m.outsideMap);
      await t.expectRefused(one({ y: -0.1 }), 400, m.outsideMap);
      await t.expectRefused(one({ x: '0.5' }), 400, m.outsideMap);
      await t.expectRefused(one({ icon: 'dragon' }), 400, m.unknownIcon);
      await t.expectRefused(one({ color: 'red' }), 400, m.colorInvalid);
      await t.expectRefused(one({ color: '#ff544' }), 400, m.colorInvalid);
      await t.expectRefused(one({ name: ' ' }), 400, m.nameRequired);
      await t.expectRefused(one({ description: 'x'.repeat(POINT_DESCRIPTION_MAX + 1) }), 400, m.pointDescriptionTooLong);
      await t.expectRefused(one({ revision: -1 }), 400, m.revisionInvalid);
      await t.expectRefused(one({ secret: 'yes' }), 400, m.secretInvalid);
      await t.expectRefused(points({ '../x': sentPoint('../x') }), 400, m.choosePoint);
      await t.expectRefused(points({ a: sentPoint('b', { x: 0.1 }) }), 400, m.pointIdMismatch);
      await t.expectRefused(points({}, ['../x']), 400, m.choosePoint);
    }));

  it("a backwards period, a month or day the world's calendar lacks, or a period of the wrong shape, and nothing is stored", () =>
    unchanged(async () => {
      await t.expectRefused(one({ period: { from: { year: 1320 }, until: { year: 1150 } } }), 400, dm.periodBackwards);
      await t.expectRefused(one({ period: { from: { year: 1200, month: 13 } } }), 400, dm.monthNotInCalendar(13));
      await t.expectRefused(one({ period: { until: { year: 1200, month: 2, day: 30 } } }), 400, cm.dayNotInMonth);
      await t.expectRefused(one({ period: { from: { year: 1200, day: 3 } } }), 400, dm.dayWithoutMonth);
      await t.expectRefused(one({ period: { from: { year: 1.5 } } }), 400, dm.yearInvalid);
      await t.expectRefused(one({ period: '1150-1320' }), 400, dm.periodInvalid);
      // One bad period among good ones refuses the whole list.
      await t.expectRefused(
        points({ a: { ...sentPoint('a'), period: { from: { year: 1150 } } }, c: { ...sentPoint('c'), period: { from: { year: 1150, month: 13 } } } }),
        400,
        dm.monthNotInCalendar(13),
      );
    }));

  it('a map read as of a date that is not one', () =>
    unchanged(async () => {
      for (const asOf of ['yesterday', '1200-', '1200-13-1-1', '1200-0', '1200-2-0', `${'9'.repeat(12)}`, '1200&asOf=1300'])
        await t.expectRefused(() => t.call('GET', `map/${map._id}?asOf=${asOf}`, { token }), 400, dm.asOfInvalid);
    }));

  it('more points in one call than a map may hold, or more than this map may still take, are refused whole', () =>
    unchanged(async () => {
      const many = Array.from({ length: MAP_POINTS_MAX + 1 }, (_, i) => sentPoint(`p${i}`));
      await t.expectRefused(points(keyed(...many)), 400, m.tooManyPoints);
      const long = many.slice(1).map((point) => ({ ...point, description: 'x'.repeat(POINT_DESCRIPTION_MAX) }));
      await t.expectRefused(points(keyed(...long)), 413, 'The request is too large.');
      const tooMany = Array.from({ length: MAP_POINTS_MAX - 1 }, (_, i) => sentPoint(`p${i}`));
      await t.expectRefused(points(keyed(...tooMany)), 400, m.tooManyPoints);
    }));

  it('a map id that differs from the address, or a map that does not exist', () =>
    unchanged(async () => {
      await t.expectRefused(() => t.call('PUT', `map/updatePoints/${map._id}`, { token, payload: { mapID: 'other', points: {} } }), 400, m.chooseMap);
      await t.expectRefused(() => t.call('PUT', 'map/updatePoints/nope', { token, payload: { mapID: 'nope', points: {} } }), 404, m.notFound);
      await t.expectRefused(() => t.call('GET', 'map/nope', { token }), 404, m.notFound);
    }));
});

describe('point images and links', () => {
  it('an image for a point that does not exist, or not an image, keeps nothing', () =>
    unchanged(async () => {
      await t.expectRefused(() => t.uploadPointImage(token, map._id, 'nope'), 404, m.choosePoint);
      await t.expectRefused(() => t.uploadPointImage(token, 'nope', 'a'), 404, m.notFound);
      await t.expectRefused(() => t.uploadPointImage(token, map._id, 'a', textFile()), 400, mediaMessages.notAnImage);
      await t.expectRefused(() => t.uploadPointImage(token, map._id, 'a', pngImage(MEDIA_FILE_LIMIT_BYTES + 1)), 413, mediaMessages.tooLarge);
      await t.expectRefused(
        () => t.send('map/uploadPointImage', token, { mapID: map._id, map_point: { bytes: pngImage(), filename: 'p.png', type: 'image/png' } }),
        400,
        m.choosePoint,
      );
      await t.expectRefused(() => t.call('POST', 'map/deletePointImage', { token, payload: { mapID: map._id, pointID: 'nope' } }), 404, m.choosePoint);
    }));

  it('a link to nothing, to another world, to a timeline, of an unknown kind, or one that is not there', async () => {
    const other = await t.mapAuthor('other');
    const elsewhere = await t.newMap(other.token, other.worldID);
    const link = (pointID: string, target: unknown) => () => t.call('POST', 'map/addLink', { token, payload: { mapID: map._id, pointID, link: target } });
    await unchanged(async () => {
      await t.expectRefused(link('a', { type: 'map', id: 'nope' }), 400, m.linkTargetMissing);
      await t.expectRefused(link('a', { type: 'map', id: elsewhere._id }), 400, m.linkTargetMissing);
      await t.expectRefused(link('a', { type: 'timeline', id: 'any' }), 400, m.linkTargetMissing);
      await t.expectRefused(link('a', { type: 'language', id: map._id }), 400, m.linkInvalid);
      await t.expectRefused(link('a', 'map'), 400, m.linkInvalid);
      await t.expectRefused(link('nope', { type: 'map', id: map._id }), 404, m.choosePoint);
      await t.expectRefused(() => t.call('POST', 'map/removeLink', { token, payload: { mapID: map._id, pointID: 'a', linkID: 'nope' } }), 404, m.chooseLink);
    });
  });

  it('a rename to a blank or too long title', () =>
    unchanged(async () => {
      const rename = (title: string) => () => t.call('PUT', 'map/rename', { token, payload: { mapID: map._id, worldID, title } });
      await t.expectRefused(rename('  '), 400, m.nameRequired);
      await t.expectRefused(rename('x'.repeat(MAP_TITLE_MAX + 1)), 400, m.titleTooLong);
    }));
});

describe('wrong shapes', () => {
  it('wrong types anywhere in a body or query are a 4xx with {error}, never a 500, and change nothing', () =>
    unchanged(async () => {
      const bodies: unknown[] = [
        null,
        [],
        'text',
        { mapID: 42 },
        { mapID: map._id, points: [] },
        { mapID: map._id, points: 'all' },
        { mapID: map._id, points: { a: null } },
        { mapID: map._id, points: { a: { ...sentPoint('a'), x: null } } },
        { mapID: map._id, points: {}, removedPointIDs: 'a' },
        { mapID: map._id, pointID: ['a'], link: { type: 'map', id: {} } },
        { mapID: map._id, pointID: 7, linkID: 7 },
        JSON.parse('{"__proto__": {"title": "polluted"}, "constructor": {"prototype": {}}}'),
      ];
      const calls = [
        ...['map/addLink', 'map/removeLink', 'map/deletePointImage', 'map/delete'].flatMap((url) =>
          bodies.map((payload) => () => t.call('POST', url, { token, payload: payload as object })),
        ),
        ...bodies.map((payload) => () => t.call('PUT', `map/updatePoints/${map._id}`, { token, payload: payload as object })),
        ...bodies.map((payload) => () => t.call('PUT', 'map/rename', { token, payload: payload as object })),
        () => t.call('GET', 'map/maps?worldID=a&worldID=b', { token }),
        () => t.call('GET', 'map/maps', { token }),
        () => t.call('GET', `map/${'x'.repeat(5000)}`, { token }),
        () => t.send('map/newMap', token, { title: 'x'.repeat(20_000), worldID, map: { bytes: pngImage(), filename: 'm.png', type: 'image/png' } }),
      ];
      await expectEachClearlyRefused(calls);
    }));
});
