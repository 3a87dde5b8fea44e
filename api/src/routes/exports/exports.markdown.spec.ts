import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportMessages as m } from '@lorewright/domain/exports/exportMessages';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { openExportsApp, readZip, SECTION_TEXT, type ExportsApp } from './testing/exportsTesting';

// A world exported as a folder of Markdown notes that opens as an Obsidian vault: one note per
// element with its fields as front matter, links between elements as wikilinks, pictures beside.
let t: ExportsApp;
beforeAll(async () => {
  t = await openExportsApp();
});
afterAll(() => t.close());

describe('exporting a world as Markdown', () => {
  let zip: Map<string, Buffer>;
  let made: Awaited<ReturnType<ExportsApp['furnishWorld']>>;
  const note = (path: string) => zip.get(path)?.toString() ?? `(no ${path} among ${[...zip.keys()].join(', ')})`;

  beforeAll(async () => {
    const author = await t.exportAuthor('mara');
    made = await t.furnishWorld(author);
    // A scene that links to the wiki, in bold.
    const { writing } = await t.ok<{ writing: WritingView }>(t.call('GET', `creation/writing/${made.writingId}`, { token: author.token }));
    const scene = {
      ...writing.scenes[0],
      content: [
        { content: 'Ask ', style: '' as const },
        { content: 'the ferryman', style: 'bold' as const, link: { type: 'wiki' as const, id: made.wikiId } },
      ],
    };
    await t.ok(
      t.call('PUT', 'creation/updateWriting', {
        token: author.token,
        payload: { writingID: writing._id, revision: writing.revision, scenes: [scene, ...writing.scenes.slice(1)] },
      }),
    );
    const { exportId } = await t.ok<{ exportId: string }>(t.startWorldExport(author.token, author.worldID, 'markdown'), 201);
    expect(await t.finished(author.token, exportId)).toMatchObject({ status: 'completed', format: 'markdown' });
    const res = await t.download(author.token, exportId);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="lorewright-markdown-.+\.zip"$/);
    zip = await readZip(res.rawPayload);
  }, 30_000);

  it('lays the world out as a vault: a note per element, by kind, and the pictures', () => {
    const files = [...zip.keys()].filter((path) => !path.includes('/media/')).sort();
    expect(files).toEqual(
      [
        'World of mara/World of mara.md',
        'World of mara/Languages/Old Hollish.md',
        'World of mara/Maps/The Known Lands.md',
        'World of mara/Timelines/The Ages.md',
        'World of mara/Wikis/Characters/Isolde.md',
        'World of mara/Writings/The Ferry.md',
      ].sort(),
    );
    const pictures = [...zip.keys()].filter((path) => path.startsWith('World of mara/media/'));
    expect(pictures).toHaveLength(2);
    expect(zip.has('manifest.json')).toBe(false);
  });

  it('gives each note its fields as front matter and its text as Markdown', () => {
    const wiki = note('World of mara/Wikis/Characters/Isolde.md');
    expect(wiki).toMatch(/^---\nlorewright: "wiki"\nid: "[^"]+"\n/);
    expect(wiki).toContain('category: "characters"');
    expect(wiki).toContain(`# Isolde\n`);
    expect(wiki).toContain(`## Birth\n\n${SECTION_TEXT}`);
    expect(wiki).toMatch(/!\[\[World of mara\/media\/[^\]]+\.png\]\]/);
    const writing = note('World of mara/Writings/The Ferry.md');
    expect(writing).toContain('Ask **[[World of mara/Wikis/Characters/Isolde|the ferryman]]**');
    // Markup typed as text stays text.
    expect(writing).toContain('At dawn the ferryman \\<b\\>sang\\</b\\>.');
    expect(writing).toContain('### Dawn');
  });

  it('links the world note to every element', () => {
    const world = note('World of mara/World of mara.md');
    for (const path of ['Writings/The Ferry', 'Wikis/Characters/Isolde', 'Maps/The Known Lands', 'Timelines/The Ages', 'Languages/Old Hollish']) {
      expect(world).toContain(`[[World of mara/${path}|`);
    }
  });

  it('lists the timeline by line and the map points with their place', () => {
    expect(note('World of mara/Timelines/The Ages.md')).toMatch(/## Kings\n\n- \*\*[^*]+\*\*: The Founding\n- \*\*[^*]+\*\*: The Flood/);
    expect(note('World of mara/Maps/The Known Lands.md')).toContain('- **Harbour** (25%, 75%)');
  });

  it('refuses a format it does not know, and stores nothing', async () => {
    const author = await t.exportAuthor('nina');
    const res = await t.startWorldExport(author.token, author.worldID, 'pdf');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: m.unknownFormat });
  });
});
