import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { historyMessages as h } from '@lorewright/domain/history/history.bodies';
import { writingMessages as m } from '@lorewright/domain/writings/writingMessages';
import type { WritingView } from '@lorewright/domain/writings/writingView';
import { restoreMessages } from '@lorewright/commands/writings/writingRestore';
import { openWritingsApp, type WritingsApp } from '../writings/testing/writingsTesting';

// Bad history requests are refused with a 4xx and a readable {error} (never a 500), and restore
// stores nothing.

let t: WritingsApp;
let token: string;
let doc: WritingView;
let folder: WritingView;
beforeAll(async () => {
  t = await openWritingsApp();
  token = (await t.person('ann')).token;
  const worldID = (await t.createWorld(token))._id;
  doc = await t.newDoc(token, worldID);
  folder = await t.newFolder(token, worldID);
});
afterAll(() => t.close());

const get = (url: string) => () => t.call('GET', url, { token });
const restore =
  (payload: unknown, id = doc._id) =>
  () =>
    t.call('POST', `history/writing/${id}/restore`, { token, payload: payload as object });

describe('refused history requests', () => {
  it('pages and revisions that are not whole numbers from 1 and 0', async () => {
    await t.expectRefused(get(`history/writing/${doc._id}?page=0`), 400, h.pageInvalid);
    await t.expectRefused(get(`history/writing/${doc._id}?page=x`), 400, h.pageInvalid);
    await t.expectRefused(get(`history/writing/${doc._id}?page=1.5`), 400, h.pageInvalid);
    await t.expectRefused(get(`history/writing/${doc._id}/at/-1`), 400, h.revisionInvalid);
    await t.expectRefused(get(`history/writing/${doc._id}/at/abc`), 400, h.revisionInvalid);
  });

  it('a revision the writing never had, a diff without a scene or of an unknown one', async () => {
    await t.expectRefused(get(`history/writing/${doc._id}/at/999`), 404, h.versionNotFound);
    await t.expectRefused(get(`history/writing/${doc._id}/at/1/diff`), 400, h.partRequired);
    await t.expectRefused(get(`history/writing/${doc._id}/at/1/diff?part=nope`), 404, h.partNotFound);
  });

  it('restore bodies: missing, wrong type, a revision never had, a folder', async () => {
    const before = (await t.stack.eventStore.readAll()).length;
    await t.expectRefused(restore({}), 400, h.revisionInvalid);
    await t.expectRefused(restore({ revision: 'x' }), 400, h.revisionInvalid);
    await t.expectRefused(restore({ revision: -3 }), 400, h.revisionInvalid);
    await t.expectRefused(restore({ revision: 1, extra: true }), 400, 'Unrecognized key: "extra"');
    await t.expectRefused(restore({ revision: 500 }), 404, restoreMessages.nothingThere);
    await t.expectRefused(restore({ revision: 0 }, folder._id), 400, restoreMessages.notADocument);
    // Revision 0 of a document is its creation, before its first scene: the decider's own rule answers.
    await t.expectRefused(restore({ revision: 0 }), 400, m.atLeastOneScene);
    expect((await t.stack.eventStore.readAll()).length).toBe(before);
  });

  it('malformed bodies and overlong ids answer 4xx with {error}, never a 500', async () => {
    for (const payload of [[], 'revision', null, { revision: 1e12 }]) {
      const res = await restore(payload)();
      expect(res.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json()).toHaveProperty('error');
    }
    const long = 'x'.repeat(300);
    for (const url of [`history/writing/${long}`, `history/writing/${long}/at/1`, `history/writing/${long}/at/1/diff?part=s`]) {
      const res = await t.call('GET', url, { token });
      expect(res.statusCode, url).toBe(400);
    }
  });
});
