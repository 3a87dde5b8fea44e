import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { worldDateMessages as dm } from '@lorewright/domain/calendars/worldDate';
import type { ExportMap, ExportWiki, ExportWorld, ExportWriting } from '@lorewright/domain/exports/exportFormat';
import { importMessages as m } from '@lorewright/domain/imports/importMessages';
import { MEDIA_QUOTA_BYTES, mediaMessages } from '@lorewright/domain/media/mediaView';
import { zipMessages } from '../../imports/safeZip';
import { buildZip, zeros } from '../../imports/zipBuilding';
import { exportEntries, openImportsApp, rezip, type ImportAnswer } from './testing/importsTesting';

// Odd uploads to POST import/world from a paying, signed-in person: a 4xx with {error} naming
// what is wrong, never a 500, and nothing stored: no world, no media item. Most are refused
// before anything is written; a file that fails half-way is undone.

let t: Awaited<ReturnType<typeof openImportsApp>>;
let importer: { id: string; token: string };
let entries: Map<string, Buffer>;
let world: ExportWorld;
let folder: string;

beforeAll(async () => {
  t = await openImportsApp();
  const author = await t.exportAuthor('source');
  await t.furnishWorld(author);
  ({ entries, world } = await exportEntries(await t.exportedZip(author.token, author.worldID)));
  folder = `worlds/${world.id}/`;
  importer = await t.exportAuthor('importer');
});
afterAll(() => t.close());

const json = <T>(path: string) => JSON.parse(entries.get(path)!.toString()) as T;

const refused = async (bytes: Buffer | null, status: number, error: string, options: { untouched?: boolean; field?: string } = {}) => {
  const before = await t.holdings(importer.id);
  const head = await t.stack.eventStore.headPosition();
  const res = await t.importZip(importer.token, bytes, options.field);
  expect(res.statusCode, res.body).toBe(status);
  expect(res.json()).toEqual({ error });
  expect(await t.holdings(importer.id)).toEqual(before);
  if (options.untouched !== false) expect(await t.stack.eventStore.headPosition()).toBe(head);
};

describe('POST import/world refuses, storing nothing', () => {
  it('no file, or a file under another name', async () => {
    await refused(null, 400, m.noFile);
    await refused(Buffer.from('PK'), 400, m.noFile, { field: 'upload' });
    const res = await t.call('POST', 'import/world', { token: importer.token, payload: { file: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: m.noFile });
  });

  it('a file that is not a ZIP, or a ZIP that is not an export (read past the 5 MB media limit)', async () => {
    await refused(Buffer.from('hello, not a zip'), 400, zipMessages.notZip);
    await refused(await buildZip([{ name: 'notes.txt', content: 'x' }]), 400, m.notAnExport);
    const noise = Buffer.from(Array.from({ length: 6 * 1024 * 1024 }, (_, i) => (i * 7919) % 251));
    await refused(await buildZip([{ name: 'noise.bin', content: noise, store: true }]), 400, m.notAnExport);
  });

  it('an export whose images do not fit in the media space left', async () => {
    const full = await t.exportAuthor('full');
    const big = t.pngImage(MEDIA_QUOTA_BYTES - 4000);
    await t.stack.waitForViews((await t.stack.commands.media.upload(full.id, 'maps', big, { actorId: full.id, correlationId: 'test' })).position);
    const before = await t.holdings(full.id);
    const res = await t.importZip(full.token, await rezip(entries));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: m.overQuota });
    expect(await t.holdings(full.id)).toEqual(before);
  });

  it('an entry that leaves the folder', async () => {
    await refused(
      await buildZip([
        { name: 'manifest.json', content: '{}' },
        { name: 'xx/evil', rename: '../evil', content: 'x' },
      ]),
      400,
      zipMessages.escapes('../evil'),
    );
  });

  it('a zip bomb, by its declared size, never inflated', async () => {
    await refused(await buildZip([{ name: 'bomb.bin', stream: () => zeros(256 * 1024 * 1024) }]), 400, zipMessages.tooLarge('bomb.bin'));
    await refused(await buildZip([{ name: 'manifest.json', content: '{}', declareSize: 1024 * 1024 * 1024 }]), 400, zipMessages.tooLarge('manifest.json'));
  }, 60_000);

  it('another version of the format, or broken JSON', async () => {
    await refused(await rezip(entries, { 'manifest.json': { ...json<object>('manifest.json'), version: 2 } }), 400, m.wrongVersion(2));
    await refused(await rezip(entries, { [`${folder}world.json`]: Buffer.from('{ not json') }), 400, m.notJson(`${folder}world.json`));
  });

  it('a file against its schema, naming the file and the field', async () => {
    const mapPath = `${folder}maps/${world.elements.maps[0]}.json`;
    await refused(
      await rezip(entries, { [mapPath]: { ...json<object>(mapPath), points: 'none' } }),
      400,
      `${mapPath}: points: Invalid input: expected array, received string`,
    );
  });

  it('a backwards period, naming the file and the place', async () => {
    const wikiPath = `${folder}wikis/${world.elements.wikis[0]}.json`;
    const wiki = json<ExportWiki>(wikiPath);
    await refused(
      await rezip(entries, { [wikiPath]: { ...wiki, lifespan: { from: { year: 1245 }, until: { year: 1200 } } } }),
      400,
      m.schema(wikiPath, 'lifespan', dm.periodBackwards),
    );
  });

  it('dates the world’s calendar lacks (dated, then another calendar chosen) are left out, and the answer says how many', async () => {
    // The world names no calendar: the Gregorian, which has twelve months and no year 0.
    const wikiPath = `${folder}wikis/${world.elements.wikis[0]}.json`;
    const wiki = json<ExportWiki>(wikiPath);
    const dated = { ...wiki, sections: wiki.sections.map((section) => ({ ...section, period: { from: { year: 1200, month: 13 } } })) };
    const writingPath = `${folder}writings/${world.elements.writings[0]}.json`;
    const writing = json<ExportWriting>(writingPath);
    const yearZero = { ...writing, scenes: writing.scenes.map((scene) => ({ ...scene, date: { year: 0 } })) };
    const res = await t.importZip(importer.token, await rezip(entries, { [wikiPath]: dated, [writingPath]: yearZero }));
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<ImportAnswer>();
    const leftOut = wiki.sections.length + writing.scenes.length;
    expect(answer.message).toBe(`${m.imported(1)} ${m.datesLeftOut(leftOut)}`);
    expect(answer.worlds[0]).toMatchObject({ datesLeftOut: leftOut });
    const copy = await t.stack.queries.wikis.wikisOfWorld(answer.worlds[0]._id);
    const copied = await t.stack.queries.wikis.wikiById(copy.find((each) => each.title === wiki.title)!._id);
    expect(copied!.sections.map((section) => section.period)).toEqual(wiki.sections.map(() => undefined));
  });

  it('a dangling link or a missing element', async () => {
    const mapPath = `${folder}maps/${world.elements.maps[0]}.json`;
    const map = json<ExportMap>(mapPath);
    const linked = { ...map, points: map.points.map((point) => ({ ...point, links: [{ type: 'wiki', id: 'gone' }] })) };
    await refused(await rezip(entries, { [mapPath]: linked }), 400, m.danglingLink(mapPath, 'wiki', 'gone'));
    const wikiPath = `${folder}wikis/${world.elements.wikis[0]}.json`;
    await refused(await rezip(entries, { [wikiPath]: null }), 400, m.missingFile(wikiPath));
  });

  it('a media file that turns out not to be an image: what was stored is undone', async () => {
    const wikiImage = world.media.find((item) => item.folder === 'wikis')!;
    const broken = await rezip(entries, { [folder + wikiImage.file]: Buffer.alloc(wikiImage.size, 7) });
    await refused(broken, 400, mediaMessages.notAnImage, { untouched: false });
  });
});
