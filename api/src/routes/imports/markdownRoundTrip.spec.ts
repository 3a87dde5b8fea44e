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
