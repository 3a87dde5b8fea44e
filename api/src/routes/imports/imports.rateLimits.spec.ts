import { afterAll, beforeAll, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../plugins/rateLimits';
import { openAccountsApp, type AccountsApp, TOO_MANY_ATTEMPTS } from '../accounts/testing/accountsTesting';

// Each import reads a whole ZIP, map or campaign and stores a world's worth: 5 in 10 minutes per
// person, refused or not, one budget for the three routes (plugins/rateLimits.ts `import`):
// spent on one, every other is refused too.
let t: AccountsApp;
beforeAll(async () => {
  t = await openAccountsApp({ RATE_LIMIT_ENABLED: 'true' });
});
afterAll(() => t.close());

const signUp = (email: string) => t.signUpFromOwnAddress(email);

// The three routes, each sent no file: a 4xx of its own while the budget lasts.
const importer = async (email: string) => {
  const { token } = await signUp(email);
  const { world } = (await t.call('POST', 'createWorld', { token, payload: { name: 'Eldoria' } })).json<{ world: { _id: string } }>();
  return {
    world: () => t.call('POST', 'import/world', { token, payload: {} }),
    azgaar: () => t.call('POST', `import/world/${world._id}/azgaar`, { token, payload: {} }),
    kanka: () => t.call('POST', `import/world/${world._id}/kanka`, { token, payload: {} }),
    markdown: () => t.call('POST', `import/world/${world._id}/markdown`, { token, payload: {} }),
  };
};
type Routes = Awaited<ReturnType<typeof importer>>;
const ROUTES = ['world', 'azgaar', 'kanka', 'markdown'] as const;

const spend = async (routes: Routes, on: keyof Routes) => {
  const [{ max }] = RATE_LIMITS.import;
  for (let i = 0; i < max; i++) {
    const res = await routes[on]();
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
    expect(res.statusCode, res.body).not.toBe(429);
  }
};

it.each(ROUTES)('spent on import %s, every import route answers 429', async (on) => {
  const routes = await importer(`ada.imports.${on}@example.com`);
  await spend(routes, on);
  for (const other of ROUTES) {
    const refused = await routes[other]();
    expect({ route: other, status: refused.statusCode, body: refused.json() }).toEqual({ route: other, status: 429, body: TOO_MANY_ATTEMPTS });
  }
});

it('another user is not held back', async () => {
  await spend(await importer('bea.imports@example.com'), 'world');
  const cai = await importer('cai.imports@example.com');
  for (const route of ROUTES) expect((await cai[route]()).statusCode).not.toBe(429);
});
