import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffMessages } from '@lorewright/domain/staff/staffMessages';
import { pngImage } from '../../media/testing/testImages';
import { describeStaffMatrix, type StaffMatrixRoute } from './staffMatrix';
import { openStaffApp, type StaffApp } from './testing/staffTesting';
import { submitTicket } from './testing/ticketTesting';

// Every ticket route × every kind of caller: only signed-in, unblocked staff read or change a
// support ticket, whatever the client shows. A refusal stores nothing.

let t: StaffApp;
beforeAll(async () => {
  t = await openStaffApp();
});
afterAll(() => t.close());

const context = { actorId: 'spec-staff', correlationId: 'spec' };
const freshTicket = () => submitTicket(t, t.user.user._id, {}, [pngImage()]);
const closedTicket = async () => {
  const ticketId = await freshTicket();
  const { position } = await t.stack.commands.tickets.close(ticketId, context);
  await t.stack.waitForViews(position, ['supportTickets']);
  return ticketId;
};

const ROUTES: StaffMatrixRoute[] = [
  ['GET', 'staff/tickets', async () => ({ url: 'staff/tickets?filter=open&page=0' })],
  ['GET', 'staff/tickets?filter=mine', async () => ({ url: 'staff/tickets?filter=mine' })],
  ['GET', 'staff/tickets/{id}', async () => ({ url: `staff/tickets/${await freshTicket()}` })],
  ['GET', 'staff/tickets/{id}/screenshots/{n}', async () => ({ url: `staff/tickets/${await freshTicket()}/screenshots/1` })],
  ['POST', 'staff/tickets/{id}/assign', async () => ({ url: `staff/tickets/${await freshTicket()}/assign`, payload: { assigneeId: t.admin.user._id } })],
  ['POST', 'staff/tickets/{id}/answer', async () => ({ url: `staff/tickets/${await freshTicket()}/answer`, payload: { message: 'Thanks!' } })],
  ['POST', 'staff/tickets/{id}/close', async () => ({ url: `staff/tickets/${await freshTicket()}/close`, payload: {} })],
  ['POST', 'staff/tickets/{id}/reopen', async () => ({ url: `staff/tickets/${await closedTicket()}/reopen`, payload: {} })],
];

describeStaffMatrix('ticket authorization', () => t, ROUTES);

describe('ticket authorization, beyond the matrix', () => {
  it('a staff member who is blocked is refused too', async () => {
    const ticketId = await freshTicket();
    const { position } = await t.stack.commands.accounts.block(t.admin.user._id, 'Abuse', context);
    await t.stack.waitForViews(position, ['users']);
    await t.expectRefused(() => t.call('GET', `staff/tickets/${ticketId}`, { token: t.admin.token }), 403, staffMessages.staffOnly);
    await t.expectRefused(() => t.call('POST', `staff/tickets/${ticketId}/close`, { token: t.admin.token, payload: {} }), 403, staffMessages.staffOnly);
    const unblocked = await t.stack.commands.accounts.unblock(t.admin.user._id, context);
    await t.stack.waitForViews(unblocked.position, ['users']);
  });

  it("the ticket's own author cannot open it in the console, nor its screenshots", async () => {
    const ticketId = await freshTicket();
    for (const url of [`staff/tickets/${ticketId}`, `staff/tickets/${ticketId}/screenshots/1`]) {
      const res = await t.call('GET', url, { token: t.user.token });
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 403, body: { error: staffMessages.staffOnly } });
    }
  });
});
