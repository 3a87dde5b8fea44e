import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import type { ExportWorld } from '@lorewright/domain/exports/exportFormat';
import { openExportsApp, readZip, type ExportsApp } from './testing/exportsTesting';

// world.json lists the world's relations between the wikis it exports, each once as stored.

let t: ExportsApp;
beforeAll(async () => {
  t = await openExportsApp();
});
afterAll(async () => {
  await t.close();
});

const exported = async (token: string, worldID: string) => {
  const { exportId } = await t.ok<{ exportId: string }>(t.startWorldExport(token, worldID), 201);
  await t.finished(token, exportId);
  return readZip((await t.download(token, exportId)).rawPayload);
};

describe('the relations of an exported world', () => {
  it('are listed in world.json between exported wikis, as stored, valid against the shipped schema', async () => {
    const author = await t.exportAuthor('ada');
    const { token, worldID } = author;
    const wiki = async (title: string, category = 'characters') =>
      (await t.ok<{ id: string }>(t.call('POST', 'creation/newWiki', { token, payload: { category, title, worldID } }), 201)).id;
    const [ysolde, bran, keep, gone] = [await wiki('Ysolde'), await wiki('Bran'), await wiki('Keep', 'places'), await wiki('Gone')];
    const add = (payload: object) => t.ok<{ id: string }>(t.call('POST', 'wiki/addRelation', { token, payload }), 201);
    const parent = await add({ wikiID: ysolde, otherID: bran, type: 'parent', period: { from: { year: 1200 }, until: { year: 1245, month: 2, day: 3 } } });
    const home = await add({ wikiID: keep, otherID: ysolde, type: 'custom', custom: 'Home of' });
    await add({ wikiID: gone, otherID: bran, type: 'ally' });
    await t.ok(t.call('POST', 'wiki/delete', { token, payload: { wikiID: gone, worldID } }));

    const zip = await exported(token, worldID);
    const world = JSON.parse(zip.get(`worlds/${worldID}/world.json`)!.toString()) as ExportWorld;
    expect(world.relations).toEqual(
      expect.arrayContaining([
        { id: parent.id, fromId: ysolde, toId: bran, type: 'parent', custom: '', period: { from: { year: 1200 }, until: { year: 1245, month: 2, day: 3 } } },
        { id: home.id, fromId: keep, toId: ysolde, type: 'custom', custom: 'Home of', period: null },
      ]),
    );
    expect(world.relations).toHaveLength(2);
    const schema = JSON.parse(zip.get('schema/export.schema.json')!.toString()) as { $id: string };
    const ajv = new Ajv2020({ strict: false });
    ajv.addSchema(schema);
    expect(ajv.validate(`${schema.$id}#/$defs/world`, world), JSON.stringify(ajv.errors)).toBe(true);
  }, 60_000);
});
