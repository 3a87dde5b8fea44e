import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContinuityWarningView } from '@lorewright/domain/continuity/continuityWarnings';
import { openWikisApp, type WikisApp } from '../wikis/testing/wikisTesting';

// A relation used outside its period, through the real routes: Aldric and Bran allies from 1200
// to 1220, both named in a scene of 1230.

let t: WikisApp;
let roles: Awaited<ReturnType<WikisApp['worldWithRoles']>>;
let worldID: string;
let aldric: string;
let bran: string;
let bookID: string;
let relationID: string;

const warnings = async (token: string) => t.ok<ContinuityWarningView[]>(t.call('GET', `world/${worldID}/continuity`, { token }));
const named = (title: string, id: string) => ({ content: title, style: '', link: { type: 'wiki', id } });
const access = (memberID: string, elementID: string, level: 'none' | 'role') =>
  t.ok(t.call('POST', 'updateElementAccess', { token: roles.author.token, payload: { element: 'wiki', elementID, worldID, memberID, access: level } }));

beforeAll(async () => {
  t = await openWikisApp();
  roles = await t.worldWithRoles();
  worldID = roles.world._id;
  const author = roles.author.token;
  aldric = (await t.newWiki(author, worldID, { title: 'Aldric', category: 'characters' }))._id;
  bran = (await t.newWiki(author, worldID, { title: 'Bran', category: 'characters' }))._id;
  ({ id: relationID } = await t.ok<{ id: string }>(
    t.call('POST', 'wiki/addRelation', {
      token: author,
      payload: { wikiID: aldric, otherID: bran, type: 'ally', period: { from: { year: 1200 }, until: { year: 1220 } } },
    }),
    201,
  ));
  const scene = { name: 'The Siege', date: { year: 1230 }, content: [named('Aldric', aldric), { content: ' and ', style: '' }, named('Bran', bran)] };
  bookID = (
    await t.ok<{ writing: { _id: string } }>(
      t.call('POST', 'creation/newWriting', { token: author, payload: { isFolder: false, worldID, title: 'The Chronicle', scenes: [scene] } }),
      201,
    )
  ).writing._id;
});
afterAll(() => t.close());

describe('a relation used outside its period', () => {
  it("is a warning naming both wikis and the scene, in the relation's words", async () => {
    const [warning, ...others] = await warnings(roles.author.token);
    expect(others).toEqual([]);
    expect(warning).toMatchObject({
      kind: 'relationUsedOutsidePeriod',
      message: '“The Siege” (1230 AD) names Aldric and Bran, but “Aldric — Ally of — Bran” holds only 1200 AD – 1220 AD.',
      places: [
        { type: 'wiki', id: aldric, title: 'Aldric', where: 'Relations' },
        { type: 'wiki', id: bran, title: 'Bran', where: 'Relations' },
        { type: 'writing', id: bookID, title: 'The Chronicle', where: 'The Siege' },
      ],
    });
    expect(warning.id).toMatch(/^relationUsedOutsidePeriod:relation:/);
  });

  it('is left out for a viewer who may not see one of its wikis', async () => {
    await access(roles.editor.id, bran, 'none');
    expect(await warnings(roles.editor.token)).toEqual([]);
    await access(roles.editor.id, bran, 'role');
    expect(await warnings(roles.editor.token)).toHaveLength(1);
  });

  it('goes when the relation is changed to hold then', async () => {
    await t.ok(
      t.call('PUT', 'wiki/changeRelation', {
        token: roles.author.token,
        payload: { wikiID: aldric, relationID, type: 'ally', period: { from: { year: 1200 }, until: { year: 1240 } } },
      }),
    );
    expect(await warnings(roles.author.token)).toEqual([]);
  });
});
