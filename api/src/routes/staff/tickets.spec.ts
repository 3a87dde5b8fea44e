import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_PAGE_SIZE } from '@lorewright/domain/staff/queueFilter';
import { ticketMessages as m } from '@lorewright/domain/staff/ticketMessages';
import type { StaffTicketActionAnswer, StaffTicketDetail, StaffTicketPage } from '@lorewright/domain/staff/ticketViews';
import type { StaffUserDetail } from '@lorewright/domain/staff/staffViews';
import { listOutbox, readOutboxMail } from '../../mail/outboxReader';
import { jpegImage, pngImage } from '../../media/testing/testImages';
import { openStaffApp, type StaffApp } from './testing/staffTesting';
import { submitTicket } from './testing/ticketTesting';

// The staff console's support tickets: the queues, one ticket, and what staff do with it.
let t: StaffApp;
beforeAll(async () => {
  t = await openStaffApp();
});
afterAll(() => t.close());

const asStaff = (method: 'GET' | 'POST', url: string, payload?: object, token = t.support.token) =>
  t.call(method, url, { token, ...(payload ? { payload } : {}) });
const queue = async (query = '', token = t.support.token) => {
  const res = await asStaff('GET', `staff/tickets${query}`, undefined, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffTicketPage>();
};
const detail = async (ticketId: string) => {
  const res = await asStaff('GET', `staff/tickets/${ticketId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffTicketDetail>();
};
const act = async (ticketId: string, action: string, payload: object = {}) => {
  const res = await asStaff('POST', `staff/tickets/${ticketId}/${action}`, payload);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<StaffTicketActionAnswer>();
};
const ids = (page: StaffTicketPage) => page.tickets.map((ticket) => ticket.ticketId);

describe('support tickets in the staff console', () => {
  it('lists open tickets, newest activity first, with the person named now and nobody assigned', async () => {
    const first = await submitTicket(t, t.user.user._id, { subject: 'First' });
    const second = await submitTicket(t, t.user.user._id, { type: 'question', subject: 'Second' });
    const page = await queue();
    expect(ids(page).slice(0, 2)).toEqual([second, first]);
    expect(page).toMatchObject({ page: 0, pageSize: QUEUE_PAGE_SIZE });
    expect(page.tickets[0]).toMatchObject({
      userId: t.user.user._id,
      userName: 'Ada Lovelace',
      type: 'question',
      subject: 'Second',
      status: 'open',
      assignee: null,
    });
    expect(await queue('?filter=open')).toEqual(page);
  });

  it('pages a queue 20 at a time and tells its total', async () => {
    const before = (await queue()).total;
    for (let i = 0; i < 21 - before; i++) await submitTicket(t, t.admin.user._id, { subject: `Filler ${i}` });
    const [first, second] = [await queue('?page=0'), await queue('?page=1')];
    expect([first.total, first.tickets.length, second.tickets.length, second.page]).toEqual([21, 20, 1, 1]);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(21);
  });

  it('shows one ticket: content, screenshots by index, no answers or history yet', async () => {
    const ticketId = await submitTicket(t, t.user.user._id, { subject: 'With pictures', content: 'See <b>here</b>.' }, [pngImage(), jpegImage()]);
    const ticket = await detail(ticketId);
    expect(ticket).toMatchObject({ ticketId, subject: 'With pictures', content: 'See <b>here</b>.', answers: [], history: [] });
    expect(ticket.screenshots.map(({ index, contentType }) => [index, contentType])).toEqual([
      [1, 'image/png'],
      [2, 'image/jpeg'],
    ]);
    expect(JSON.stringify(ticket)).not.toContain('support/');
  });

  it('serves a screenshot to staff as the stored image, private and never sniffed', async () => {
    const png = pngImage();
    const ticketId = await submitTicket(t, t.user.user._id, { subject: 'Screenshot' }, [png]);
    const res = await asStaff('GET', `staff/tickets/${ticketId}/screenshots/1`);
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' });
    expect(new Uint8Array(res.rawPayload)).toEqual(png);
    const missing = await asStaff('GET', `staff/tickets/${ticketId}/screenshots/2`);
    expect({ status: missing.statusCode, body: missing.json() }).toEqual({ status: 404, body: { error: m.screenshotNotFound } });
  });

  it('assigns a ticket to the staff member asking: it shows under "mine" for them only; then to nobody', async () => {
    const ticketId = await submitTicket(t, t.user.user._id, { subject: 'Assign me' });
    const assigned = await act(ticketId, 'assign', { assigneeId: t.support.user._id });
    expect(assigned.message).toBe(m.ticketAssigned);
    expect(assigned.ticket.assignee).toEqual({ _id: t.support.user._id, name: 'Ada Lovelace' });
    expect(assigned.ticket.history).toEqual([
      expect.objectContaining({
        kind: 'assigned',
        staff: { _id: t.support.user._id, name: 'Ada Lovelace' },
        assignee: expect.objectContaining({ _id: t.support.user._id }),
      }),
    ]);
    expect(ids(await queue('?filter=mine'))).toEqual([ticketId]);
    expect(ids(await queue('?filter=mine', t.admin.token))).toEqual([]);
    // The same assignee again changes nothing.
    expect((await act(ticketId, 'assign', { assigneeId: t.support.user._id })).ticket.history).toHaveLength(1);
    const unassigned = await act(ticketId, 'assign', { assigneeId: null });
    expect([unassigned.message, unassigned.ticket.assignee]).toEqual([m.ticketUnassigned, null]);
    expect(ids(await queue('?filter=mine'))).toEqual([]);
  });

  it("answers by mail to the author's current address; the answer stays with the ticket", async () => {
    const ticketId = await submitTicket(t, t.user.user._id, { subject: 'Calendars?' });
    const answered = await act(ticketId, 'answer', { message: '  Leap years follow your calendar.\n\nSee the help page.  ' });
    expect(answered.message).toBe(m.answerSent);
    expect(answered.ticket.answers).toEqual([
      expect.objectContaining({ staff: { _id: t.support.user._id, name: 'Ada Lovelace' }, message: 'Leap years follow your calendar.\n\nSee the help page.' }),
    ]);
    const dir = t.stack.mail.outboxDir!;
    await expect.poll(async () => (await listOutbox(dir)).filter((mail) => mail.subject === 'Re: Calendars?').length).toBe(1);
    const [summary] = (await listOutbox(dir)).filter((mail) => mail.subject === 'Re: Calendars?');
    expect(summary.to).toBe('user@example.com');
    const mail = await readOutboxMail(dir, summary.id);
    expect(mail?.text).toContain('Leap years follow your calendar.');
    expect(mail?.text).toMatch(/\/support/);
  });

  it('closes a ticket (it moves to Closed), refuses answers and assignees then, and reopens it', async () => {
    const ticketId = await submitTicket(t, t.user.user._id, { subject: 'Close me' });
    const closed = await act(ticketId, 'close');
    expect([closed.message, closed.ticket.status]).toEqual([m.ticketClosedNow, 'closed']);
    expect(ids(await queue('?filter=closed'))).toContain(ticketId);
    expect(ids(await queue('?filter=open&page=0'))).not.toContain(ticketId);
    // Closing again changes nothing.
    expect((await act(ticketId, 'close')).ticket.history).toHaveLength(1);
    for (const [action, payload] of [
      ['answer', { message: 'Hello' }],
      ['assign', { assigneeId: t.support.user._id }],
    ] as const) {
      await t.expectRefused(() => asStaff('POST', `staff/tickets/${ticketId}/${action}`, payload), 409, m.ticketClosed);
    }
    const reopened = await act(ticketId, 'reopen');
    expect([reopened.message, reopened.ticket.status]).toEqual([m.ticketReopened, 'open']);
    expect(reopened.ticket.history.map((entry) => [entry.kind, entry.staff.name])).toEqual([
      ['closed', 'Ada Lovelace'],
      ['reopened', 'Ada Lovelace'],
    ]);
    await t.expectRefused(() => asStaff('POST', `staff/tickets/${ticketId}/reopen`, {}), 409, m.notClosed);
  });

  it('answers 404 for a ticket that does not exist, for every call', async () => {
    await t.expectRefused(() => asStaff('GET', 'staff/tickets/nope'), 404, m.ticketNotFound);
    await t.expectRefused(() => asStaff('GET', 'staff/tickets/nope/screenshots/1'), 404, m.ticketNotFound);
    for (const [action, payload] of [
      ['assign', { assigneeId: null }],
      ['answer', { message: 'Hello' }],
      ['close', {}],
      ['reopen', {}],
    ] as const) {
      await t.expectRefused(() => asStaff('POST', `staff/tickets/nope/${action}`, payload), 404, m.ticketNotFound);
    }
  });

  it("lists a person's tickets on their staff page, newest first", async () => {
    const person = await t.signUp('ticketeer@example.com');
    const older = await submitTicket(t, person.user._id, { subject: 'Older' });
    const newer = await submitTicket(t, person.user._id, { subject: 'Newer' });
    const res = await asStaff('GET', `staff/users/${person.user._id}`);
    const { tickets } = res.json<StaffUserDetail>();
    expect(tickets.map((ticket) => [ticket.ticketId, ticket.subject])).toEqual([
      [newer, 'Newer'],
      [older, 'Older'],
    ]);
  });
});
