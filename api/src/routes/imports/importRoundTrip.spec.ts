import { createHash } from 'node:crypto';
import type { ExportMap, ExportWiki, ExportWriting } from '@lorewright/domain/exports/exportFormat';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import { sentPoint } from '../maps/testing/mapsTesting';
import { imageFile, multipart } from '../media/testing/mediaTesting';
import { exportEntries, openImportsApp, rezip, type ImportAnswer } from './testing/importsTesting';

// The round trip: a world with every kind of element, relations between its wikis, a scene
// mention and section links, dated facts on a calendar the world chose is exported, imported by another person (with the paid features),
// exported again; the two exports say the same once ids, dates, the author and visibility are
// set aside. Ids are compared by what they name: an
// element by its kind and title, a part by its place in its element, a media file by its bytes.

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

const ELEMENT_KINDS = ['writings', 'wikis', 'maps', 'timelines', 'languages'] as const;
const IGNORED = new Set(['createdOn', 'lastUpdated', 'exportedAt', 'authorId', 'userId', 'members', 'visibility']);

const canonical = async (zip: Buffer) => {
  const { entries, world } = await exportEntries(zip);
  const folder = `worlds/${world.id}/`;
  const labels = new Map<string, string>([[world.id, 'world']]);
  const files: Record<string, Json> = {};
  for (const item of world.media) {
    const bytes = entries.get(folder + item.file)!;
    labels.set(item.id, `media:${createHash('sha256').update(bytes).digest('hex').slice(0, 12)}`);
  }
  for (const kind of ELEMENT_KINDS) {
    for (const id of world.elements[kind]) {
      const file = JSON.parse(entries.get(`${folder}${kind}/${id}.json`)!.toString()) as { title: string; points?: { name: string }[] };
      // A map's points have no order of their own (the export lists them by id): by name.
      file.points?.sort((a, b) => a.name.localeCompare(b.name));
      labels.set(id, `${kind}:${file.title}`);
      files[`${kind}:${file.title}`] = file;
    }
  }
  // Parts (scenes, points, nodes, …) by their place: the arrays' `id` fields inside elements.
  const labelParts = (value: Json, at: string) => {
    if (Array.isArray(value)) value.forEach((item, index) => labelParts(item, `${at}[${index}]`));
    else if (value && typeof value === 'object') {
      if (typeof value.id === 'string' && !labels.has(value.id)) labels.set(value.id, at);
      for (const [key, inner] of Object.entries(value)) labelParts(inner, `${at}.${key}`);
    }
  };
  for (const [name, file] of Object.entries(files)) labelParts(file, name);
  // Relations have no name of their own: each is known by its wikis and type (sorted below).
  for (const relation of world.relations ?? []) labels.set(relation.id, 'relation');
  // A whole value that is an id; inside longer text (a media file name or address) only long,
  // minted ids, so a part named 'p' leaves 'pin' alone.
  const minted = [...labels.keys()].filter((id) => id.length >= 16).sort((a, b) => b.length - a.length);
  const relabel = (text: string) => (labels.has(text) ? `<${labels.get(text)}>` : minted.reduce((out, id) => out.split(id).join(`<${labels.get(id)}>`), text));
  const normalised = (value: Json): Json => {
    if (typeof value === 'string') return relabel(value).replace(/\/media\/([a-z]+)\/[^/]+\//g, '/media/$1/<owner>/');
    if (Array.isArray(value)) return value.map(normalised);
    if (value && typeof value === 'object')
      return Object.fromEntries(Object.entries(value).flatMap(([key, inner]) => (IGNORED.has(key) ? [] : [[key, normalised(inner)]])));
    return value;
  };
  // The library lists media newest first: by what they are.
  const media = world.media.map((item) => ({ ...item, id: labels.get(item.id)! })).sort((a, b) => a.id.localeCompare(b.id));
  const relations = (world.relations ?? []).map((relation) => JSON.stringify(normalised(relation as unknown as Json))).sort();
  const worldFile = { ...world, elements: undefined, media, relations } as unknown as Json;
  return {
    world: normalised(worldFile),
    elements: Object.fromEntries(
      Object.entries(files)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([name, file]) => [name, normalised(file)]),
    ),
    counts: Object.fromEntries(ELEMENT_KINDS.map((kind) => [kind, world.elements[kind].length])),
  };
};

let t: Awaited<ReturnType<typeof openImportsApp>>;
beforeAll(async () => {
  t = await openImportsApp();
});
afterAll(async () => {
  await t?.close();
});

describe('export → import → export', () => {
  it('gives the same world, every element kind with its media', async () => {
    const author = await t.exportAuthor('original');
    const { token, worldID } = author;
    const { writingId, wikiId, mapId, timelineId, languageId } = await t.furnishWorld(author);

    // More than furnishWorld: a folder with a child whose scene links the wiki, header fields,
    // a point's image and link, a node's link, a key with a rune. Dated facts on the calendar of
    // the world's timeline, which has a year 0 (the Gregorian has none): an import that stored
    // them before choosing that calendar would be refused.
    await t.ok(t.call('POST', 'world/updateCalendar', { token, payload: { worldID, timelineID: timelineId } }));
    const folder = await t.ok<{ writing: { _id: string } }>(
      t.call('POST', 'creation/newWriting', { token, payload: { isFolder: true, worldID, title: 'Book' } }),
      201,
    );
    const child = await t.ok<{ writing: { _id: string; revision: number; scenes: { _id: string }[] } }>(
      t.call('POST', 'creation/newWriting', { token, payload: { isFolder: false, worldID, title: 'Chapter', parentID: folder.writing._id } }),
      201,
    );
    const { id: branId } = await t.ok<{ id: string }>(
      t.call('POST', 'creation/newWiki', { token, payload: { category: 'characters', title: 'Bran', worldID } }),
      201,
    );
    const linked = [
      { content: 'See ', style: '' },
      { content: 'Isolde', style: 'bold', link: { type: 'wiki', category: 'characters', id: wikiId } },
      { content: ' and ', style: '' },
      { content: 'Bran', style: '', link: { type: 'wiki', category: 'characters', id: branId, mention: true } },
    ];
    await t.ok(
      t.call('PUT', 'creation/updateWriting', {
        token,
        payload: {
          writingID: child.writing._id,
          revision: child.writing.revision,
          scenes: [{ ...child.writing.scenes[0], content: linked, date: { year: 0, month: 3, day: 1 } }],
        },
      }),
    );
    await t.ok(
      t.call('PUT', `creation/updateWiki/${wikiId}`, {
        token,
        payload: {
          headerFields: [
            { _id: 'age', field: 'Age', value: '30' },
            { _id: 'crowned', field: 'Title', value: 'Queen', period: { from: { year: 0, month: 2 }, until: { year: 30 } } },
          ],
          // Her birth is the timeline's founding point: the copy's birth names the copy's point.
          lifespan: { from: { year: 0, point: { timelineID: timelineId, nodeID: 'p' } }, until: { year: 61, month: 2, day: 28 } },
        },
      }),
    );
    const kin = `Mother of [[wiki:${branId}]], drawn on [[map:${mapId}]].`;
    await t.ok(
      t.call('PUT', `creation/updateWiki/${branId}`, {
        token,
        payload: { sections: [{ _id: 'kin', title: 'Kin', content: kin, period: { until: { year: 0, month: 12 } } }] },
      }),
    );
    await t.ok(t.updatePoints(token, mapId, [sentPoint('harbour', { name: 'Harbour', x: 0.25, y: 0.75, period: { from: { year: 0, month: 6, day: 30 } } })]));
    await t.ok(
      t.call('POST', 'wiki/addRelation', { token, payload: { wikiID: wikiId, otherID: branId, type: 'parent', period: { from: { year: 1200, month: 3 } } } }),
      201,
    );
    await t.ok(
      t.call('POST', 'wiki/addRelation', { token, payload: { wikiID: branId, otherID: wikiId, type: 'custom', custom: 'Keeps the secrets of' } }),
      201,
    );
    await t.ok(t.uploadPointImage(token, mapId, 'harbour', t.pngImage(700, [1, 2, 3, 255])), 201);
    await t.ok(t.call('POST', 'map/addLink', { token, payload: { mapID: mapId, pointID: 'harbour', link: { type: 'writing', id: writingId } } }));
    await t.ok(t.call('POST', 'timeline/addLink', { token, payload: { timelineID: timelineId, lineID: 'l1', nodeID: 'p', link: { type: 'map', id: mapId } } }));
    const { rune } = await t.ok<{ rune: string }>(t.uploadRune(token, languageId, t.pngImage(400, [9, 9, 9, 255])), 201);
    await t.ok(t.updateKeyMap(token, languageId, { a: { _id: 'ka', order: 0, rune } }));

    const { payload, contentType } = await multipart(imageFile(t.pngImage(900, [5, 50, 150, 255])));
    const header = await t.app.inject({
      method: 'POST',
      url: `/api/v1/world/updateWorldImage/${worldID}`,
      payload,
      headers: { 'content-type': contentType, authorization: `Bearer ${token}` },
    });
    expect(header.statusCode, header.body).toBeLessThan(300);

    const first = await t.exportedZip(token, worldID);
    const { world } = await exportEntries(first);
    expect(world.elements.writings).toHaveLength(3);
    expect(world.relations).toEqual([
      expect.objectContaining({ fromId: wikiId, toId: branId, type: 'parent', custom: '', period: { from: { year: 1200, month: 3 } } }),
      expect.objectContaining({ fromId: branId, toId: wikiId, type: 'custom', custom: 'Keeps the secrets of', period: null }),
    ]);
    // Header, wiki image, map picture, point image, rune.
    expect(world.headerImage).not.toBeNull();
    expect(world.media).toHaveLength(5);
    // The dates as stored, in files the shipped JSON Schema accepts.
    expect(world.calendarTimelineId).toBe(timelineId);
    const { entries } = await exportEntries(first);
    const read = <T>(path: string) => JSON.parse(entries.get(`worlds/${worldID}/${path}.json`)!.toString()) as T;
    const isoldeFile = read<ExportWiki>(`wikis/${wikiId}`);
    // Taken from the founding point (10 March 10): its date copied, its point kept.
    expect(isoldeFile.lifespan).toEqual({
      from: { year: 10, month: expect.any(Number), day: 3, point: { timelineID: timelineId, nodeID: 'p' } },
      until: { year: 61, month: 2, day: 28 },
    });
    expect(isoldeFile.headerFields.find((field) => field.field === 'Title')?.period).toEqual({ from: { year: 0, month: 2 }, until: { year: 30 } });
    expect(isoldeFile.headerFields.find((field) => field.field === 'Age')).not.toHaveProperty('period');
    expect(read<ExportWiki>(`wikis/${branId}`).sections[0].period).toEqual({ until: { year: 0, month: 12 } });
    expect(read<ExportWriting>(`writings/${child.writing._id}`).scenes[0].date).toEqual({ year: 0, month: 3, day: 1 });
    const harbour = read<ExportMap>(`maps/${mapId}`).points.find((point) => point.name === 'Harbour')!;
    expect(harbour.period).toEqual({ from: { year: 0, month: 6, day: 30 } });
    const schema = JSON.parse(entries.get('schema/export.schema.json')!.toString()) as { $id: string };
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(schema);
    const valid = (kind: string, file: unknown) => ajv.validate(`${schema.$id}#/$defs/${kind}`, file) || ajv.errors;
    expect([
      valid('world', world),
      valid('wiki', isoldeFile),
      valid('map', read(`maps/${mapId}`)),
      valid('writing', read(`writings/${child.writing._id}`)),
    ]).toEqual([true, true, true, true]);

    const importer = await t.exportAuthor('importer');
    const answer = await t.ok<ImportAnswer>(t.importZip(importer.token, first), 201);
    expect(answer.worlds).toEqual([{ _id: expect.any(String), name: world.name, datesLeftOut: 0 }]);
    const imported = answer.worlds[0]._id;
    expect(imported).not.toBe(worldID);

    const second = await t.exportedZip(importer.token, imported);
    const [before, after] = await Promise.all([canonical(first), canonical(second)]);
    expect(after.counts).toEqual(before.counts);
    expect(after.elements).toEqual(before.elements);
    expect(after.world).toEqual(before.world);

    // Everything came in private.
    const copy = (await exportEntries(second)).world;
    expect(copy.visibility).toBe('private');
    // The copy's mention, section link and relations name the copy's own elements.
    const copied = await exportEntries(second);
    const wikiFiles = copy.elements.wikis.map((id) => JSON.parse(copied.entries.get(`worlds/${imported}/wikis/${id}.json`)!.toString()) as ExportWiki);
    const bran = wikiFiles.find((wiki) => wiki.title === 'Bran')!;
    const isolde = wikiFiles.find((wiki) => wiki.title === 'Isolde')!;
    expect(bran.sections[0].content).toBe(`Mother of [[wiki:${bran.id}]], drawn on [[map:${copy.elements.maps[0]}]].`);
    const chapter = copy.elements.writings
      .map((id) => JSON.parse(copied.entries.get(`worlds/${imported}/writings/${id}.json`)!.toString()) as ExportWriting)
      .find((writing) => writing.title === 'Chapter')!;
    expect(chapter.scenes[0].content[3].link).toEqual({ type: 'wiki', category: 'characters', id: bran.id, mention: true });
    expect(copy.relations?.map(({ fromId, toId, type }) => [fromId, toId, type])).toEqual(
      expect.arrayContaining([
        [isolde.id, bran.id, 'parent'],
        [bran.id, isolde.id, 'custom'],
      ]),
    );
    // The copy reads its dates on its own copy of the calendar's timeline (the files above say the same dates).
    expect(copy.calendarTimelineId).toBe(copy.elements.timelines[0]);
    expect(copy.calendarTimelineId).not.toBe(timelineId);
    const calendar = await t.stack.queries.calendars.worldCalendar(imported);
    expect(calendar.hasYearZero).toBe(true);
  }, 120_000);

  it('still imports an export made before relations: a world.json without them', async () => {
    const author = await t.exportAuthor('older');
    await t.furnishWorld(author);
    const { entries, world } = await exportEntries(await t.exportedZip(author.token, author.worldID));
    const { relations: _, ...older } = world;
    const zip = await rezip(entries, { [`worlds/${world.id}/world.json`]: older });
    const importer = await t.exportAuthor('older-importer');
    const answer = await t.ok<ImportAnswer>(t.importZip(importer.token, zip), 201);
    const copy = (await exportEntries(await t.exportedZip(importer.token, answer.worlds[0]._id))).world;
    expect(copy.elements.wikis).toHaveLength(world.elements.wikis.length);
    expect(copy.relations).toEqual([]);
  }, 120_000);
});
