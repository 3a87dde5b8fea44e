import { afterAll, beforeAll, expect, it } from 'vitest';
import { vaultMessages as m } from '@lorewright/domain/imports/markdown/vaultMessages';
import type { WikiListItem, WikiView } from '@lorewright/domain/wikis/wikiView';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { multipart } from '../media/testing/mediaTesting';
import type { RelationView } from '@lorewright/domain/relations/relationView';
import { openExportsApp, readZip, SCENE_ONE, SCENE_TWO, SECTION_TEXT, type ExportsApp } from '../exports/testing/exportsTesting';

// A world exported as Markdown and imported again into another world keeps every wiki's and
// writing's text: titles, subtitles, fields, sections, scenes and their styles; and the
// relations between its wikis, and its scenes' mentions as links.
let t: ExportsApp;
beforeAll(async () => {
  t = await openExportsApp();
});
afterAll(() => t.close());

it('export to Markdown, then import, keeps every wiki and writing', async () => {
  const author = await t.exportAuthor('round');
  const made = await t.furnishWorld(author);
  const { exportId } = await t.ok<{ exportId: string }>(t.startWorldExport(author.token, author.worldID, 'markdown'), 201);
  expect(await t.finished(author.token, exportId)).toMatchObject({ status: 'completed' });
  const zip = (await t.download(author.token, exportId)).rawPayload;

  const target = await t.createWorld(author.token);
  const { payload, contentType } = await multipart({ file: { bytes: zip, filename: 'vault.zip', type: 'application/zip' } });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/import/world/${target._id}/markdown`,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${author.token}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  // The world's own note, the map, the timeline and the language are skipped.
  expect(res.json()).toEqual({ message: m.imported(1, 1, 4), wikis: 1, writings: 1, skipped: 4 });

  const read = async <T>(method: 'GET' | 'POST', url: string, payload?: object) => t.ok<T>(t.call(method, url, { token: author.token, payload }));
  const { wiki: before } = await read<{ wiki: WikiView }>('GET', `creation/wiki/${made.wikiId}`);
  const { wikis } = await read<{ wikis: WikiListItem[] }>('GET', `creation/wikis?worldID=${target._id}`);
  const { wiki: after } = await read<{ wiki: WikiView }>('GET', `creation/wiki/${wikis[0]._id}`);
  const textOf = (wiki: WikiView) => ({
    category: wiki.category,
    title: wiki.title,
    subtitle: wiki.subtitle,
    headerFields: wiki.headerFields.map(({ field, value }) => ({ field, value })),
    sections: wiki.sections.map(({ title, content }) => ({ title, content })),
  });
  expect(textOf(after)).toEqual(textOf(before));
  expect(after.sections[0].content).toBe(SECTION_TEXT);
  expect(after.images).toHaveLength(1);

  const { writing: original } = await read<{ writing: WritingView }>('GET', `creation/writing/${made.writingId}`);
  const { writings } = await read<{ writings: WritingView[] }>('POST', 'creation/writings', { worldID: target._id });
  const { writing: copy } = await read<{ writing: WritingView }>('GET', `creation/writing/${writings[0]._id}`);
  const scenesOf = (writing: WritingView) => writing.scenes.map(({ name, content }) => ({ name, content }));
  expect(copy.title).toBe(original.title);
  expect(scenesOf(copy)).toEqual(scenesOf(original));
  expect(JSON.stringify(scenesOf(copy))).toContain(SCENE_ONE);
  expect(JSON.stringify(scenesOf(copy))).toContain(JSON.stringify(SCENE_TWO).slice(1, -1));
}, 30_000);

it('export to Markdown, then import, keeps the relations between wikis and makes mentions links', async () => {
  const author = await t.exportAuthor('related');
  const { token, worldID } = author;
  const wiki = async (title: string, category = 'characters') =>
    (await t.ok<{ id: string }>(t.call('POST', 'creation/newWiki', { token, payload: { category, title, worldID } }), 201)).id;
  const [ysolde, bran, keep] = [await wiki('Ysolde'), await wiki('Bran'), await wiki('Keep', 'places')];
  const add = (payload: object) => t.ok(t.call('POST', 'wiki/addRelation', { token, payload }), 201);
  await add({ wikiID: ysolde, otherID: bran, type: 'parent', period: { from: { year: 1200, month: 3 }, until: { year: 1245 } } });
  await add({ wikiID: keep, otherID: ysolde, type: 'custom', custom: 'Home of' });
  const { writing } = await t.ok<{ writing: WritingView }>(
    t.call('POST', 'creation/newWriting', { token, payload: { isFolder: false, worldID, title: 'Ferry' } }),
    201,
  );
  const content = [
    { content: 'Bran', style: '', link: { type: 'wiki', category: 'characters', id: bran, mention: true } },
    { content: ' waits.', style: '' },
  ];
  await t.ok(
    t.call('PUT', 'creation/updateWriting', {
      token,
      payload: { writingID: writing._id, revision: writing.revision, scenes: [{ ...writing.scenes[0], content }] },
    }),
  );

  const { exportId } = await t.ok<{ exportId: string }>(t.startWorldExport(token, worldID, 'markdown'), 201);
  expect(await t.finished(token, exportId)).toMatchObject({ status: 'completed' });
  const zip = (await t.download(token, exportId)).rawPayload;
  const notes = await readZip(zip);
  const branNote = [...notes].find(([name]) => name.endsWith('/Wikis/Characters/Bran.md'))![1].toString();
  expect(branNote).toContain('relations: [{"type":"child","label":"Child of","to":"[[');
  expect(branNote).toContain('"from":"1200-03","until":"1245"}]');

  const target = await t.createWorld(token);
  const { payload, contentType } = await multipart({ file: { bytes: zip, filename: 'vault.zip', type: 'application/zip' } });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/import/world/${target._id}/markdown`,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { wikis } = await t.ok<{ wikis: WikiListItem[] }>(t.call('GET', `creation/wikis?worldID=${target._id}`, { token }));
  const idOf = (title: string) => wikis.find((item) => item.title === title)!._id;
  const relationsOf = async (title: string) =>
    (await t.ok<{ relations: RelationView[] }>(t.call('GET', `wiki/${idOf(title)}/relations`, { token }))).relations.map((r) => ({
      type: r.type,
      custom: r.custom,
      period: r.period,
      other: r.other.title,
    }));
  expect(await relationsOf('Ysolde')).toEqual(
    expect.arrayContaining([
      { type: 'parent', custom: '', period: { from: { year: 1200, month: 3 }, until: { year: 1245 } }, other: 'Bran' },
      { type: 'custom', custom: 'Home of', period: null, other: 'Keep' },
    ]),
  );
  expect(await relationsOf('Ysolde')).toHaveLength(2);
  expect(await relationsOf('Bran')).toEqual([
    { type: 'child', custom: '', period: { from: { year: 1200, month: 3 }, until: { year: 1245 } }, other: 'Ysolde' },
  ]);

  const { writings } = await t.ok<{ writings: WritingView[] }>(t.call('POST', 'creation/writings', { token, payload: { worldID: target._id } }));
  const { writing: copy } = await t.ok<{ writing: WritingView }>(t.call('GET', `creation/writing/${writings[0]._id}`, { token }));
  expect(copy.scenes[0].content[0]).toMatchObject({ content: 'Bran', link: { type: 'wiki', id: idOf('Bran') } });
}, 30_000);

it('export to Markdown, then import, keeps the dates of a dated world and its values and texts exact', async () => {
  const author = await t.exportAuthor('dated');
  const { token, worldID } = author;
  const { id: wikiId } = await t.ok<{ id: string }>(
    t.call('POST', 'creation/newWiki', { token, payload: { category: 'characters', title: 'Berengar', worldID } }),
    201,
  );
  await t.ok(
    t.call('PUT', `creation/updateWiki/${wikiId}`, {
      token,
      payload: {
        lifespan: { from: { year: 1180 }, until: { year: 1245 } },
        headerFields: [
          { _id: 'ruler', field: 'Ruler', value: 'Berengar', period: { from: { year: 1150 }, until: { year: 1199 } } },
          { _id: 'weapon', field: 'Weapon', value: 'Sword (old)' },
          { _id: 'seal', field: 'Seal', value: 'Lion (red)', secret: true, period: { from: { year: -44, month: 3, day: 15 } } },
          { _id: 'heir', field: 'Heir', value: '', period: { until: { year: 1199, month: 12 } } },
        ],
        sections: [
          { _id: 'reign', title: 'Reign', content: 'He ruled the vale.', period: { from: { year: 1150, month: 3 }, until: { year: 1199 } } },
          { _id: 'exile', title: 'Exile', content: 'He left (from 1199 AD).', secret: true, period: { from: { year: 1199 } } },
          { _id: 'later', title: 'Later', content: 'Quiet.' },
        ],
      },
    }),
  );
  const { writing } = await t.ok<{ writing: WritingView }>(
    t.call('POST', 'creation/newWriting', { token, payload: { isFolder: false, worldID, title: 'Chronicle' } }),
    201,
  );
  const crossing = { ...writing.scenes[0], name: 'Crossing', content: [{ content: 'They crossed.', style: '' }], date: { year: 1250, month: 3, day: 3 } };
  const waiting = { ...crossing, _id: undefined, name: 'Waiting', content: [{ content: 'Still waiting.', style: '' }], date: undefined };
  await t.ok(t.call('PUT', 'creation/updateWriting', { token, payload: { writingID: writing._id, revision: writing.revision, scenes: [crossing, waiting] } }));

  const { exportId } = await t.ok<{ exportId: string }>(t.startWorldExport(token, worldID, 'markdown'), 201);
  expect(await t.finished(token, exportId)).toMatchObject({ status: 'completed' });
  const zip = (await t.download(token, exportId)).rawPayload;
  const notes = await readZip(zip);
  const wikiNote = [...notes].find(([name]) => name.endsWith('/Wikis/Characters/Berengar.md'))![1].toString();
  // The export writes them as the Gregorian calendar reads them (the world chose no other).
  expect(wikiNote).toContain('lifespan: "1180 AD – 1245 AD"');
  expect(wikiNote).toContain('- **Ruler**: Berengar (1150 AD – 1199 AD)');
  expect(wikiNote).toContain('## Reign\n\n*March 1150 AD – 1199 AD*');

  const target = await t.createWorld(token);
  const { payload, contentType } = await multipart({ file: { bytes: zip, filename: 'vault.zip', type: 'application/zip' } });
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1/import/world/${target._id}/markdown`,
    payload,
    headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
  });
  expect(res.statusCode, res.body).toBe(201);

  const datesOf = (wiki: WikiView) => ({
    lifespan: wiki.lifespan ?? null,
    headerFields: wiki.headerFields.map(({ field, value, secret, period }) => ({ field, value, secret: !!secret, period: period ?? null })),
    sections: wiki.sections.map(({ title, content, secret, period }) => ({ title, content, secret: !!secret, period: period ?? null })),
  });
  const { wiki: before } = await t.ok<{ wiki: WikiView }>(t.call('GET', `creation/wiki/${wikiId}`, { token }));
  const { wikis } = await t.ok<{ wikis: WikiListItem[] }>(t.call('GET', `creation/wikis?worldID=${target._id}`, { token }));
  const { wiki: after } = await t.ok<{ wiki: WikiView }>(t.call('GET', `creation/wiki/${wikis[0]._id}`, { token }));
  expect(datesOf(after)).toEqual(datesOf(before));
  expect(datesOf(after).lifespan).toEqual({ from: { year: 1180 }, until: { year: 1245 } });
  expect(after.headerFields.map((field) => field.value)).toEqual(expect.arrayContaining(['Berengar', 'Sword (old)', 'Lion (red)', '']));
  expect(after.headerFields.find((field) => field.field === 'Seal')?.period).toEqual({ from: { year: -44, month: 3, day: 15 } });
  expect(after.sections.find((section) => section.title === 'Reign')?.period).toEqual({ from: { year: 1150, month: 3 }, until: { year: 1199 } });

  const { writings } = await t.ok<{ writings: WritingView[] }>(t.call('POST', 'creation/writings', { token, payload: { worldID: target._id } }));
  const { writing: copy } = await t.ok<{ writing: WritingView }>(t.call('GET', `creation/writing/${writings[0]._id}`, { token }));
  const scenesOf = (w: WritingView) => w.scenes.map(({ name, content, date }) => ({ name, content, date: date ?? null }));
  const { writing: original } = await t.ok<{ writing: WritingView }>(t.call('GET', `creation/writing/${writing._id}`, { token }));
  expect(scenesOf(copy)).toEqual(scenesOf(original));
  expect(scenesOf(copy).map((scene) => scene.date)).toEqual([{ year: 1250, month: 3, day: 3 }, null]);

  // Into a world that reads dates on a new timeline's calendar (no eras), the Gregorian dates are
  // no dates of its calendar: they stay text, and nothing is refused.
  const other = await t.createWorld(token);
  const { id: timelineID } = await t.ok<{ id: string }>(
    t.call('POST', 'timeline/newTimeline', { token, payload: { worldID: other._id, title: 'Ages', description: '', start: 0, end: 100 } }),
    201,
  );
  await t.ok(t.call('POST', 'world/updateCalendar', { token, payload: { worldID: other._id, timelineID } }));
  const again = await multipart({ file: { bytes: zip, filename: 'vault.zip', type: 'application/zip' } });
  const into = await t.app.inject({
    method: 'POST',
    url: `/api/v1/import/world/${other._id}/markdown`,
    payload: again.payload,
    headers: { 'content-type': again.contentType, authorization: `Bearer ${token}` },
  });
  expect(into.statusCode, into.body).toBe(201);
  const { wikis: otherWikis } = await t.ok<{ wikis: WikiListItem[] }>(t.call('GET', `creation/wikis?worldID=${other._id}`, { token }));
  const { wiki: undated } = await t.ok<{ wiki: WikiView }>(t.call('GET', `creation/wiki/${otherWikis[0]._id}`, { token }));
  expect(undated.lifespan ?? null).toBeNull();
  expect(undated.headerFields.find((field) => field.field === 'Ruler')).toMatchObject({ value: 'Berengar (1150 AD – 1199 AD)' });
  expect(undated.headerFields.every((field) => !field.period)).toBe(true);
}, 30_000);
