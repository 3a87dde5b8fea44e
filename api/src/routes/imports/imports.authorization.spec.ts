import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages as a } from '@lorewright/domain/accounts/accountMessages';
import { NOT_OWNED_MESSAGE } from '@lorewright/domain/accounts/permissions';
import { importMessages as m } from '@lorewright/domain/imports/importMessages';
import { exportEntries, openImportsApp, rezip, type ImportAnswer } from './testing/importsTesting';

// Who may import: anyone signed in and not blocked, into worlds of their own; maps, timelines
// and languages only with the paid feature, exactly as when making one. A refusal stores
// nothing: no world, no media item, not one event.

let t: Awaited<ReturnType<typeof openImportsApp>>;
let withPaid: Buffer;
let writingsOnly: Buffer;

beforeAll(async () => {
  t = await openImportsApp();
  const author = await t.exportAuthor('source');
  await t.furnishWorld(author);
  withPaid = await t.exportedZip(author.token, author.worldID);
  const { entries, world } = await exportEntries(withPaid);
  const folder = `worlds/${world.id}/`;
  const changes: Record<string, object | null> = {
    [`${folder}world.json`]: { ...world, elements: { ...world.elements, maps: [], timelines: [], languages: [] } },
  };
  for (const kind of ['maps', 'timelines', 'languages'] as const) for (const id of world.elements[kind]) changes[`${folder}${kind}/${id}.json`] = null;
  writingsOnly = await rezip(entries, changes);
});
afterAll(() => t.close());

const nothingStored = async (userId: string, attempt: () => Promise<{ statusCode: number; json: () => unknown }>, status: number, error: string) => {
  const before = await t.holdings(userId);
  const head = await t.logAtRest();
  const res = await attempt();
  expect(res.statusCode).toBe(status);
  expect(res.json()).toEqual({ error });
  expect(await t.stack.eventStore.headPosition()).toBe(head);
  expect(await t.holdings(userId)).toEqual(before);
};

describe('POST import/world', () => {
  it('refuses anonymous people', async () => {
    const res = await t.importZip(undefined, withPaid);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: a.loginRequired });
  });

  it('refuses a blocked account, storing nothing', async () => {
    const { blocked } = await t.worldWithRoles();
    await nothingStored(blocked.id, () => t.importZip(blocked.token, writingsOnly), 403, a.blockedMutation);
  });

  it('refuses maps, timelines and languages to someone without the paid features, storing nothing', async () => {
    const unpaid = await t.person('unpaid');
    await nothingStored(unpaid.id, () => t.importZip(unpaid.token, withPaid), 403, NOT_OWNED_MESSAGE);
  });

  it('lets someone without paid features import writings and wikis, all private', async () => {
    const unpaid = await t.person('writer');
    const answer = await t.ok<ImportAnswer>(t.importZip(unpaid.token, writingsOnly), 201);
    expect(answer.message).toBe(m.imported(1));
    const world = await t.stack.queries.worlds.worldById(answer.worlds[0]._id);
    expect(world).toMatchObject({ authorID: unpaid.id, visibility: 'private' });
    const writings = await t.stack.queries.writings.writingsOfWorld(world!._id);
    expect(writings.length).toBeGreaterThan(0);
    for (const writing of writings) expect(writing.visibility).toBe('private');
  });

  it('lets a paying person import everything', async () => {
    const paid = await t.exportAuthor('paid');
    const answer = await t.ok<ImportAnswer>(t.importZip(paid.token, withPaid), 201);
    const maps = await t.stack.queries.maps.mapsOfWorld(answer.worlds[0]._id);
    expect(maps).toHaveLength(1);
    expect(maps[0].visibility).toBe('private');
  });
});
