import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ticketMessages as m } from '@lorewright/domain/staff/ticketMessages';
import { openStaffApp, type StaffApp } from './testing/staffTesting';
import { submitTicket } from './testing/ticketTesting';

// Bad input to the ticket routes: a 4xx with {error}, never a 500, and nothing stored.
let t: StaffApp;
let ticketId: string;
beforeAll(async () => {
  t = await openStaffApp();
  ticketId = await submitTicket(t, t.user.user._id);
});
afterAll(() => t.close());

const asStaff = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: { authorization: `Bearer ${t.support.token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: typeof payload === 'string' ? payload : JSON.stringify(payload) }),
  });

// Refused with a 4xx and an {error} sentence; the event log did not move.
const expectBad = async (method: 'GET' | 'POST', url: string, payload?: unknown, error?: string) => {
  const head = await t.stack.eventStore.headPosition();
  const res = await asStaff(method, url, payload);
  expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, res.body).toBeLessThan(500);
  const body = res.json<{ error: unknown }>();
  expect(typeof body.error).toBe('string');
  if (error) expect(body.error).toBe(error);
  expect(await t.stack.eventStore.headPosition()).toBe(head);
  return res.statusCode;
};

describe('ticket routes, bad input', () => {
  it('refuses an unknown filter or a page that is not a whole number', async () => {
    await expectBad('GET', 'staff/tickets?filter=everything', undefined, 'Unknown filter.');
    for (const page of ['-1', '1.5', 'two', '10001', '1e400']) await expectBad('GET', `staff/tickets?page=${page}`, undefined, 'Page must be a whole number.');
  });

  it('refuses ids that cannot be tickets and screenshot indexes that are not numbers, as not found', async () => {
    // A blank id fails validation (400), an unknown one is not found (404): both say so.
    for (const id of ['x'.repeat(300), '%20', 'nope']) {
      await expectBad('GET', `staff/tickets/${id}`, undefined, m.ticketNotFound);
      await expectBad('POST', `staff/tickets/${id}/close`, {}, m.ticketNotFound);
    }
    for (const index of ['0', '-1', 'one', '1.5', '999'])
      await expectBad('GET', `staff/tickets/${ticketId}/screenshots/${index}`, undefined, m.screenshotNotFound);
  });

  it('refuses bodies of the wrong type', async () => {
    for (const body of ['[]', '"text"', 'null', '{"message": 5}', '{"message": ["a"]}', '{not json'])
      await expectBad('POST', `staff/tickets/${ticketId}/answer`, body);
    for (const body of [{ assigneeId: 5 }, { assigneeId: ['a'] }, {}, { assigneeId: '' }])
      await expectBad('POST', `staff/tickets/${ticketId}/assign`, body, m.chooseStaffMember);
  });

  it('refuses a blank, oversized or control-character answer', async () => {
    for (const message of ['', '   ', '\u200B\n']) await expectBad('POST', `staff/tickets/${ticketId}/answer`, { message }, m.answerRequired);
    await expectBad('POST', `staff/tickets/${ticketId}/answer`, { message: 'x'.repeat(5_001) }, m.answerTooLong);
    await expectBad('POST', `staff/tickets/${ticketId}/answer`, { message: 'Hello\u0000' }, m.answerForbidden);
  });

  it('refuses an assignee who is not a staff member, or not anyone', async () => {
    for (const assigneeId of [t.user.user._id, t.blocked.user._id, 'nobody'])
      await expectBad('POST', `staff/tickets/${ticketId}/assign`, { assigneeId }, m.chooseStaffMember);
  });

  it('takes an answer of exactly 5,000 characters', async () => {
    const res = await asStaff('POST', `staff/tickets/${ticketId}/answer`, { message: 'é'.repeat(5_000) });
    expect(res.statusCode, res.body).toBe(200);
  });
});
