import type { SupportReportFields } from '@lorewright/domain/community/support.bodies';
import type { StaffApp } from './staffTesting';

// Shared by the ticket specs: a ticket submitted as the support page does, once the staff
// console's view has it and the reactors have handled it. The test clock moves a second first, so tickets have an order.
export const submitTicket = async (t: StaffApp, userId: string, fields: Partial<SupportReportFields> = {}, screenshots: Uint8Array[] = []) => {
  t.clock.advance(1000);
  const report: SupportReportFields = { type: 'problem', subject: 'The map will not load', content: 'It spins forever.', ...fields };
  const { ticketId, position } = await t.stack.commands.support.submit(userId, report, screenshots, { actorId: userId, correlationId: 'spec' });
  await t.stack.waitForViews(position, ['supportTickets']);
  // And what the reactors append for it (the staff's notifications), so the log is still after.
  await t.stack.reactors.waitFor(position);
  return ticketId;
};
