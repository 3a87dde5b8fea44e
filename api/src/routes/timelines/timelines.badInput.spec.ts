import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarMessages as cm } from '@lorewright/domain/calendars/calendarMessages';
import { FANTASY_CALENDAR_FILE_LIMIT_BYTES, fantasyCalendarMessages as fcm } from '@lorewright/domain/imports/fantasyCalendar/fantasyCalendarMessages';
import { GREGORIAN_EXPORT } from '@lorewright/domain/imports/fantasyCalendar/testing/fantasyCalendarExports';
import { mapMessages } from '@lorewright/domain/maps/mapMessages';
import { MEDIA_FILE_LIMIT_BYTES, mediaMessages } from '@lorewright/domain/media/mediaView';
import { NODE_SUBTITLE_MAX, TIMELINE_NODES_MAX, TIMELINE_TITLE_MAX } from '@lorewright/domain/timelines/timelineLimits';
import { timelineMessages as m } from '@lorewright/domain/timelines/timelineMessages';
import type { TimelineView } from '@lorewright/domain/timelines/timelineView';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import { pngImage, textFile } from '../../media/testing/testImages';
import { sentNode } from '@lorewright/domain/timelines/testing/timelineTesting';
import { fantasyCalendarFile, importCalendar } from './testing/calendarImportTesting';
import { openTimelinesApp, type TimelinesApp } from './testing/timelinesTesting';
import { expectEachClearlyRefused } from '../../testing/expectClearlyRefused';
import { expectSameAfter } from '../../testing/expectSameAfter';

// Bad timeline payloads are refused with a 4xx and a readable {error}, and store nothing: the
// timeline, the world's list and the media library are as they were.

let t: TimelinesApp;
let token: string;
let worldID: string;
let timeline: TimelineView;
beforeAll(async () => {
  t = await openTimelinesApp();
  ({ token, worldID } = await t.timelineAuthor('ann'));
  timeline = await t.furnished(token, worldID);
});
afterAll(() => t.close());

// The timeline, the library and the world's timelines after the calls are what they were before them.
const unchanged = (calls: () => Promise<void>) =>
  expectSameAfter(
    async () => [
      await t.getTimeline(token, timeline._id),
      await t.library(token),
      await t.ok(t.call('POST', 'timeline/timelines', { token, payload: { worldID } })),
    ],
    calls,
  );
const nodes =
  (sent: unknown[], lineID = 'l1') =>
  () =>
    t.updateNodes(token, timeline._id, lineID, sent as never);
const one = (extra: object) => nodes([{ ...sentNode('p'), ...extra }]);

describe('creating', () => {
  it('a blank or too long title, years that are not whole numbers, a missing or unknown world', () =>
    unchanged(async () => {
      await t.expectRefused(() => t.createTimeline(token, { worldID, title: ' \u200B ' }), 400, m.enterTitle);
      await t.expectRefused(() => t.createTimeline(token, { worldID, title: 'x'.repeat(TIMELINE_TITLE_MAX + 1) }), 400, m.titleTooLong);
      await t.expectRefused(() => t.createTimeline(token, { worldID, start: '10' }), 400, m.yearInvalid);
      await t.expectRefused(() => t.createTimeline(token, { worldID, end: 1.5 }), 400, m.yearInvalid);
      await t.expectRefused(() => t.createTimeline(token, { worldID, start: null }), 400, m.yearInvalid);
      await t.expectRefused(() => t.createTimeline(token, {}), 400, wm.chooseWorld);
      await t.expectRefused(() => t.createTimeline(token, { worldID: 'nope' }), 404, wm.notFound);
    }));
});

describe('points', () => {
  it('non-numbers for years, an unknown month, a day out of range, a range without its end, bad ids', () =>
    unchanged(async () => {
      await t.expectRefused(one({ year: 'ten' }), 400, m.yearInvalid);
      await t.expectRefused(one({ year: 1e300 }), 400, m.yearInvalid);
      await t.expectRefused(one({ year: 2.5 }), 400, m.yearInvalid);
      await t.expectRefused(one({ secret: 'yes' }), 400, m.secretInvalid);
      await t.expectRefused(one({ month: 'Thaw' }), 400, m.unknownMonth);
      await t.expectRefused(one({ month: 'February', day: 30 }), 400, cm.dayNotInMonth);
      await t.expectRefused(one({ type: 'range' }), 400, m.rangeNeedsEnd);
      await t.expectRefused(one({ title: ' ' }), 400, m.enterAllFields);
      await t.expectRefused(one({ subtitle: 'x'.repeat(NODE_SUBTITLE_MAX + 1) }), 400, m.textTooLong);
      await t.expectRefused(one({ parent: 'nope' }), 400, m.parentInvalid);
      await t.expectRefused(nodes([sentNode('../x')]), 400, m.choosePoint);
      await t.expectRefused(nodes([sentNode('n')], 'nope'), 404, m.chooseLine);
      await t.expectRefused(() => t.updateLines(token, timeline._id, [], ['../x']), 400, m.chooseLine);
    }));

  it(`100,000 points in one call, or more than ${TIMELINE_NODES_MAX} in all, are refused whole`, () =>
    unchanged(async () => {
      const many = Array.from({ length: 100_000 }, (_, i) => sentNode(`n${i}`));
      const res = await nodes(many)();
      expect(res.statusCode, res.body.slice(0, 200)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(typeof res.json<{ error: unknown }>().error).toBe('string');
      await t.expectRefused(nodes(many.slice(0, TIMELINE_NODES_MAX - 1)), 400, m.tooManyNodes);
      // The most a timeline holds, with the longest subtitles, fits the body limit: refused for
      // the two points already there, not for its size.
      const long = many.slice(0, TIMELINE_NODES_MAX).map((node) => ({ ...node, subtitle: 'x'.repeat(NODE_SUBTITLE_MAX) }));
      await t.expectRefused(nodes(long), 400, m.tooManyNodes);
    }));
});

describe('calendar, zones and customising', () => {
  const calendar =
    (sent: unknown, id = timeline._id) =>
    () =>
      t.call('PUT', `timeline/${id}/calendar`, { token, payload: { timelineID: timeline._id, calendar: sent } });
  it('a bad calendar, or one sent to another address', () =>
    unchanged(async () => {
      await t.expectRefused(calendar(null), 400, cm.invalidCalendar);
      await t.expectRefused(calendar({ name: '', months: [], days: [], weekdays: [], eras: [], hasYearZero: true, leapRules: [] }), 400, cm.nameRequired);
      const res = await calendar({ name: 'C', months: [{ name: 'M', numDays: -4 }], days: [], weekdays: [], eras: [], hasYearZero: true, leapRules: [] })();
      expect(res.statusCode, res.body).toBe(400);
      await t.expectRefused(calendar(timeline.calendar, 'other'), 400, m.chooseTimeline);
    }));

  it('deleting the default zone, a zone under another key, a bad overlay', () =>
    unchanged(async () => {
      await t.expectRefused(() => t.updateZones(token, timeline._id, {}, ['default']), 400, m.defaultZoneStays);
      await t.expectRefused(() => t.updateZones(token, timeline._id, { a: { _id: 'b', name: 'B', start: 1, end: 2 } }), 400, m.partIdMismatch);
      const customise = (payload: object) => () =>
        t.call('PUT', `timeline/${timeline._id}/update/`, { token, payload: { timelineID: timeline._id, ...payload } });
      await t.expectRefused(customise({ overlayColor: 'red' }), 400, m.overlayColor);
      await t.expectRefused(customise({ overlayOpacity: 2 }), 400, m.overlayOpacity);
    }));
});

describe('calendar import', () => {
  const send =
    (file: ReturnType<typeof fantasyCalendarFile> | null, id = timeline._id) =>
    () =>
      importCalendar(t, token, id, file);
  const withYearData = (yearData: object) => ({ ...GREGORIAN_EXPORT, static_data: { ...GREGORIAN_EXPORT.static_data, year_data: yearData } });
  it('no file, an empty one, not JSON, JSON that is no export, a file over 1 MB, an unknown timeline', () =>
    unchanged(async () => {
      await t.expectRefused(send(null), 400, fcm.noFile);
      await t.expectRefused(send(fantasyCalendarFile('')), 400, fcm.noFile);
      await t.expectRefused(() => t.send(`timeline/${timeline._id}/calendar/import`, token, { calendar: fantasyCalendarFile() }), 400, fcm.noFile);
      await t.expectRefused(() => t.call('POST', `timeline/${timeline._id}/calendar/import`, { token, payload: GREGORIAN_EXPORT }), 400, fcm.noFile);
      await t.expectRefused(send(fantasyCalendarFile('{"name": "Harptos",')), 400, fcm.notJson);
      await t.expectRefused(send(fantasyCalendarFile(pngImage())), 400, fcm.notJson);
      await t.expectRefused(send(fantasyCalendarFile({ name: 'Donjon', year_len: 365 })), 400, fcm.notFantasyCalendar);
      await t.expectRefused(send(fantasyCalendarFile(withYearData({ timespans: [] }))), 400, fcm.noMonths);
      await t.expectRefused(send(fantasyCalendarFile(withYearData({ timespans: [{ name: 'Thaw', length: 'long' }] }))), 400, fcm.badMonth);
      await t.expectRefused(send(fantasyCalendarFile(`${' '.repeat(FANTASY_CALENDAR_FILE_LIMIT_BYTES)}{}`)), 413, fcm.tooLarge);
      await t.expectRefused(send(fantasyCalendarFile(), 'nope'), 404, m.notFound);
    }));
});

describe('point images and links', () => {
  it('an image for a point that does not exist, or not an image, keeps nothing', () =>
    unchanged(async () => {
      await t.expectRefused(() => t.uploadNodeImage(token, timeline._id, { lineIndex: 0, nodeIndex: 9 }), 404, m.choosePoint);
      await t.expectRefused(() => t.uploadNodeImage(token, timeline._id, { lineIndex: 3, nodeIndex: 0 }), 404, m.chooseLine);
      await t.expectRefused(() => t.uploadNodeImage(token, 'nope', { lineIndex: 0, nodeIndex: 0 }), 404, m.notFound);
      await t.expectRefused(() => t.uploadNodeImage(token, timeline._id, { lineIndex: 0, nodeIndex: 0 }, textFile()), 400, mediaMessages.notAnImage);
      await t.expectRefused(
        () => t.uploadNodeImage(token, timeline._id, { lineIndex: 0, nodeIndex: 0 }, pngImage(MEDIA_FILE_LIMIT_BYTES + 1)),
        413,
        mediaMessages.tooLarge,
      );
      await t.expectRefused(() => t.uploadNodeImage(token, timeline._id, { lineIndex: 0 }), 400, m.choosePoint);
      await t.expectRefused(
        () => t.send('timeline/uploadPointImage', token, { timelineID: timeline._id, lineIndex: '0', nodeIndex: '0' }),
        400,
        mediaMessages.noFile,
      );
      await t.expectRefused(
        () => t.call('POST', 'timeline/deletePointImage', { token, payload: { timelineID: timeline._id, lineID: 'l1', nodeID: 'nope' } }),
        404,
        m.choosePoint,
      );
    }));

  it('a link to nothing, to another world, of an unknown kind, or one that is not there', async () => {
    const other = await t.timelineAuthor('other');
    const elsewhere = await t.newTimeline(other.token, other.worldID);
    const link =
      (target: unknown, nodeIndex = 0) =>
      () =>
        t.call('POST', 'timeline/addLink', { token, payload: { timelineID: timeline._id, lineIndex: 0, nodeIndex, link: target } });
    await unchanged(async () => {
      await t.expectRefused(link({ type: 'timeline', id: 'nope' }), 400, mapMessages.linkTargetMissing);
      await t.expectRefused(link({ type: 'timeline', id: elsewhere._id }), 400, mapMessages.linkTargetMissing);
      await t.expectRefused(link({ type: 'language', id: 'x' }), 400, m.linkInvalid);
      await t.expectRefused(link('timeline'), 400, m.linkInvalid);
      await t.expectRefused(link({ type: 'timeline', id: timeline._id }, 7), 404, m.choosePoint);
      await t.expectRefused(
        () => t.call('POST', 'timeline/removeLink', { token, payload: { timelineID: timeline._id, lineIndex: 0, nodeIndex: 0, linkID: 'nope' } }),
        404,
        m.chooseLink,
      );
    });
  });
});

describe('wrong shapes', () => {
  it('wrong types anywhere in a body are a 4xx with {error}, never a 500, and change nothing', () =>
    unchanged(async () => {
      const id = timeline._id;
      const bodies: unknown[] = [
        null,
        [],
        'text',
        { timelineID: 42 },
        { timelineID: id, lines: {} },
        { timelineID: id, lineID: 'l1', nodes: 'all' },
        { timelineID: id, lineID: 'l1', nodes: [null] },
        { timelineID: id, lineID: 'l1', nodes: [{ ...sentNode('p'), end: 'soon' }] },
        { timelineID: id, zones: [] },
        { timelineID: id, lineIndex: -1, nodeIndex: 'x', link: { type: 'wiki', id: {} } },
        { timelineID: id, lineID: ['l1'], nodeID: 7, linkID: 7 },
        { timelineID: id, calendar: { months: 'many' } },
        JSON.parse('{"__proto__": {"title": "polluted"}, "constructor": {"prototype": {}}}'),
      ];
      const calls = [
        ...[
          'timeline/addLink',
          'timeline/removeLink',
          'timeline/deletePointImage',
          'timeline/delete',
          'timeline/timelines',
          'timeline/newTimeline',
          `timeline/${id}/calendar/import`,
        ].flatMap((url) => bodies.map((payload) => () => t.call('POST', url, { token, payload: payload as object }))),
        ...['timeline/updateLines', 'timeline/updateNodes', 'timeline/updateZones', 'timeline/rename', `timeline/${id}/calendar`].flatMap((url) =>
          bodies.map((payload) => () => t.call('PUT', url, { token, payload: payload as object })),
        ),
        // Customising ignores fields it does not know, so only its own fields are wrong here.
        ...[null, [], { timelineID: id, backgroundImage: 5 }, { timelineID: id, overlayOpacity: '1' }, { timelineID: 'other' }].map(
          (payload) => () => t.call('PUT', `timeline/${id}/update/`, { token, payload: payload as object }),
        ),
        () => t.call('GET', `timeline/${'x'.repeat(5000)}`, { token }),
      ];
      await expectEachClearlyRefused(calls);
    }));
});
