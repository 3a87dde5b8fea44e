import { afterAll, beforeAll, expect, it } from 'vitest';
import { vaultMessages as m } from '@lorewright/domain/imports/markdown/vaultMessages';
import type { WikiListItem, WikiView } from '@lorewright/domain/wikis/wikiView';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { multipart } from '../media/testing/mediaTesting';
import { openExportsApp, SCENE_ONE, SCENE_TWO, SECTION_TEXT, type ExportsApp } from '../exports/testing/exportsTesting';

// A world exported as Markdown and imported again into another world keeps every wiki's and
// writing's text: titles, subtitles, fields, sections, scenes and their styles.
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
