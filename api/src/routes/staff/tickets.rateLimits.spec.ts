import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../plugins/rateLimits';
import { openAccountsApp, type AccountsApp } from '../accounts/testing/accountsTesting';

// Each answer to a ticket is mailed: a staff member's answers are limited.
let t: AccountsApp;
beforeAll(async () => {
  t = await openAccountsApp({ RATE_LIMIT_ENABLED: 'true' });
});
afterAll(() => t.close());

describe('ticket answer rate limit', () => {
  it('answers 429 with {error} once a staff member has sent too many answers, and stores nothing more', async () => {
    const staff = await t.signUp('busy-staff@example.com');
    const context = { actorId: null, correlationId: 'spec' };
    await t.stack.waitForViews((await t.stack.commands.staff.grantRole(staff.user._id, 'support', 'ops:spec', context)).position, ['users']);
    const { ticketId, position } = await t.stack.commands.support.submit(
      staff.user._id,
      { type: 'question', subject: 'Many answers', content: 'Please answer.' },
      [],
      context,
    );
    await t.stack.waitForViews(position, ['supportTickets']);
    const answer = () => t.call('POST', `staff/tickets/${ticketId}/answer`, { token: staff.token, payload: { message: 'Another answer.' } });
    const max = RATE_LIMITS.ticketAnswer[0].max;
    for (let i = 0; i < max; i++) expect((await answer()).statusCode).toBe(200);
    const head = await t.stack.eventStore.headPosition();
    const res = await answer();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({ error: expect.stringMatching(/^Too many attempts/) });
    expect(await t.stack.eventStore.headPosition()).toBe(head);
  });
});
