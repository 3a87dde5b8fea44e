import { afterAll, beforeAll, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../plugins/rateLimits';
import { openAccountsApp, type AccountsApp } from '../accounts/accountsTesting';

// Each export reads a whole account and writes a ZIP of its media: a person may start a few in
// a row, a script many fewer than it would like.
let t: AccountsApp;
beforeAll(async () => {
  t = await openAccountsApp({ RATE_LIMIT_ENABLED: 'true' });
});
afterAll(() => t.close());

it('starting exports is limited per user; another user is not held back', async () => {
  const [{ max }] = RATE_LIMITS.export;
  const ada = await t.signUp('ada.exports@example.com');
  const { world } = (await t.call('POST', 'createWorld', { token: ada.token, payload: { name: 'Eldoria' } })).json<{ world: { _id: string } }>();
  // Counted per route (plugins/rateLimits.ts keeps one counter per limited route).
  const starts = [
    () => t.call('POST', 'export/user', { token: ada.token }),
    () => t.call('POST', 'export/world', { token: ada.token, payload: { worldID: world._id } }),
  ];
  for (const start of starts) {
    for (let i = 0; i < max; i++) expect((await start()).statusCode).toBe(201);
    const refused = await start();
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) });
  }
  const bea = await t.signUp('bea.exports@example.com');
  expect((await t.call('POST', 'export/user', { token: bea.token })).statusCode).toBe(201);
});
