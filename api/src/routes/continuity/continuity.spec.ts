import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { continuityMessages as m } from '@lorewright/domain/continuity/continuityMessages';
import type { ContinuityWarningView } from '@lorewright/domain/continuity/continuityWarnings';
import type { WorldView } from '@lorewright/domain/worlds/worldView';
import type { WorldPeriod } from '@lorewright/domain/calendars/worldDate';
import { openWikisApp, type WikisApp } from '../wikis/testing/wikisTesting';
import type { WorldAsOf } from './worldAsOf';

// Continuity warnings and the as-of world page through the real routes: a king who died in 1245
// crowned in a scene of 1250, his realm's rulers on three dates, and who may read and dismiss.

let t: WikisApp;
let roles: Awaited<ReturnType<WikisApp['worldWithRoles']>>;
let worldID: string;
let aldric: string;
let ashvale: string;
let bookID: string;
let warningID: string;

const warnings = async (token: string, query = '') => t.ok<ContinuityWarningView[]>(t.call('GET', `world/${worldID}/continuity${query}`, { token }));
const newWriting = async (token: string, title: string, scenes: object[]) =>
  (await t.ok<{ writing: { _id: string } }>(t.call('POST', 'creation/newWriting', { token, payload: { isFolder: false, worldID, title, scenes } }), 201))
    .writing;
const ruler = (id: string, value: string, period: WorldPeriod) => ({ _id: id, field: 'Ruler', value, period });
const worldAsOf = async (token: string | undefined, asOf: string) =>
  (await t.ok<{ world: WorldAsOf }>(t.call('GET', `world/${worldID}?asOf=${asOf}`, { token }))).world;

beforeAll(async () => {
  t = await openWikisApp();
  roles = await t.worldWithRoles();
  worldID = roles.world._id;
  const author = roles.author.token;
  aldric = (await t.newWiki(author, worldID, { title: 'Aldric', category: 'characters' }))._id;
  await t.updated(author, aldric, { lifespan: { from: { year: 1200 }, until: { year: 1245 } } });
  ashvale = (await t.newWiki(author, worldID, { title: 'Ashvale', category: 'places' }))._id;
  await t.updated(author, ashvale, {
    lifespan: { from: { year: 1100 } },
    headerFields: [
      ruler('r1', 'Aldric I', { from: { year: 1200 }, until: { year: 1245 } }),
      ruler('r2', 'Berengar', { from: { year: 1246 }, until: { year: 1270 } }),
      ruler('r3', 'Cedric', { from: { year: 1271 } }),
      { _id: 'c1', field: 'Climate', value: 'Wet' },
    ],
  });
  // Born later: not in the world of 1150.
  await t.updated(author, (await t.newWiki(author, worldID, { title: 'Berengar', category: 'characters' }))._id, { lifespan: { from: { year: 1226 } } });
  bookID = (
    await newWriting(author, 'The Chronicle', [
      {
        name: 'The Coronation',
        date: { year: 1250 },
        content: [
          { content: 'Crowned by ', style: '' },
          { content: 'Aldric', style: '', link: { type: 'wiki', id: aldric } },
        ],
      },
    ])
  )._id;
});
afterAll(() => t.close());

describe('continuity warnings', () => {
  it('a scene of 1250 linking to a character who died in 1245 is a warning naming both', async () => {
    const open = await warnings(roles.author.token);
    expect(open).toHaveLength(1);
    const [warning] = open;
    expect(warning).toMatchObject({
      kind: 'mentionOutsideLife',
      message: 'Aldric appears in “The Coronation” (1250 AD), after their death (1245 AD).',
      places: [
        { type: 'wiki', id: aldric, title: 'Aldric', where: 'Lifespan' },
        { type: 'writing', id: bookID, title: 'The Chronicle', where: 'The Coronation' },
      ],
    });
    warningID = warning.id;
    expect(await warnings(roles.editor.token)).toEqual(open);
  });

  it('a reader hears that warnings are for editors; a stranger that the world is private; nobody must log in', async () => {
    await t.expectRefused(() => t.call('GET', `world/${worldID}/continuity`, { token: roles.member.token }), 403, m.onlyEditors);
    await t.expectRefused(() => t.call('GET', `world/${worldID}/continuity`, { token: roles.other.token }), 403, 'This world is private.');
    const res = await t.call('GET', 'world/nowhere/continuity', { token: roles.author.token });
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 404, body: { error: 'World not found.' } });
  });

  it('dismissed with a reason, it leaves the open list and is listed with dismissed=true; restored, it is back', async () => {
    const refused = await t.call('POST', 'world/continuity/dismiss', { token: roles.editor.token, payload: { worldID, warningID, reason: '  ' } });
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 400, body: { error: m.reasonRequired } });
    await t.ok(t.call('POST', 'world/continuity/dismiss', { token: roles.editor.token, payload: { worldID, warningID, reason: 'His ghost crowns him.' } }));
    expect(await warnings(roles.author.token)).toEqual([]);
    const [dismissed] = await warnings(roles.author.token, '?dismissed=true');
    expect(dismissed).toMatchObject({ id: warningID, reason: 'His ghost crowns him.', dismissedBy: 'Ada Lovelace' });
    await t.expectRefused(
      () => t.call('POST', 'world/continuity/dismiss', { token: roles.author.token, payload: { worldID, warningID, reason: 'Again.' } }),
      409,
      m.alreadyDismissed,
    );
    await t.ok(t.call('POST', 'world/continuity/restore', { token: roles.coOwner.token, payload: { worldID, warningID } }));
    expect((await warnings(roles.author.token)).map((w) => w.id)).toEqual([warningID]);
    expect(await warnings(roles.author.token, '?dismissed=true')).toEqual([]);
  });

  it('a warning naming an element the viewer may not see is left out', async () => {
    const res = await t.call('POST', 'updateElementAccess', {
      token: roles.author.token,
      payload: { element: 'writing', elementID: bookID, worldID, memberID: roles.editor.id, access: 'none' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await warnings(roles.editor.token)).toEqual([]);
    expect(await warnings(roles.author.token)).toHaveLength(1);
    await t.ok(
      t.call('POST', 'updateElementAccess', {
        token: roles.author.token,
        payload: { element: 'writing', elementID: bookID, worldID, memberID: roles.editor.id, access: 'role' },
      }),
    );
  });

  it('moving the death after the scene removes the warning', async () => {
    await t.updated(roles.author.token, aldric, { lifespan: { from: { year: 1200 }, until: { year: 1260 } } });
    expect(await warnings(roles.author.token)).toEqual([]);
    await t.updated(roles.author.token, aldric, { lifespan: { from: { year: 1200 }, until: { year: 1245 } } });
    expect((await warnings(roles.author.token)).map((w) => w.id)).toEqual([warningID]);
  });
});

describe('the world as of a date', () => {
  const rulerOf = (world: WorldAsOf) => world.asOf.facts.find((fact) => fact.wikiID === ashvale)?.fields.map((field) => field.value);

  it('leaves out the wikis not yet born and shows the ruler of each date', async () => {
    const token = roles.author.token;
    const in1150 = await worldAsOf(token, '1150');
    expect(in1150.wikis.map((wiki) => wiki.title).sort()).toEqual(['Ashvale']);
    expect(in1150.num_wikis).toBe(1);
    expect(in1150.asOf.date).toEqual({ year: 1150 });
    expect(rulerOf(in1150)).toBeUndefined();
    expect(rulerOf(await worldAsOf(token, '1230'))).toEqual(['Aldric I']);
    expect(rulerOf(await worldAsOf(token, '1250-3-1'))).toEqual(['Berengar']);
    const in1300 = await worldAsOf(token, '1300');
    expect(rulerOf(in1300)).toEqual(['Cedric']);
    expect(in1300.asOf.facts.find((fact) => fact.wikiID === ashvale)).toEqual({
      wikiID: ashvale,
      title: 'Ashvale',
      category: 'places',
      fields: [{ field: 'Ruler', value: 'Cedric', period: { from: { year: 1271 } } }],
    });
    expect(in1300.wikis.map((wiki) => wiki.title).sort()).toEqual(['Ashvale', 'Berengar']);
  });

  it('without asOf the page is as it was; a bad asOf or a month the calendar lacks is refused', async () => {
    const today = (await t.ok<{ world: WorldView & { asOf?: unknown } }>(t.call('GET', `world/${worldID}`, { token: roles.author.token }))).world;
    expect(today.asOf).toBeUndefined();
    expect(today.num_wikis).toBe(3);
    for (const asOf of ['soon', '1200-13']) {
      const res = await t.call('GET', `world/${worldID}?asOf=${asOf}`, { token: roles.author.token });
      expect(res.statusCode, asOf).toBe(400);
    }
  });

  it('secret dated fields reach only those who may edit the wiki', async () => {
    await t.updated(roles.author.token, ashvale, { headerFields: [{ ...ruler('r3', 'Cedric', { from: { year: 1271 } }), secret: true }] });
    expect(rulerOf(await worldAsOf(roles.editor.token, '1300'))).toEqual(['Cedric']);
    expect(rulerOf(await worldAsOf(roles.member.token, '1300'))).toBeUndefined();
  });
});
