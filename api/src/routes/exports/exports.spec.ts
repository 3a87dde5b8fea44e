import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import type { ExportManifest, ExportWorld } from '@lorewright/domain/exports/exportFormat';
import { exportMessages as m } from '@lorewright/domain/exports/exportMessages';
import type { NotificationView } from '@lorewright/domain/notifications/notificationView';
import { openExportsApp, readZip, SCENE_ONE, SECTION_TEXT, type ExportsApp } from './testing/exportsTesting';

let t: ExportsApp;
beforeAll(async () => {
  t = await openExportsApp();
});
afterAll(async () => {
  await t.close();
});

const KIND_OF_FOLDER: Record<string, string> = { writings: 'writing', wikis: 'wiki', maps: 'map', timelines: 'timeline', languages: 'language' };

describe('exporting a world', () => {
  let author: Awaited<ReturnType<ExportsApp['exportAuthor']>>;
  let made: Awaited<ReturnType<ExportsApp['furnishWorld']>>;
  let zip: Map<string, Buffer>;
  let exportId: string;

  beforeAll(async () => {
    author = await t.exportAuthor('ada');
    made = await t.furnishWorld(author);
    // Another author's world, which must never appear in Ada's export.
    const bea = await t.exportAuthor('bea');
    await t.furnishWorld(bea);
    ({ exportId } = await t.ok<{ exportId: string }>(t.startWorldExport(author.token, author.worldID), 201));
    const done = await t.finished(author.token, exportId);
    expect(done).toMatchObject({ status: 'completed', progress: 100, scope: 'world', worldId: author.worldID });
    const res = await t.download(author.token, exportId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="lorewright-export-.+\.zip"$/);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(Number(res.headers['content-length'])).toBe(done.size);
    zip = await readZip(res.rawPayload);
    // Two furnished worlds and an export's worker: slow when the machine is busy.
  }, 30_000);

  it('holds a versioned manifest naming the world', () => {
    const manifest = JSON.parse(zip.get('manifest.json')!.toString()) as ExportManifest;
    expect(manifest).toMatchObject({
      format: 'lorewright-export',
      version: 1,
      scope: 'world',
      worlds: [{ id: author.worldID, path: `worlds/${author.worldID}/world.json` }],
    });
  });

  it('holds one file per element, each valid against the JSON Schema shipped in the ZIP', () => {
    const schema = JSON.parse(zip.get('schema/export.schema.json')!.toString()) as { $id: string };
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(schema);
    const validate = (kind: string, file: string) => {
      const valid = ajv.validate(`${schema.$id}#/$defs/${kind}`, JSON.parse(zip.get(file)!.toString()));
      expect({ file, errors: ajv.errors ?? null, valid }).toEqual({ file, errors: null, valid: true });
    };
    validate('manifest', 'manifest.json');
    validate('world', `worlds/${author.worldID}/world.json`);
    const base = `worlds/${author.worldID}/`;
    const elementFiles = [...zip.keys()].filter((name) => name.startsWith(base) && name.endsWith('.json') && !name.endsWith('world.json'));
    expect(elementFiles.sort()).toEqual(
      [`writings/${made.writingId}`, `wikis/${made.wikiId}`, `maps/${made.mapId}`, `timelines/${made.timelineId}`, `languages/${made.languageId}`]
        .map((name) => `${base}${name}.json`)
        .sort(),
    );
    for (const file of elementFiles) validate(KIND_OF_FOLDER[file.slice(base.length).split('/')[0]], file);
  });

  it('keeps what the author sees: two scenes, the section, the points, the nodes and the words', () => {
    const base = `worlds/${author.worldID}/`;
    const read = (name: string) => JSON.parse(zip.get(`${base}${name}.json`)!.toString()) as Record<string, unknown>;
    const writing = read(`writings/${made.writingId}`) as { scenes: { content: { content: string }[] }[] };
    expect(writing.scenes).toHaveLength(2);
    expect(writing.scenes[0].content[0].content).toBe(SCENE_ONE);
    expect(read(`wikis/${made.wikiId}`)).toMatchObject({ sections: [{ id: 'birth', title: 'Birth', content: SECTION_TEXT }] });
    expect((read(`maps/${made.mapId}`) as { points: { name: string }[] }).points.map((p) => p.name).sort()).toEqual(['Harbour', 'The Keep']);
    expect((read(`timelines/${made.timelineId}`) as { lines: { nodes: { title: string }[] }[] }).lines[0].nodes.map((n) => n.title)).toEqual([
      'The Founding',
      'The Flood',
    ]);
    expect((read(`languages/${made.languageId}`) as { words: { word: string }[] }).words.map((w) => w.word)).toEqual(['hol', 'ember']);
  });

  it('holds the media files with the very bytes uploaded, listed in world.json', () => {
    const world = JSON.parse(zip.get(`worlds/${author.worldID}/world.json`)!.toString()) as ExportWorld;
    expect(world.members).toEqual([]);
    const fileOf = (folder: string) => world.media.find((media) => media.folder === folder)!;
    const wikiImage = zip.get(`worlds/${author.worldID}/${fileOf('wikis').file}`)!;
    const mapImage = zip.get(`worlds/${author.worldID}/${fileOf('maps').file}`)!;
    expect(Buffer.compare(wikiImage, Buffer.from(made.wikiImage))).toBe(0);
    expect(Buffer.compare(mapImage, Buffer.from(made.mapImage))).toBe(0);
  });

  it('has an index.html to read offline, with the scenes and sections, escaped, and nothing from outside', () => {
    const html = zip.get('index.html')!.toString();
    expect(html).toContain(SCENE_ONE);
    expect(html).toContain('At dawn the ferryman &lt;b&gt;sang&lt;/b&gt;.');
    expect(html).toContain(SECTION_TEXT);
    expect(html).toContain('Harbour');
    expect(html).toContain('The Flood');
    expect(html).not.toMatch(/(src|href)="https?:/);
    expect(html).not.toContain('<script');
  });

  it('holds no other author’s world, and no e-mail address', () => {
    expect([...zip.keys()].every((name) => !name.startsWith('worlds/') || name.startsWith(`worlds/${author.worldID}/`))).toBe(true);
    for (const [name, bytes] of zip) if (name.endsWith('.json') || name.endsWith('.html')) expect(bytes.toString()).not.toMatch(/@example\.com/);
  });

  it('tells its owner it is ready', async () => {
    await t.stack.waitForViews(await t.stack.eventStore.headPosition());
    const notifications: NotificationView[] = await t.stack.queries.notifications.forUser(author.id);
    expect(notifications.some((n) => n.title === m.readyTitle && n.link === `/dashboard?export=${exportId}`)).toBe(true);
  });

  it('is seen and downloaded by its owner only', async () => {
    const stranger = await t.person('stranger');
    expect((await t.call('GET', `export/${exportId}`, { token: stranger.token })).json()).toEqual({ error: m.notFound });
    expect((await t.download(stranger.token, exportId)).statusCode).toBe(404);
    expect((await t.download(undefined, exportId)).statusCode).toBe(401);
  });
});

describe('who may export', () => {
  it('only the world’s author exports it: a member or a stranger is refused', async () => {
    const author = await t.exportAuthor('cleo');
    const member = await t.person('member');
    await t.join(author, author.worldID, member);
    for (const who of [member, await t.person('other')]) {
      const res = await t.startWorldExport(who.token, author.worldID);
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: { error: m.onlyAuthor } });
    }
  });

  it('Download my data holds every world the user authors and no one else’s', async () => {
    const dora = await t.exportAuthor('dora');
    const second = await t.createWorld(dora.token, 'Second');
    const { exportId } = await t.ok<{ exportId: string }>(t.call('POST', 'export/user', { token: dora.token }), 201);
    expect((await t.finished(dora.token, exportId)).status).toBe('completed');
    const zip = await readZip((await t.download(dora.token, exportId)).rawPayload);
    const manifest = JSON.parse(zip.get('manifest.json')!.toString()) as ExportManifest;
    expect(manifest.scope).toBe('user');
    expect(manifest.worlds.map((w) => w.id).sort()).toEqual([dora.worldID, second._id].sort());
  });
});
