import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vaultMessages as m } from '@lorewright/domain/imports/markdown/vaultMessages';
import { mediaMessages, MEDIA_QUOTA_BYTES } from '@lorewright/domain/media/mediaView';
import type { WikiListItem, WikiView } from '@lorewright/domain/wikis/wikiView';
import { worldMessages as wm } from '@lorewright/domain/worlds/worldMessages';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { zipMessages } from '../../imports/safeZip';
import { buildZip } from '../../imports/zipBuilding';
import { pngImage } from '../../media/testing/testImages';
import { openImportsApp, vaultFile, type ImportsApp } from './testing/azgaarTesting';

// A vault as people keep one in Obsidian: notes in folders, properties, wikilinks, a picture,
// and the app's own settings folder.
const VAULT = [
  { name: 'Realm/.obsidian/app.json', content: '{}' },
  {
    name: 'Realm/People/Alia Vorn.md',
    content: '---\ntags: [npc]\n---\n![[alia.png]]\n\n- **Age**: 34\n\nA ranger of the north.\n\n## History\n\nShe kept the bell.',
  },
  { name: 'Realm/Attachments/alia.png', content: Buffer.from(pngImage()) },
  { name: 'Realm/Writings/Chapter One.md', content: '# Chapter One\n\n## The Bell\n\n**[[Alia Vorn]]** heard it first.' },
];

let t: ImportsApp;
beforeAll(async () => {
  t = await openImportsApp();
});
afterAll(() => t.close());

describe('POST import/world/{worldId}/markdown', () => {
  it('makes private wikis and writings of the notes, with the picture, fields, sections and links', async () => {
    const author = await t.person('vault');
    const world = await t.createWorld(author.token);
    const res = await t.send(world._id, 'markdown', author.token, { file: vaultFile(await buildZip(VAULT)) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ message: m.imported(1, 1, 0), wikis: 1, writings: 1, skipped: 0 });

    const { wikis } = await t.ok<{ wikis: WikiListItem[] }>(t.call('GET', `creation/wikis?worldID=${world._id}`, { token: author.token }));
    expect(wikis.map((wiki) => [wiki.category, wiki.title, wiki.visibility])).toEqual([['characters', 'Alia Vorn', 'private']]);
    const { wiki } = await t.ok<{ wiki: WikiView }>(t.call('GET', `creation/wiki/${wikis[0]._id}`, { token: author.token }));
    expect(wiki.headerFields.map(({ field, value }) => ({ field, value }))).toEqual([{ field: 'Age', value: '34' }]);
    expect(wiki.sections.map(({ title, content }) => ({ title, content }))).toEqual([
      { title: 'Overview', content: 'A ranger of the north.' },
      { title: 'History', content: 'She kept the bell.' },
    ]);
    expect(wiki.images).toEqual([expect.objectContaining({ mediaId: expect.any(String) as string })]);

    const { writings } = await t.ok<{ writings: WritingView[] }>(t.call('POST', 'creation/writings', { token: author.token, payload: { worldID: world._id } }));
    expect(writings.map((writing) => writing.title)).toEqual(['Chapter One']);
    const { writing } = await t.ok<{ writing: WritingView }>(t.call('GET', `creation/writing/${writings[0]._id}`, { token: author.token }));
    expect(writing.visibility).toBe('private');
    expect(writing.scenes.map((scene) => ({ name: scene.name, content: scene.content }))).toEqual([
      {
        name: 'The Bell',
        content: [
          { content: 'Alia Vorn', style: 'bold', link: { type: 'wiki', id: wikis[0]._id } },
          { content: ' heard it first.', style: '' },
        ],
      },
    ]);
  });
});

describe('who may import Markdown notes', () => {
  let roles: Awaited<ReturnType<ImportsApp['worldWithRoles']>>;
  let zip: Buffer;
  beforeAll(async () => {
    roles = await t.worldWithRoles();
    zip = await buildZip(VAULT);
  });
  const refused = (token: string | undefined, status: number, error?: string) =>
    t.expectRefused(() => t.send(roles.world._id, 'markdown', token, { file: vaultFile(zip) }), status, error);

  it('nobody signed in is refused', () => refused(undefined, 401));
  it('a stranger is refused', async () => refused((await t.person('stranger')).token, 403, wm.onlyAuthor));
  it('a member is refused', () => refused(roles.member.token, 403, wm.onlyAuthor));
  it('a blocked member is refused', () => refused(roles.blocked.token, 403));
  it('the author imports', async () => {
    const res = await t.send(roles.world._id, 'markdown', roles.author.token, { file: vaultFile(zip) });
    expect(res.statusCode, res.body).toBe(201);
  });
});

describe('odd Markdown imports', () => {
  let author: { token: string; id: string };
  let worldId: string;
  beforeAll(async () => {
    author = await t.person('odd-vault');
    worldId = (await t.createWorld(author.token))._id;
  });
  const sendZip = async (bytes: Uint8Array | Promise<Buffer>) => t.send(worldId, 'markdown', author.token, { file: vaultFile(await bytes) });

  it('no file', () => t.expectRefused(() => t.send(worldId, 'markdown', author.token, { name: 'x' }), 400, m.noFile));
  it('a picture instead of a ZIP', () => t.expectRefused(() => sendZip(pngImage()), 400, zipMessages.notZip));
  it('a ZIP without notes', () => t.expectRefused(() => sendZip(buildZip([{ name: 'readme.txt', content: 'hi' }])), 400, m.notVault));
  it('only notes of maps and worlds', () =>
    t.expectRefused(() => sendZip(buildZip([{ name: 'w.md', content: '---\nlorewright: "world"\n---\n# W' }])), 400, m.nothingToImport));
  it('a note that is not UTF-8, named', () =>
    t.expectRefused(() => sendZip(buildZip([{ name: 'bad.md', content: Buffer.from([0xff, 0xfe, 0x00, 0xd8]) }])), 400, m.notText('bad.md')));
  it('front matter that is not YAML, named', () =>
    t.expectRefused(() => sendZip(buildZip([{ name: 'y.md', content: '---\na: [\n---\n' }])), 400, m.brokenFrontMatter('y.md')));
  it('a writing too long to be one, named', () =>
    t.expectRefused(
      () => sendZip(buildZip([{ name: 'Writings/Long.md', content: Array.from({ length: 201 }, (_, n) => `## Scene ${n}\n\ntext`).join('\n\n') }])),
      400,
      m.noteProblem('Writings/Long.md', 'A writing may hold at most 200 scenes.'),
    ));
  it('a path-traversal entry', () =>
    t.expectRefused(
      () =>
        sendZip(
          buildZip([
            { name: 'a.md', content: '# A' },
            { name: 'xx/evil.md', rename: '../evil.md', content: '# E' },
          ]),
        ),
      400,
      zipMessages.escapes('../evil.md'),
    ));
  it('pictures over the media allowance', async () => {
    const { position } = await t.stack.commands.media.upload(author.id, 'wikis', pngImage(MEDIA_QUOTA_BYTES - 10), {
      actorId: author.id,
      correlationId: 'fill',
    });
    await t.stack.waitForViews(position, ['media']);
    await t.expectRefused(() => sendZip(buildZip(VAULT)), 400, mediaMessages.quotaExceeded);
  });
});
