import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import { worldRestoreMessages } from '@lorewright/commands/worlds/worldRestore';
import { openWorldsApp, type WorldsApp } from '../worlds/testing/worldsTesting';

// Bad world history requests are refused with a 4xx and a readable {error} (never a 500), and
// restore stores nothing.

let t: WorldsApp;
let token: string;
let worldId: string;
beforeAll(async () => {
  t = await openWorldsApp();
  token = (await t.person('ann')).token;
  worldId = (await t.createWorld(token))._id;
});
afterAll(() => t.close());

const get = (url: string) => () => t.call('GET', url, { token });
const restore = (payload: unknown) => () => t.call('POST', `history/world/${worldId}/restore`, { token, payload: payload as object });

describe('refused world history requests', () => {
  it('pages and revisions that are not whole numbers, a revision the world never had', async () => {
    await t.expectRefused(get(`history/world/${worldId}?page=-2`), 400, h.pageInvalid);
    await t.expectRefused(get(`history/world/${worldId}/at/x`), 400, h.revisionInvalid);
    await t.expectRefused(get(`history/world/${worldId}/at/999`), 404, h.versionNotFound);
    await t.expectRefused(get(`history/world/${worldId}/at/0/diff`), 400, h.partRequired);
    await t.expectRefused(get(`history/world/${worldId}/at/0/diff?part=description`), 404, h.partNotFound);
  });

  it('restore bodies: missing, wrong type, extra keys, a revision never had', async () => {
    const before = (await t.stack.eventStore.readAll()).length;
    await t.expectRefused(restore({}), 400, h.revisionInvalid);
    await t.expectRefused(restore({ revision: 'x' }), 400, h.revisionInvalid);
    await t.expectRefused(restore({ revision: 0, extra: true }), 400, 'Unrecognized key: "extra"');
    await t.expectRefused(restore({ revision: 500 }), 404, worldRestoreMessages.nothingThere);
    for (const payload of [[], 'revision', null, { revision: 1e12 }]) {
      const res = await restore(payload)();
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toHaveProperty('error');
    }
    expect((await t.stack.eventStore.readAll()).length).toBe(before);
  });
});
