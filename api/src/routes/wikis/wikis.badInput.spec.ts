import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarMessages as cm } from '@lorewright/domain/calendars/calendarMessages';
import { worldDateMessages as dm } from '@lorewright/domain/calendars/worldDate';
import { MEDIA_FILE_LIMIT_BYTES, mediaMessages } from '@lorewright/domain/media/mediaView';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import {
  WIKI_FIELD_MAX,
  WIKI_SECTION_CONTENT_MAX,
  WIKI_SECTION_TITLE_MAX,
  WIKI_SECTIONS_MAX,
  WIKI_SUBTITLE_MAX,
  WIKI_TITLE_MAX,
  WIKI_VALUE_MAX,
} from '@lorewright/domain/wikis/wikiLimits';
import { wikiMessages as m } from '@lorewright/domain/wikis/wikiMessages';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { pngImage, svgImage, textFile } from '../../media/testing/testImages';
import { openWikisApp, type WikisApp } from './testing/wikisTesting';
import { expectEachClearlyRefused } from '../../testing/expectClearlyRefused';

// Bad wiki payloads are refused with a 4xx and a readable {error}, and store nothing.

let t: WikisApp;
let token: string;
let worldID: string;
let wiki: WikiView;
beforeAll(async () => {
  t = await openWikisApp();
  const ann = await t.person('ann');
  token = ann.token;
  worldID = (await t.createWorld(token))._id;
  wiki = await t.newWiki(token, worldID);
});
afterAll(() => t.close());

const creating = (payload: object) => () =>
  t.call('POST', 'creation/newWiki', { token, payload: { category: 'places', title: 'Hollowmere', worldID, ...payload } });
const editing =
  (payload: object, wikiId = wiki._id) =>
  () =>
    t.call('PUT', `creation/updateWiki/${wikiId}`, { token, payload });

describe('creating', () => {
  it('an unknown category, a blank or too long title, a too long subtitle', async () => {
    await t.expectRefused(creating({ category: 'monsters' }), 400, m.unknownCategory);
    await t.expectRefused(creating({ category: undefined }), 400, m.unknownCategory);
    await t.expectRefused(creating({ title: ' \u200B ' }), 400, m.nameRequired);
    await t.expectRefused(creating({ title: undefined }), 400, m.nameRequired);
    await t.expectRefused(creating({ title: 'x'.repeat(WIKI_TITLE_MAX + 1) }), 400, m.titleTooLong);
    await t.expectRefused(creating({ subtitle: 'x'.repeat(WIKI_SUBTITLE_MAX + 1) }), 400, m.subtitleTooLong);
  });

  it('a world that does not exist, or a parent that is not a wiki', async () => {
    await t.expectRefused(creating({ worldID: 'nope' }), 404, wm.notFound);
    await t.expectRefused(creating({ worldID: '' }), 400, wm.chooseWorld);
    await t.expectRefused(creating({ parentID: 'nope' }), 400, m.parentNotWiki);
  });
});

describe('editing', () => {
  it('oversize fields and sections', async () => {
    await t.expectRefused(editing({ title: '' }), 400, m.nameRequired);
    await t.expectRefused(editing({ headerFields: [{ _id: 'f', field: 'x'.repeat(WIKI_FIELD_MAX + 1), value: '' }] }), 400, m.fieldTooLong);
    await t.expectRefused(editing({ headerFields: [{ _id: 'f', field: '', value: 'x'.repeat(WIKI_VALUE_MAX + 1) }] }), 400, m.valueTooLong);
    await t.expectRefused(editing({ sections: [{ _id: 's', title: 'x'.repeat(WIKI_SECTION_TITLE_MAX + 1), content: '' }] }), 400, m.sectionTitleTooLong);
    await t.expectRefused(editing({ sections: [{ _id: 's', title: '', content: 'x'.repeat(WIKI_SECTION_CONTENT_MAX + 1) }] }), 400, m.sectionContentTooLong);
    const many = Array.from({ length: WIKI_SECTIONS_MAX + 1 }, (_, i) => ({ _id: `s${i}`, title: '', content: '' }));
    await t.expectRefused(editing({ sections: many }), 400, m.tooManySections);
  });

  it('bad ids, duplicate ids, opacity out of range, a background that is not from the library', async () => {
    await t.expectRefused(editing({ sections: [{ _id: '../x', title: '', content: '' }] }), 400, m.partIdInvalid);
    await t.expectRefused(
      editing({
        sections: [
          { _id: 's', title: '', content: '' },
          { _id: 's', title: '', content: '' },
        ],
      }),
      400,
      m.duplicatePart,
    );
    await t.expectRefused(editing({ sections: [{ _id: 's', title: '', content: '', revision: -1 }] }), 400, m.revisionInvalid);
    await t.expectRefused(editing({ overlayOpacity: 10 }), 400, m.overlayOpacity);
    await t.expectRefused(editing({ images: [{ _id: 'nope', visibility: 'private' }] }), 409, m.partNotFound);
    await t.expectRefused(editing({ images: [{ _id: wiki.images[0]._id, visibility: 'secret' }] }), 400, m.chooseVisibility);
    await t.expectRefused(editing({ backgroundMediaID: 'nope' }), 400, m.chooseMedia);
  });

  it('a wiki that does not exist', async () => {
    await t.expectRefused(editing({ title: 'x' }, 'nope'), 404, m.notFound);
    await t.expectRefused(() => t.call('GET', 'creation/wiki/nope', { token }), 404, m.notFound);
    await t.expectRefused(() => t.call('GET', 'creation/wikis', { token }), 400, wm.chooseWorld);
    await t.expectRefused(() => t.call('PUT', 'wiki/rename', { token, payload: { wikiID: 'nope', worldID, title: 'x' } }), 404, m.notFound);
    await t.expectRefused(() => t.call('PUT', 'wiki/rename', { token, payload: { wikiID: wiki._id, worldID, title: '  ' } }), 400, m.nameRequired);
    await t.expectRefused(() => t.call('POST', 'wiki/delete', { token, payload: { wikiID: 'nope', worldID } }), 404, m.notFound);
    await t.expectRefused(
      () => t.call('POST', 'updateElementVisibility', { token, payload: { element: 'wiki', elementID: 'nope', worldID, visibility: 'public' } }),
      404,
      m.notFound,
    );
    await t.expectRefused(() => t.call('POST', 'creation/deleteWikiImage', { token, payload: { wikiID: wiki._id, imageID: 'nope' } }), 404, m.partNotFound);
  });
});

describe('dates', () => {
  it('a month the world’s calendar lacks, a backwards or shapeless period, on the life or any part: 400, nothing stored', async () => {
    const before = await t.getWiki(token, wiki._id);
    const field = before.headerFields[0];
    const thirteenth = { from: { year: 1200, month: 13 } };
    const backwards = { from: { year: 1200 }, until: { year: 1100 } };
    await t.expectRefused(editing({ title: 'Dated', lifespan: thirteenth }), 400, dm.monthNotInCalendar(13));
    await t.expectRefused(editing({ headerFields: [{ ...field, period: thirteenth }] }), 400, dm.monthNotInCalendar(13));
    await t.expectRefused(
      editing({ sections: [{ _id: 'd', title: 'D', content: '', period: { until: { year: 1200, month: 13 } } }] }),
      400,
      dm.monthNotInCalendar(13),
    );
    await t.expectRefused(editing({ lifespan: { from: { year: 1200, month: 2, day: 30 } } }), 400, cm.dayNotInMonth);
    await t.expectRefused(editing({ title: 'Dated', lifespan: backwards }), 400, dm.periodBackwards);
    await t.expectRefused(editing({ headerFields: [{ ...field, period: backwards }] }), 400, dm.periodBackwards);
    await t.expectRefused(editing({ sections: [{ _id: 'd', title: 'D', content: '', period: backwards }] }), 400, dm.periodBackwards);
    await t.expectRefused(editing({ lifespan: { from: { year: 1200, day: 3 } } }), 400, dm.dayWithoutMonth);
    await t.expectRefused(editing({ lifespan: { from: { year: 1.5 } } }), 400, dm.yearInvalid);
    await t.expectRefused(editing({ lifespan: { since: { year: 1200 } } }), 400, dm.periodInvalid);
    await t.expectRefused(editing({ lifespan: '1200' }), 400, dm.periodInvalid);
    // A date taken from a timeline point names the timeline and the point, and nothing more.
    for (const point of [
      { timelineID: 5, nodeID: 'n' },
      { timelineID: 't' },
      { timelineID: 't', nodeID: 'n', end: false },
      { timelineID: 't', nodeID: 'n', x: 1 },
      'n',
      { timelineID: 't'.repeat(65), nodeID: 'n' },
    ]) {
      await t.expectRefused(editing({ lifespan: { from: { year: 1200, point } } }), 400, dm.pointInvalid);
    }
    expect(await t.getWiki(token, wiki._id)).toEqual(before);
  });

  it('an asOf that is no date', async () => {
    for (const asOf of ['soon', '1200-', '1200-0', '1200-3-0', '12x', '1'.repeat(40), '1200-13-1-1']) {
      await t.expectRefused(() => t.call('GET', `creation/wiki/${wiki._id}?asOf=${encodeURIComponent(asOf)}`, { token }), 400, dm.asOfInvalid);
    }
  });
});

describe('refused section text from a co-typing room', () => {
  let section: string;
  beforeAll(async () => {
    section = (await t.updated(token, wiki._id, { sections: [{ _id: 'typed', title: 'Typed', content: 'Once.' }] })).sections[0]._id;
  });
  const typing = (payload: object) => () =>
    t.call('PUT', 'wiki/sectionText', { token, payload: { wikiID: wiki._id, sectionID: section, content: 'x', ...payload } });

  it('unknown wikis or sections, section ids that are no ids, a section of another wiki', async () => {
    await t.expectRefused(typing({ wikiID: 'nope' }), 404, m.notFound);
    await t.expectRefused(typing({ wikiID: '' }), 400, m.chooseWiki);
    await t.expectRefused(typing({ wikiID: undefined }), 400, m.chooseWiki);
    await t.expectRefused(typing({ sectionID: 'gone' }), 404, m.sectionNotFound);
    await t.expectRefused(typing({ sectionID: 'not an id!' }), 400, m.partIdInvalid);
    await t.expectRefused(typing({ sectionID: undefined }), 400, m.partIdInvalid);
    const other = await t.newWiki(token, worldID);
    const foreign = (await t.updated(token, other._id, { sections: [{ _id: 'elsewhere', title: 'Elsewhere', content: '' }] })).sections[0]._id;
    await t.expectRefused(typing({ sectionID: foreign }), 404, m.sectionNotFound);
  });

  it('no text, text that is no text, or more than a section holds; nothing is stored', async () => {
    await t.expectRefused(typing({ content: undefined }), 400, m.sectionTextRequired);
    await t.expectRefused(typing({ content: null }), 400, m.sectionContentTooLong);
    await t.expectRefused(typing({ content: ['x'] }), 400, m.sectionContentTooLong);
    await t.expectRefused(typing({ content: 'x'.repeat(WIKI_SECTION_CONTENT_MAX + 1) }), 400, m.sectionContentTooLong);
    expect((await t.getWiki(token, wiki._id)).sections.find((one) => one._id === section)?.content).toBe('Once.');
  });

  it('the longest text a section holds is saved', async () => {
    await t.ok(typing({ content: 'x'.repeat(WIKI_SECTION_CONTENT_MAX) })());
    expect((await t.getWiki(token, wiki._id)).sections.find((one) => one._id === section)?.content).toHaveLength(WIKI_SECTION_CONTENT_MAX);
  });
});

describe('wrong shapes', () => {
  it('wrong types anywhere in a body or query are a 4xx with {error}, never a 500, and change nothing', async () => {
    const before = await t.getWiki(token, wiki._id);
    const bodies: unknown[] = [
      null,
      [],
      'text',
      { title: 42 },
      { subtitle: ['a'] },
      { overlayOpacity: '0.5' },
      { sections: 'all' },
      { sections: [null] },
      { sections: [{ _id: 's', title: 1, content: {} }] },
      { headerFields: [{ _id: {}, field: 'a', value: 'b' }] },
      { removedSectionIDs: 'everything' },
      { removedHeaderFieldIDs: [7] },
      { images: { _id: 'x' } },
      { backgroundImage: { url: 'https://x' } },
      JSON.parse('{"__proto__": {"title": "polluted"}, "constructor": {"prototype": {}}}'),
    ];
    const calls = [
      ...bodies.map((payload) => () => t.call('PUT', `creation/updateWiki/${wiki._id}`, { token, payload: payload as object })),
      ...bodies.map((payload) => () => t.call('POST', 'creation/newWiki', { token, payload: payload as object })),
      ...bodies.map((payload) => () => t.call('PUT', 'wiki/rename', { token, payload: payload as object })),
      ...bodies.map((payload) => () => t.call('PUT', 'wiki/sectionText', { token, payload: payload as object })),
      ...bodies.map((payload) => () => t.call('POST', 'creation/deleteWikiImage', { token, payload: payload as object })),
      () => t.call('GET', 'creation/wikis?worldID=a&worldID=b', { token }),
      () => t.call('GET', `creation/wiki/${'x'.repeat(5000)}`, { token }),
    ];
    await expectEachClearlyRefused(calls);
    expect(await t.getWiki(token, wiki._id)).toEqual(before);
  });
});

describe('uploading', () => {
  it('a file that is not a raster image, or one over the 5 MB allowance, is refused and nothing is kept', async () => {
    const before = (await t.library(token)).media.length;
    await t.expectRefused(() => t.uploadImage(token, wiki._id, textFile()), 400, mediaMessages.notAnImage);
    await t.expectRefused(() => t.uploadImage(token, wiki._id, svgImage()), 400, mediaMessages.notAnImage);
    await t.expectRefused(() => t.uploadImage(token, wiki._id, pngImage(MEDIA_FILE_LIMIT_BYTES + 1)), 413, mediaMessages.tooLarge);
    await t.expectRefused(() => t.uploadImage(token, 'nope', pngImage()), 404, m.notFound);
    expect((await t.library(token)).media).toHaveLength(before);
    expect((await t.getWiki(token, wiki._id)).images).toHaveLength(1);
  });

  it('an upload that would pass the 5 MB quota shared with the media library is refused', async () => {
    const bob = await t.person('bob');
    const bobWiki = await t.newWiki(bob.token, (await t.createWorld(bob.token))._id);
    expect((await t.uploadImage(bob.token, bobWiki._id, pngImage(3 * 1024 * 1024))).statusCode).toBe(201);
    await t.expectRefused(() => t.uploadImage(bob.token, bobWiki._id, pngImage(2 * 1024 * 1024 + 1)), 400, mediaMessages.quotaExceeded);
    expect((await t.getWiki(bob.token, bobWiki._id)).images).toHaveLength(2);
  });
});
