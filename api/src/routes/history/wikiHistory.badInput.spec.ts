import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import type { WikiView } from '@lorewright/domain/wikis/wikiView';
import { wikiRestoreMessages } from '@lorewright/commands/wikis/wikiRestore';
import { openWikisApp, type WikisApp } from '../wikis/testing/wikisTesting';

// Bad wiki history requests are refused with a 4xx and a readable {error} (never a 500), and
// restore stores nothing.

let t: WikisApp;
let token: string;
let wiki: WikiView;
beforeAll(async () => {
  t = await openWikisApp();
  token = (await t.person('ann')).token;
  const worldID = (await t.createWorld(token))._id;
  const created = await t.newWiki(token, worldID);
  wiki = await t.updated(token, created._id, { sections: [{ _id: 's1', title: 'One', content: 'Text.' }] });
});
afterAll(() => t.close());

const get = (url: string) => () => t.call('GET', url, { token });
const restore = (payload: unknown) => () => t.call('POST', `history/wiki/${wiki._id}/restore`, { token, payload: payload as object });

describe('refused wiki history requests', () => {
  it('pages and revisions that are not whole numbers', async () => {
    await t.expectRefused(get(`history/wiki/${wiki._id}?page=0`), 400, h.pageInvalid);
    await t.expectRefused(get(`history/wiki/${wiki._id}/at/-1`), 400, h.revisionInvalid);
    await t.expectRefused(get(`history/wiki/${wiki._id}/at/1.5`), 400, h.revisionInvalid);
  });

  it('a revision the wiki never had, a diff without a section or of an unknown one', async () => {
    await t.expectRefused(get(`history/wiki/${wiki._id}/at/999`), 404, h.versionNotFound);
    await t.expectRefused(get(`history/wiki/${wiki._id}/at/999/diff?part=s1`), 404, h.versionNotFound);
    await t.expectRefused(get(`history/wiki/${wiki._id}/at/1/diff`), 400, h.partRequired);
    await t.expectRefused(get(`history/wiki/${wiki._id}/at/1/diff?part=nope`), 404, h.partNotFound);
  });

  it('restore bodies: missing, wrong type, extra keys, a revision never had', async () => {
    const before = (await t.stack.eventStore.readAll()).length;
    await t.expectRefused(restore({}), 400, h.revisionInvalid);
    await t.expectRefused(restore({ revision: 'x' }), 400, h.revisionInvalid);
    await t.expectRefused(restore({ revision: 1, extra: true }), 400, 'Unrecognized key: "extra"');
    await t.expectRefused(restore({ revision: 500 }), 404, wikiRestoreMessages.nothingThere);
    for (const payload of [[], 'revision', null, { revision: 1e12 }]) {
      const res = await restore(payload)();
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toHaveProperty('error');
    }
    expect((await t.stack.eventStore.readAll()).length).toBe(before);
  });
});
