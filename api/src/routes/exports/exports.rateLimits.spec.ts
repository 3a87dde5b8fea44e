import { afterAll, beforeAll, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../plugins/rateLimits';
import { openAccountsApp, type AccountsApp, TOO_MANY_ATTEMPTS } from '../accounts/testing/accountsTesting';

// Each export reads a whole account or world and writes a ZIP of its media: a person may start a
// few in a row, a script many fewer than it would like. One budget for both routes
// (plugins/rateLimits.ts `export`): spent on one, the other is refused too.
let t: AccountsApp;
beforeAll(async () => {
  t = await openAccountsApp({ RATE_LIMIT_ENABLED: 'true' });
});
afterAll(() => t.close());

const exporter = async (email: string) => {
  const { token } = await t.signUp(email);
  const { world } = (await t.call('POST', 'createWorld', { token, payload: { name: 'Eldoria' } })).json<{ world: { _id: string } }>();
  return {
    user: () => t.call('POST', 'export/user', { token }),
    world: () => t.call('POST', 'export/world', { token, payload: { worldID: world._id } }),
  };
};
const exportsStarted = async () => (await t.stack.eventStore.readAll()).filter((e) => e.type === 'ExportRequested').length;

it('spent on export/user, export/world is refused too (and starts nothing); another user is not held back', async () => {
  const [{ max }] = RATE_LIMITS.export;
  const ada = await exporter('ada.exports@example.com');
  for (let i = 0; i < max; i++) expect((await ada.user()).statusCode).toBe(201);
  const started = await exportsStarted();
  for (const start of [ada.world, ada.user]) {
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
