import { afterAll, beforeAll, expect, it } from 'vitest';
import { communityMessages as m } from '@lorewright/domain/community/communityMessages';
import { RATE_LIMITS } from '../../plugins/rateLimits';
import { openAccountsApp, type AccountsApp } from '../accounts/testing/accountsTesting';

// Each ticket is mailed to the support address: a person's tickets are limited
// (plugins/rateLimits.ts `support`), and a refused one is neither stored nor mailed.
let t: AccountsApp;
beforeAll(async () => {
  t = await openAccountsApp({ RATE_LIMIT_ENABLED: 'true' });
});
afterAll(() => t.close());

const ticket = async (token: string) => {
  const body = new FormData();
  for (const [name, value] of Object.entries({ type: 'problem', subject: 'The map will not load', content: 'It spins forever.' })) body.append(name, value);
  const encoded = new Response(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/support/newReport',
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, authorization: `Bearer ${token}` },
  });
};
const tickets = async () => (await t.stack.eventStore.readAll()).filter((e) => e.type === 'SupportTicketSubmitted').length;

it('answers 429 {error} once a person has sent too many tickets, storing nothing; another person is not held back', async () => {
  const [{ max }] = RATE_LIMITS.support;
  const ada = await t.signUp('ada.support@example.com');
  for (let i = 0; i < max; i++) expect((await ticket(ada.token)).json()).toEqual({ message: m.supportSubmitted.problem });
  const before = await tickets();
  const refused = await ticket(ada.token);
  expect({ status: refused.statusCode, body: refused.json() }).toEqual({
    status: 429,
    body: { error: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) },
  });
  expect(await tickets()).toBe(before);
  const bea = await t.signUp('bea.support@example.com');
  expect((await ticket(bea.token)).statusCode).toBe(201);
});
