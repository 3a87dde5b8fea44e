import { describe, expect, it } from 'vitest';
import { eventRegistry } from '@lorewright/domain/events/allEvents';
import { ticketMessages as m } from '@lorewright/domain/staff/ticketMessages';
import { createSupportCommands } from '../community/supportCommands';
import { createMemoryEventStore } from '../eventStore/memoryEventStore';
import { createCommandHandler } from '../pipeline/handleCommand';
import { createTicketCommands } from './ticketCommands';

const ada = { actorId: 'ada', correlationId: 'test' };
const staff = { actorId: 's1', correlationId: 'test' };

const setup = () => {
  const eventStore = createMemoryEventStore();
  let ids = 0;
  const ports = { eventStore, registry: eventRegistry, clock: { now: () => new Date('2026-11-25T10:00:00Z') }, ids: { newId: () => `id${++ids}` } };
  const handle = createCommandHandler(ports);
  const support = createSupportCommands({ ...ports, handle, files: { put: async () => {}, delete: async () => {} }, detectImageType: async () => null });
  const tickets = createTicketCommands({ ...ports, handle, isStaffMember: async (userId) => ['s1', 's2'].includes(userId) });
  const submit = async () => (await support.submit('ada', { type: 'problem', subject: 'Broken map', content: 'The map does not load.' }, [], ada)).ticketId;
  const typesOf = async (ticketId: string) => (await eventStore.readStream(`support-${ticketId}`)).map((e) => [e.type, e.metadata.actorId]);
  return { tickets, submit, typesOf };
};

describe('ticket commands', () => {
  it('staff assign, answer, close and reopen a ticket on its stream, each event naming them', async () => {
    const { tickets, submit, typesOf } = setup();
    const ticketId = await submit();
    await tickets.assign(ticketId, 's2', staff);
    const { answerId, position } = await tickets.answer(ticketId, 'Reload the page.', staff);
    expect(answerId).toEqual(expect.any(String));
    expect(position).toEqual(expect.any(Number));
    await tickets.close(ticketId, staff);
    await tickets.reopen(ticketId, staff);
    expect(await typesOf(ticketId)).toEqual([
      ['SupportTicketSubmitted', 'ada'],
      ['TicketAssigned', 's1'],
      ['TicketAnswered', 's1'],
      ['TicketClosed', 's1'],
      ['TicketReopened', 's1'],
    ]);
  });

  it('only a staff member is an assignee; nobody is one too', async () => {
    const { tickets, submit, typesOf } = setup();
    const ticketId = await submit();
    await expect(tickets.assign(ticketId, 'ada', staff)).rejects.toThrow(m.chooseStaffMember);
    await tickets.assign(ticketId, 's1', staff);
    await tickets.assign(ticketId, null, staff);
    expect((await typesOf(ticketId)).map(([type]) => type)).toEqual(['SupportTicketSubmitted', 'TicketAssigned', 'TicketAssigned']);
  });

  it('repeating an assignment or a close changes nothing (position null)', async () => {
    const { tickets, submit } = setup();
    const ticketId = await submit();
    await tickets.assign(ticketId, 's2', staff);
    expect((await tickets.assign(ticketId, 's2', staff)).position).toBeNull();
    await tickets.close(ticketId, staff);
    expect((await tickets.close(ticketId, staff)).position).toBeNull();
  });

  it('an unknown ticket is not found, and a closed one takes no answer', async () => {
    const { tickets, submit } = setup();
    await expect(tickets.answer('nope', 'Hello', staff)).rejects.toThrow(m.ticketNotFound);
    const ticketId = await submit();
    await tickets.close(ticketId, staff);
    await expect(tickets.answer(ticketId, 'Hello', staff)).rejects.toThrow(m.ticketClosed);
  });
});
