import { afterAll, beforeAll, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../plugins/rateLimits';
import { openAccountsApp, type AccountsApp, TOO_MANY_ATTEMPTS } from '../accounts/testing/accountsTesting';

// Each export reads a whole account or world and writes a ZIP of its media (or compiles a whole
// writing): a person may start a few in a row, a script many fewer than it would like. One budget
// for the three routes (plugins/rateLimits.ts `export`): spent on one, the others are refused too.
let t: AccountsApp;
beforeAll(async () => {
  t = await openAccountsApp({ RATE_LIMIT_ENABLED: 'true' });
});
afterAll(() => t.close());

const exporter = async (email: string) => {
  const { token } = await t.signUp(email);
  const { world } = (await t.call('POST', 'createWorld', { token, payload: { name: 'Eldoria' } })).json<{ world: { _id: string } }>();
  const { id: writingID } = (await t.call('POST', 'creation/newWriting', { token, payload: { isFolder: false, worldID: world._id, title: 'Notes' } })).json<{
    id: string;
  }>();
  return {
    user: () => t.call('POST', 'export/user', { token }),
    world: () => t.call('POST', 'export/world', { token, payload: { worldID: world._id } }),
    writing: () => t.call('POST', 'export/writing', { token, payload: { writingID, format: 'markdown' } }),
  };
};
const exportsStarted = async () => (await t.stack.eventStore.readAll()).filter((e) => e.type === 'ExportRequested').length;

it('spent on export/user, export/world and export/writing are refused too (and start nothing); another user is not held back', async () => {
  const [{ max }] = RATE_LIMITS.export;
  const ada = await exporter('ada.exports@example.com');
  for (let i = 0; i < max; i++) expect((await ada.user()).statusCode).toBe(201);
  const started = await exportsStarted();
  for (const start of [ada.world, ada.writing, ada.user]) {
    const refused = await start();
    expect({ status: refused.statusCode, body: refused.json() }).toEqual({ status: 429, body: TOO_MANY_ATTEMPTS });
  }
  expect(await exportsStarted()).toBe(started);
  const bea = await exporter('bea.exports@example.com');
  expect((await bea.world()).statusCode).toBe(201);
});

it('spent on export/world, export/user is refused too', async () => {
  const [{ max }] = RATE_LIMITS.export;
  const cai = await exporter('cai.exports@example.com');
  for (let i = 0; i < max; i++) expect((await cai.world()).statusCode).toBe(201);
  expect((await cai.user()).statusCode).toBe(429);
});

it('spent on export/writing, export/world is refused too', async () => {
  const [{ max }] = RATE_LIMITS.export;
  const dee = await exporter('dee.exports@example.com');
  for (let i = 0; i < max; i++) expect((await dee.writing()).statusCode).toBe(201);
  expect((await dee.world()).statusCode).toBe(429);
});
