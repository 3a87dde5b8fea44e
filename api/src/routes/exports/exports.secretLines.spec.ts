import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportWriting } from '@lorewright/domain/exports/exportFormat';
import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { multipart } from '../media/testing/mediaTesting';
import { exportEntries, openImportsApp } from '../imports/testing/importsTesting';
import { readZip } from './testing/exportsTesting';

// Secret scene lines in exports (product.md §3.6). Only the world's author exports a world or
// compiles a writing: a reader, a member and a stranger are refused, so no export of theirs holds
// a secret line. The author's world export keeps them, marked (JSON `secret: true`, HTML's 'Secret'
// mark, Markdown's secret tag), and importing it restores them; a manuscript, the book handed to
// readers, leaves them out.

const SECRET = 'The heir still lives';
const content: SceneContent = [
  { content: 'Snow fell on the ferry.', style: '' },
  { content: '\n', style: '' },
  { content: SECRET, style: '', secret: true },
];

let t: Awaited<ReturnType<typeof openImportsApp>>;
let author: Awaited<ReturnType<typeof t.exportAuthor>>;
let writingId: string;
beforeAll(async () => {
  t = await openImportsApp();
  author = await t.exportAuthor('keeper');
  const made = await t.furnishWorld(author);
  writingId = made.writingId;
  const { writing } = await t.ok<{ writing: WritingView }>(t.call('GET', `creation/writing/${writingId}`, { token: author.token }));
  await t.ok(
    t.call('PUT', 'creation/updateWriting', {
      token: author.token,
      payload: { writingID: writingId, revision: writing.revision, scenes: [{ ...writing.scenes[0], content }, ...writing.scenes.slice(1)] },
    }),
  );
}, 60_000);
afterAll(() => t?.close());

const exported = async (format: 'lorewright' | 'markdown') => {
  const { exportId } = await t.ok<{ exportId: string }>(t.startWorldExport(author.token, author.worldID, format), 201);
  expect((await t.finished(author.token, exportId)).status).toBe('completed');
  return (await t.download(author.token, exportId)).rawPayload;
};

describe('secret scene lines in exports', () => {
  it('no export is made by a reader, a member or a stranger', async () => {
    const member = await t.person('member');
    await t.join(author, author.worldID, member);
    const stranger = await t.person('stranger');
    for (const token of [undefined, member.token, stranger.token]) {
      for (const res of [await t.startWorldExport(token, author.worldID, 'markdown'), await t.startWritingExport(token, writingId, 'markdown')]) {
        expect([401, 403]).toContain(res.statusCode);
        expect(res.body).not.toContain('heir');
      }
    }
  });

  it('the author’s JSON and HTML keep them, marked, and an import restores them', async () => {
    const zip = await exported('lorewright');
    const { entries, world } = await exportEntries(zip);
    const file = JSON.parse(entries.get(`worlds/${world.id}/writings/${writingId}.json`)!.toString()) as ExportWriting;
    expect(file.scenes[0].content).toEqual(content);
    const html = entries.get('index.html')!.toString();
    expect(html).toContain(`<p class="secret"><span class="secret-mark">Secret</span> ${SECRET}</p>`);

    const importer = await t.exportAuthor('heir');
    const answer = await t.ok<{ worlds: { _id: string }[] }>(t.importZip(importer.token, zip), 201);
    const { writings } = await t.ok<{ writings: WritingView[] }>(
      t.call('POST', 'creation/writings', { token: importer.token, payload: { worldID: answer.worlds[0]._id } }),
    );
    const doc = writings.find((w) => !w.isFolder)!;
    const { writing } = await t.ok<{ writing: WritingView }>(t.call('GET', `creation/writing/${doc._id}`, { token: importer.token }));
    expect(writing.scenes[0].content).toEqual(content);
  }, 120_000);

  it('the author’s Markdown tags them, and its import restores them', async () => {
    const zip = await exported('markdown');
    const note = [...(await readZip(zip)).entries()].find(([path]) => path.includes('/Writings/'))![1].toString();
    expect(note).toContain(`${SECRET} #lorewright/secret`);
    const target = await t.createWorld(author.token);
    const { payload, contentType } = await multipart({ file: { bytes: zip, filename: 'vault.zip', type: 'application/zip' } });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/import/world/${target._id}/markdown`,
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${author.token}` },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { writings } = await t.ok<{ writings: WritingView[] }>(
      t.call('POST', 'creation/writings', { token: author.token, payload: { worldID: target._id } }),
    );
    const { writing } = await t.ok<{ writing: WritingView }>(
      t.call('GET', `creation/writing/${writings.find((w) => !w.isFolder)!._id}`, { token: author.token }),
    );
    expect(writing.scenes[0].content).toEqual(content);
  }, 60_000);

  it('a manuscript leaves them out', async () => {
    const { exportId } = await t.ok<{ exportId: string }>(t.startWritingExport(author.token, writingId, 'markdown'), 201);
    expect((await t.finished(author.token, exportId)).status).toBe('completed');
    const text = (await t.download(author.token, exportId)).rawPayload.toString();
    expect(text).toContain('Snow fell on the ferry.');
    expect(text).not.toContain('heir');
  }, 60_000);
});
