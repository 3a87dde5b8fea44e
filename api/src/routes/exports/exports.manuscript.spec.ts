import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ManuscriptFormat } from '@lorewright/domain/exports/export.events';
import { exportMessages as m } from '@lorewright/domain/exports/exportMessages';
import type { SceneContent } from '@lorewright/domain/writings/sceneContent';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { epubcheck, pdfText } from '../../exports/manuscript/testing/externalCheckers';
import { openExportsApp, readZip, type ExportsApp } from './testing/exportsTesting';

// A writing compiled into a manuscript in each format, downloaded as its author would: the
// e-book passes W3C's EPUBCheck, the Word document holds the scenes, the PDF reads back as them,
// the Markdown is one note. EPUBCheck and pdftotext run where installed (.ci/run installs them);
// otherwise the spec says so in one line and checks the rest.
let t: ExportsApp;
beforeAll(async () => {
  t = await openExportsApp();
});
afterAll(() => t.close());

const TITLE = 'The Ferry: Élodie’s Crossing';
const SCENES: { name: string; content: SceneContent }[] = [
  {
    name: 'The Crossing',
    content: [
      { content: 'Night', style: 'title' },
      { content: '\n', style: '' },
      { content: 'The river remembers ', style: '' },
      { content: 'every', style: 'bold' },
      { content: ' name.', style: '', color: '#aa3300' },
      { content: '\n', style: '' },
      { content: 'Read the ', style: '' },
      { content: 'ferry timetable', style: '', link: { url: 'https://example.com/ferry?day=1&night=2' } },
      { content: '.', style: '' },
    ],
  },
  { name: 'Élodie at the Inn', content: [{ content: 'Ærøskøbing was loud; Łukasz sang of <b>home</b>.', style: '' }] },
  { name: 'Dawn', content: [{ content: 'The last light went out.', style: '' }] },
];
const SAFE_NAME = 'The Ferry Élodie’s Crossing';

const writeFile = (bytes: Buffer, name: string) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lorewright-manuscript-')), name);
  fs.writeFileSync(file, bytes);
  return file;
};

describe('compiling a writing into a manuscript', () => {
  let author: Awaited<ReturnType<ExportsApp['exportAuthor']>>;
  let writingId: string;

  // Compiles, waits, downloads: the answer of the download.
  const compile = async (format: ManuscriptFormat) => {
    const { exportId } = await t.ok<{ exportId: string }>(t.startWritingExport(author.token, writingId, format), 201);
    expect(await t.finished(author.token, exportId)).toMatchObject({ status: 'completed', progress: 100, scope: 'writing', writingId, format });
    const res = await t.download(author.token, exportId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    return res;
  };
  const disposition = (extension: string) =>
    `attachment; filename="The Ferry Elodie_s Crossing.${extension}"; filename*=UTF-8''${encodeURIComponent(`${SAFE_NAME}.${extension}`)}`;

  beforeAll(async () => {
    author = await t.exportAuthor('ada');
    const { writing } = await t.ok<{ writing: WritingView }>(
      t.call('POST', 'creation/newWriting', { token: author.token, payload: { isFolder: false, worldID: author.worldID, title: TITLE } }),
      201,
    );
    writingId = writing._id;
    const scenes = SCENES.map((scene, index) => ({ ...writing.scenes[0], _id: index === 0 ? writing.scenes[0]._id : undefined, ...scene }));
    await t.ok(t.call('PUT', 'creation/updateWriting', { token: author.token, payload: { writingID: writingId, revision: writing.revision, scenes } }));
  });

  it('as an EPUB 3 e-book that EPUBCheck accepts', async () => {
    const res = await compile('epub');
    expect(res.headers['content-type']).toBe('application/epub+zip');
    expect(res.headers['content-disposition']).toBe(disposition('epub'));
    const zip = await readZip(res.rawPayload);
    expect([...zip.keys()].filter((name) => /scene-\d+\.xhtml$/.test(name))).toHaveLength(3);
    expect(zip.get('OEBPS/scene-002.xhtml')?.toString()).toContain('<h1>Élodie at the Inn</h1>');

    const checked = await epubcheck(writeFile(res.rawPayload, 'manuscript.epub'));
    if (!checked) return console.log('epubcheck is not installed (Debian: epubcheck): the EPUB was not validated.');
    expect(checked.report).toContain('No errors or warnings detected');
    expect(checked.ok).toBe(true);
  }, 60_000);

  it('as a Word document holding each scene under its name', async () => {
    const res = await compile('docx');
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.headers['content-disposition']).toBe(disposition('docx'));
    const document = (await readZip(res.rawPayload)).get('word/document.xml')?.toString() ?? '';
    for (const text of [
      'The Ferry: Élodie’s Crossing',
      'The Crossing',
      'Night',
      'every',
      'Élodie at the Inn',
      'Ærøskøbing was loud; Łukasz sang of &lt;b&gt;home&lt;/b&gt;.',
      'Dawn',
    ]) {
      expect(document).toContain(`>${text}<`);
    }
  }, 30_000);

  it('as a PDF whose text is the scenes in order', async () => {
    const res = await compile('pdf');
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(disposition('pdf'));
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const text = await pdfText(writeFile(res.rawPayload, 'manuscript.pdf'));
    if (text === null) return console.log('pdftotext is not installed (Debian: poppler-utils): the PDF’s text was not read back.');
    const order = [
      'The Ferry: Élodie’s Crossing',
      'The Crossing',
      'Night',
      'The river remembers every name.',
      'Élodie at the Inn',
      'Łukasz sang of <b>home</b>.',
      'Dawn',
      'The last light',
    ];
    const at = order.map((part) => text.indexOf(part));
    expect(Object.fromEntries(order.map((part, index) => [part, at[index] >= 0]))).toEqual(Object.fromEntries(order.map((part) => [part, true])));
    expect([...at].sort((a, b) => a - b)).toEqual(at);
  }, 30_000);

  it('as one Markdown file', async () => {
    const res = await compile('markdown');
    expect(res.headers['content-type']).toBe('text/markdown; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(disposition('md'));
    const text = res.body;
    expect(text.startsWith('# The Ferry: Élodie’s Crossing\n\n## The Crossing\n\n### Night\n\nThe river remembers **every**')).toBe(true);
    expect(text).toContain('Read the [ferry timetable](https://example.com/ferry?day=1&night=2).');
    expect(text).toContain('## Élodie at the Inn\n\nÆrøskøbing was loud; Łukasz sang of \\<b\\>home\\</b\\>.');
  }, 30_000);

  it('tells its author when it is ready', async () => {
    const { exportId } = await t.ok<{ exportId: string }>(t.startWritingExport(author.token, writingId, 'markdown'), 201);
    await t.finished(author.token, exportId);
    await expect
      .poll(async () => (await t.stack.queries.notifications.forUser(author.id)).map((n) => n.title), { timeout: 10_000 })
      .toContain(m.manuscriptReadyTitle);
  });

  it('compiles for an editor of the world too, the file theirs alone', async () => {
    const editor = await t.person('bea');
    await t.join(author, author.worldID, editor);
    await t.ok(t.setRole(author.token, author.worldID, editor.id, 'editor'));
    const { exportId } = await t.ok<{ exportId: string }>(t.startWritingExport(editor.token, writingId, 'markdown'), 201);
    expect(await t.finished(editor.token, exportId)).toMatchObject({ status: 'completed', scope: 'writing', writingId });
    const res = await t.download(editor.token, exportId);
    expect(res.statusCode).toBe(200);
    expect(res.body.startsWith('# The Ferry: Élodie’s Crossing')).toBe(true);
    expect((await t.download(author.token, exportId)).statusCode).toBe(404);
  }, 30_000);

  it('refuses a folder, which has no scenes', async () => {
    const { writing } = await t.ok<{ writing: WritingView }>(
      t.call('POST', 'creation/newWriting', { token: author.token, payload: { isFolder: true, worldID: author.worldID, title: 'Drafts' } }),
      201,
    );
    const res = await t.startWritingExport(author.token, writing._id, 'pdf');
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { error: m.folderNotCompiled } });
  });
});
