import { afterAll, beforeAll, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../plugins/rateLimits';
import { openAccountsApp, type AccountsApp } from '../accounts/accountsTesting';

// Each import reads a whole ZIP and stores a world: limited as exports are (5 in 10 minutes per
// person, counted for this route alone), refused or not.
let t: AccountsApp;
beforeAll(async () => {
  t = await openAccountsApp({ RATE_LIMIT_ENABLED: 'true' });
});
afterAll(() => t.close());

it('imports are limited per user; another user is not held back', async () => {
  const [{ max }] = RATE_LIMITS.export;
  const ada = await t.signUp('ada.imports@example.com');
  const attempt = (token: string) => t.call('POST', 'import/world', { token, payload: {} });
  for (let i = 0; i < max; i++) expect((await attempt(ada.token)).statusCode).toBe(400);
  const refused = await attempt(ada.token);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ error: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) });
  const bea = await t.signUp('bea.imports@example.com');
  expect((await attempt(bea.token)).statusCode).toBe(400);
});
