import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarMessages as cm } from '@lorewright/domain/calendars/calendarMessages';
import { worldDateMessages as dm } from '@lorewright/domain/calendars/worldDate';
import type { HistoryPageView } from '@lorewright/domain/history/historyView';
import type { WikiVersionView } from '@lorewright/domain/history/wikiHistoryView';
import type { WikiAsOfView } from '@lorewright/domain/wikis/wikiPeriods';
import type { WikiListItem, WikiView } from '@lorewright/domain/wikis/wikiView';
import { wikiStream } from '@lorewright/commands/wikis/wikiStream';
import { openTimelinesApp } from '../timelines/testing/timelinesTesting';

// Dated facts of a wiki through the API: a header field with a value per reign, the wiki's own
// life, and the wiki read as of a date of its world (`?asOf=`), within what the reader may see;
// dates are checked on the calendar the world chose.

let t: Awaited<ReturnType<typeof openTimelinesApp>>;
beforeAll(async () => {
  t = await openTimelinesApp();
});
afterAll(() => t.close());

const years = (from?: number, until?: number) => ({
  ...(from !== undefined && { from: { year: from } }),
  ...(until !== undefined && { until: { year: until } }),
});
const RULERS = [
  { _id: 'aldric', field: 'Ruler', value: 'Aldric I', period: years(1100, 1149) },
  { _id: 'berengar', field: 'Ruler', value: 'Berengar', period: years(1150, 1199) },
  { _id: 'cyne', field: 'Ruler', value: 'Cyne', period: years(1200) },
];

const newWiki = async (token: string, worldID: string) => {
  t.clock.advance(1000);
  const { id } = await t.ok<{ id: string }>(t.call('POST', 'creation/newWiki', { token, payload: { category: 'places', title: 'Hollowmere', worldID } }), 201);
  return id;
};
const read = async (token: string | undefined, wikiId: string, asOf?: string) =>
  (await t.ok<{ wiki: WikiAsOfView }>(t.call('GET', `creation/wiki/${wikiId}${asOf === undefined ? '' : `?asOf=${asOf}`}`, { token }))).wiki;
const update = (token: string, wikiId: string, payload: object) => {
  t.clock.advance(1000);
  return t.call('PUT', `creation/updateWiki/${wikiId}`, { token, payload });
};
const updated = async (token: string, wikiId: string, payload: object) => (await t.ok<{ wiki: WikiView }>(update(token, wikiId, payload))).wiki;
const streamLength = async (wikiId: string) => (await t.stack.eventStore.readStream(wikiStream(wikiId))).length;

// Hollowmere, in a world of its own, with three rulers, a climate never dated, a siege section of
// 1175 and a life from 1090 to 1250.
const hollowmere = async (who: string) => {
  const author = await t.person(who);
  const worldID = (await t.createWorld(author.token))._id;
  const wikiId = await newWiki(author.token, worldID);
  await updated(author.token, wikiId, {
    lifespan: years(1090, 1250),
    headerFields: [...RULERS, { _id: 'climate', field: 'Climate', value: 'Wet' }],
    removedHeaderFieldIDs: (await read(author.token, wikiId)).headerFields.map((field) => field._id),
    sections: [
      { _id: 'siege', title: 'The siege', content: 'Walls fell.', period: years(1175, 1175) },
      { _id: 'land', title: 'The land', content: 'Marsh.' },
    ],
  });
  return { author, worldID, wikiId };
};

describe('a wiki read as of a date of its world', () => {
  it('shows each ruler alone in their reign, with the parts never dated', async () => {
    const { author, wikiId } = await hollowmere('ann');
    const rulers = async (asOf: string) => (await read(author.token, wikiId, asOf)).headerFields.map((field) => field.value);
    expect(await rulers('1120')).toEqual(['Aldric I', 'Wet']);
    expect(await rulers('1175')).toEqual(['Berengar', 'Wet']);
    expect(await rulers('1210')).toEqual(['Cyne', 'Wet']);
    expect((await read(author.token, wikiId, '1175-3-15')).sections.map((s) => s._id)).toEqual(['siege', 'land']);
    expect((await read(author.token, wikiId, '1176')).sections.map((s) => s._id)).toEqual(['land']);
  });

  it('answers the date it read and whether the wiki lived then; the life round-trips', async () => {
    const { author, wikiId } = await hollowmere('ann2');
    expect((await read(author.token, wikiId)).lifespan).toEqual(years(1090, 1250));
    expect(await read(author.token, wikiId, '1089')).toMatchObject({ asOf: { year: 1089 }, existsAsOf: false });
    expect(await read(author.token, wikiId, '1090')).toMatchObject({ existsAsOf: true });
    expect(await read(author.token, wikiId, '1250-12-31')).toMatchObject({ asOf: { year: 1250, month: 12, day: 31 }, existsAsOf: true });
    expect(await read(author.token, wikiId, '1251')).toMatchObject({ existsAsOf: false });
    const removed = await updated(author.token, wikiId, { lifespan: null });
    expect(removed).not.toHaveProperty('lifespan');
    expect(await read(author.token, wikiId, '-4000')).toMatchObject({ existsAsOf: true });
  });

  it('the world’s list of wikis carries a wiki’s life only when it has one', async () => {
    const { author, worldID, wikiId } = await hollowmere('ann5');
    const undated = await newWiki(author.token, worldID);
    const { wikis } = await t.ok<{ wikis: WikiListItem[] }>(t.call('GET', `creation/wikis?worldID=${worldID}`, { token: author.token }));
    expect(wikis.find((wiki) => wiki._id === wikiId)?.lifespan).toEqual(years(1090, 1250));
    expect(wikis.find((wiki) => wiki._id === undated)).not.toHaveProperty('lifespan');
  });

  it('without asOf the answer is the whole wiki, with no as-of keys; an empty asOf is none', async () => {
    const { author, wikiId } = await hollowmere('ann3');
    for (const wiki of [await read(author.token, wikiId), await read(author.token, wikiId, '')]) {
      expect(wiki.headerFields.map((field) => field._id)).toEqual(['aldric', 'berengar', 'cyne', 'climate']);
      expect(wiki.headerFields[0]).toEqual(RULERS[0]);
      expect(wiki.sections[0]).toMatchObject({ _id: 'siege', period: years(1175, 1175) });
      expect(wiki).not.toHaveProperty('asOf');
      expect(wiki).not.toHaveProperty('existsAsOf');
    }
  });

  it('a reader sees the as-of view of what they may see: secret parts stay hidden, dated or not', async () => {
    const { author, worldID, wikiId } = await hollowmere('ann4');
    const bob = await t.person('bob4');
    await t.setVisibility(author.token, worldID, 'public');
    await t.ok(
      t.call('POST', 'updateElementVisibility', { token: author.token, payload: { element: 'wiki', elementID: wikiId, worldID, visibility: 'public' } }),
    );
    await updated(author.token, wikiId, {
      headerFields: [{ _id: 'heir', field: 'Heir', value: 'The hidden prince', secret: true, period: years(1150, 1199) }],
      sections: [{ _id: 'plot', title: 'Plot', content: 'The poison.', secret: true, period: years(1175) }],
    });
    for (const token of [bob.token, undefined]) {
      const res = await t.call('GET', `creation/wiki/${wikiId}?asOf=1175`, { token });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('hidden prince');
      expect(res.body).not.toContain('The poison');
      const wiki = res.json<{ wiki: WikiAsOfView }>().wiki;
      expect(wiki.headerFields.map((field) => field.value)).toEqual(['Berengar', 'Wet']);
      expect(wiki.sections.map((s) => s._id)).toEqual(['siege', 'land']);
      expect(wiki.existsAsOf).toBe(true);
    }
    const authors = await read(author.token, wikiId, '1175');
    expect(authors.headerFields.map((field) => field._id).sort()).toEqual(['berengar', 'climate', 'heir']);
  });
});

describe('dating parts', () => {
  it('a period-only edit appends one event and reads “Dated field” in the history; sending it again appends nothing', async () => {
    const { author, wikiId } = await hollowmere('cat');
    const before = await streamLength(wikiId);
    const wiki = await updated(author.token, wikiId, { headerFields: [{ _id: 'climate', field: 'Climate', value: 'Wet', period: years(1100) }] });
    expect(wiki.headerFields.find((field) => field._id === 'climate')?.period).toEqual(years(1100));
    expect(await streamLength(wikiId)).toBe(before + 1);
    await updated(author.token, wikiId, { headerFields: [{ _id: 'climate', field: 'Climate', value: 'Wet', period: years(1100) }] });
    expect(await streamLength(wikiId)).toBe(before + 1);

    await t.stack.waitForViews(await t.stack.eventStore.headPosition(), ['elementHistory']);
    const history = await t.ok<HistoryPageView>(t.call('GET', `history/wiki/${wikiId}?page=1`, { token: author.token }));
    expect(history.entries[0].summary).toBe('Dated field “Climate”');
  });

  it('a co-typed section is dated on an old revision, its text typed since kept', async () => {
    const { author, wikiId } = await hollowmere('cat2');
    const siege = (await read(author.token, wikiId)).sections[0];
    await t.ok(t.call('PUT', 'wiki/sectionText', { token: author.token, payload: { wikiID: wikiId, sectionID: 'siege', content: 'Walls fell at dawn.' } }));
    const before = await streamLength(wikiId);
    const wiki = await updated(author.token, wikiId, { sections: [{ _id: 'siege', title: siege.title, period: years(1174, 1176), revision: siege.revision }] });
    expect(wiki.sections[0]).toMatchObject({ content: 'Walls fell at dawn.', period: years(1174, 1176) });
    expect(await streamLength(wikiId)).toBe(before + 1);
  });

  it('a version brings its dates back on Restore', async () => {
    const { author, wikiId } = await hollowmere('cat3');
    const dated = await read(author.token, wikiId);
    const revision = (await t.stack.eventStore.readStream(wikiStream(wikiId))).length - 1;
    await updated(author.token, wikiId, {
      lifespan: null,
      headerFields: [{ ...RULERS[0], period: null }],
      sections: [{ _id: 'siege', title: 'The siege', period: {} }],
    });
    await t.stack.waitForViews(await t.stack.eventStore.headPosition(), ['elementHistory']);
    const version = (await t.ok<{ wiki: WikiVersionView }>(t.call('GET', `history/wiki/${wikiId}/at/${revision}`, { token: author.token }))).wiki;
    expect(version).toMatchObject({ lifespan: years(1090, 1250), headerFields: dated.headerFields });
    await t.ok(t.call('POST', `history/wiki/${wikiId}/restore`, { token: author.token, payload: { revision } }));
    const now = await read(author.token, wikiId);
    expect(now).toMatchObject({ lifespan: years(1090, 1250), headerFields: dated.headerFields });
    expect(now.sections[0].period).toEqual(years(1175, 1175));
  });
});

describe('dates on the world’s calendar', () => {
  // A timeline calendar with a thirteenth month.
  const moons = {
    name: 'Moons',
    months: Array.from({ length: 13 }, (_, i) => ({ name: `Moon ${i + 1}`, numDays: 28 })),
    days: [{ name: 'Day', numHours: 24 }],
    weekdays: [],
    eras: [],
    hasYearZero: true,
    leapRules: [],
  };

  it('a world on a 13-month calendar accepts month 13, which the Gregorian one refused, storing nothing', async () => {
    const author = await t.timelineAuthor('dora');
    const wikiId = await newWiki(author.token, author.worldID);
    const thirteenth = { lifespan: { from: { year: 1200, month: 13, day: 28 } } };
    const before = await streamLength(wikiId);
    await t.expectRefused(() => update(author.token, wikiId, thirteenth), 400, dm.monthNotInCalendar(13));
    expect(await streamLength(wikiId)).toBe(before);

    const timeline = await t.newTimeline(author.token, author.worldID);
    await t.ok(t.call('PUT', `timeline/${timeline._id}/calendar`, { token: author.token, payload: { timelineID: timeline._id, calendar: moons } }));
    await t.ok(t.call('POST', 'world/updateCalendar', { token: author.token, payload: { worldID: author.worldID, timelineID: timeline._id } }));
    expect((await updated(author.token, wikiId, thirteenth)).lifespan).toEqual(thirteenth.lifespan);
    expect(await read(author.token, wikiId, '1200-13-28')).toMatchObject({ existsAsOf: true });
    await t.expectRefused(() => update(author.token, wikiId, { lifespan: { from: { year: 1200, month: 13, day: 29 } } }), 400, cm.dayNotInMonth);
  });
});
