import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { azgaarMessages as m } from '@lorewright/domain/imports/azgaar/azgaarMessages';
import { ELDMARK_MAP_TEXT } from '@lorewright/domain/imports/azgaar/testing/eldmarkSave';
import { EMBLEMS_MAP_TEXT, VERSION_1_4_MAP_TEXT } from '@lorewright/domain/imports/azgaar/testing/olderSaves';
import { eldmarkFile, openImportsApp, type ImportsApp } from './testing/azgaarTesting';

// An Azgaar .map file becomes a map of the world: its picture drawn from the SVG, its burgs and
// noted markers as points.
let t: ImportsApp;
beforeAll(async () => {
  t = await openImportsApp();
});
afterAll(() => t.close());

describe('POST import/world/{worldId}/azgaar', () => {
  it('makes a map with the picture and the points', async () => {
    const author = await t.mapAuthor('azgaar');
    const res = await t.send(author.worldID, 'azgaar', author.token, { file: eldmarkFile() });
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json<{ message: string; map: { _id: string; title: string } }>();
    expect(answer).toEqual({ message: m.imported('Eldmark', 3), map: { _id: expect.any(String) as string, title: 'Eldmark' } });
    const map = await t.getMap(author.token, answer.map._id);
    expect(map.title).toBe('Eldmark');
    expect(map.image).toMatch(/\.png$/);
    const points = Object.values(map.points).map(({ name, x, y, icon }) => ({ name, x, y, icon }));
    expect(points).toEqual(
      expect.arrayContaining([
        { name: 'Highkeep', x: 0.25, y: 0.25, icon: 'castle' },
        { name: 'Saltmere', x: 0.75, y: 0.75, icon: 'rook' },
        { name: 'The Sunken Bell', x: 0.5, y: 0.55, icon: 'pin' },
      ]),
    );
  });

  it('reads a gzipped file', async () => {
    const author = await t.mapAuthor('gzipped');
    const res = await t.send(author.worldID, 'azgaar', author.token, { file: eldmarkFile(gzipSync(ELDMARK_MAP_TEXT)) });
    expect(res.statusCode, res.body).toBe(201);
  });

  it.each([
    ['a save with coats of arms, its line endings made LF', EMBLEMS_MAP_TEXT.replace(/\r\n/g, '\n'), 3],
    ['a save of 1.4, its markers in the SVG', VERSION_1_4_MAP_TEXT, 4],
  ])('imports %s with every noted point', async (_what, text, points) => {
    const author = await t.mapAuthor('older');
    const res = await t.send(author.worldID, 'azgaar', author.token, { file: eldmarkFile(text) });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json<{ message: string }>().message).toBe(m.imported('Eldmark', points));
  });
});
