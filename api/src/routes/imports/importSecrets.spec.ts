import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportMap, ExportTimeline, ExportWiki } from '@lorewright/domain/exports/exportFormat';
import { sentNode } from '@lorewright/domain/timelines/testing/timelineTesting';
import type { WikiListItem, WikiView } from '@lorewright/domain/wikis/wikiView';
import { sentPoint } from '../maps/testing/mapsTesting';
import { multipart } from '../media/testing/mediaTesting';
import { exportEntries, openImportsApp } from './testing/importsTesting';

// The author's own export carries the secret marks of wiki header fields and sections, map points
// and timeline points, and an import restores them: the JSON export round trip, and the Markdown
// one for wikis (its import reads wikis and writings only); the points' mentions name the copy's
// elements. Only the world's author exports.

let t: Awaited<ReturnType<typeof openImportsApp>>;
let author: Awaited<ReturnType<typeof t.exportAuthor>>;
let made: Awaited<ReturnType<typeof t.furnishWorld>>;

beforeAll(async () => {
  t = await openImportsApp();
  author = await t.exportAuthor('keeper');
  made = await t.furnishWorld(author);
  const { token } = author;
  await t.ok(
    t.call('PUT', `creation/updateWiki/${made.wikiId}`, {
      token,
      payload: {
        headerFields: [
          { _id: 'age', field: 'Age', value: '30' },
          { _id: 'true-name', field: 'True name', value: 'Morwen', secret: true },
        ],
        sections: [{ _id: 'plot', title: 'Plot', content: 'She burns the granary.', secret: true }],
      },
    }),
  );
  await t.ok(t.updatePoints(token, made.mapId, [sentPoint('keep', { name: 'The Keep', description: `Held by [[wiki:${made.wikiId}]].`, secret: true })]));
  await t.ok(
    t.call('PUT', 'timeline/updateNodes', {
      token,
      payload: {
        timelineID: made.timelineId,
        lineID: 'l1',
        nodes: [sentNode('q', { year: 20, title: 'The Flood', subtitle: `Drowned [[map:${made.mapId}]].`, secret: true })],
        removedNodeIDs: [],
      },
    }),
  );
}, 60_000);
afterAll(() => t?.close());

type Files = { wikis: ExportWiki[]; maps: ExportMap[]; timelines: ExportTimeline[] };
const filesOf = async (zip: Buffer): Promise<Files> => {
  const { entries, world } = await exportEntries(zip);
  const read = <T>(kind: 'wikis' | 'maps' | 'timelines') =>
    world.elements[kind].map((id) => JSON.parse(entries.get(`worlds/${world.id}/${kind}/${id}.json`)!.toString()) as T);
  return { wikis: read<ExportWiki>('wikis'), maps: read<ExportMap>('maps'), timelines: read<ExportTimeline>('timelines') };
};
// Which parts are marked, by name.
const marksOf = ({ wikis, maps, timelines }: Files) => ({
  fields: wikis.flatMap((wiki) => wiki.headerFields.map((field) => [field.field, !!field.secret])).sort(),
  sections: wikis.flatMap((wiki) => wiki.sections.map((section) => [section.title, !!section.secret])).sort(),
  points: maps.flatMap((map) => map.points.map((point) => [point.name, !!point.secret])).sort(),
  nodes: timelines.flatMap((timeline) => timeline.lines.flatMap((line) => line.nodes.map((node) => [node.title, !!node.secret]))).sort(),
});
const MARKED = {
  fields: [
    ['Age', false],
    ['Field', false],
    ['True name', true],
  ],
  sections: [
    ['Birth', false],
    ['Plot', true],
  ],
  points: [
    ['Harbour', false],
    ['The Keep', true],
  ],
  nodes: [
    ['The Flood', true],
    ['The Founding', false],
  ],
};

describe('secrets in the author’s export', () => {
  it('the export carries the marks, and a part never marked has none', async () => {
    const files = await filesOf(await t.exportedZip(author.token, author.worldID));
    expect(marksOf(files)).toEqual(MARKED);
    expect(files.maps[0].points.find((point) => point.name === 'Harbour')).not.toHaveProperty('secret');
  }, 60_000);

  it('an import restores them, and the next export says the same', async () => {
    const first = await t.exportedZip(author.token, author.worldID);
    const importer = await t.exportAuthor('heir');
    const answer = await t.ok<{ worlds: { _id: string }[] }>(t.importZip(importer.token, first), 201);
    const second = await filesOf(await t.exportedZip(importer.token, answer.worlds[0]._id));
    expect(marksOf(second)).toEqual(MARKED);
    // The points' mentions name the copy's own elements.
    const keep = second.maps[0].points.find((point) => point.name === 'The Keep')!;
    expect(keep.description).toBe(`Held by [[wiki:${second.wikis[0].id}]].`);
    const flood = second.timelines[0].lines[0].nodes.find((node) => node.title === 'The Flood')!;
    expect(flood.subtitle).toBe(`Drowned [[map:${second.maps[0].id}]].`);
  }, 120_000);

  it('nobody but the world’s author exports it', async () => {
    const other = await t.exportAuthor('snoop');
    const res = await t.startWorldExport(other.token, author.worldID);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.body).not.toContain('Morwen');
  });

  it('the Markdown export tags them, and its import restores the wiki’s marks', async () => {
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
    const { wikis } = await t.ok<{ wikis: WikiListItem[] }>(t.call('GET', `creation/wikis?worldID=${target._id}`, { token: author.token }));
    const { wiki } = await t.ok<{ wiki: WikiView }>(t.call('GET', `creation/wiki/${wikis[0]._id}`, { token: author.token }));
    expect(wiki.headerFields.map(({ field, value, secret }) => [field, value, !!secret]).sort()).toEqual([
      ['Age', '30', false],
      ['Field', 'Value', false],
      ['True name', 'Morwen', true],
    ]);
    expect(wiki.sections.map(({ title, secret }) => [title, !!secret]).sort()).toEqual([
      ['Birth', false],
      ['Plot', true],
    ]);
  }, 60_000);
});
