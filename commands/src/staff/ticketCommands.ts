import { supportTicketDecider, type SupportTicketCommand } from '@lorewright/domain/community/supportTicket.decide';
import { invalid, unauthenticated } from '@lorewright/domain/shared/errors';
import { staffMessages } from '@lorewright/domain/staff/staffMessages';
import { ticketMessages as m } from '@lorewright/domain/staff/ticketMessages';
import { supportStream } from '../community/supportCommands';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';
import type { Clock, IdGenerator } from '../shared/clock';

export interface TicketDeps {
  handle: HandleCommand;
  clock: Clock;
  ids: IdGenerator;
  // Whether the account holds a staff role now: only staff take tickets.
  isStaffMember: (userId: string) => Promise<boolean>;
}

// What staff do with a support ticket, decided on its `support-{ticketId}` stream
// with the stream's revision expected. The acting staff member is the context's actorId; the
// staff routes have checked the role already. `position` is null when nothing changed.
export const createTicketCommands = (deps: TicketDeps) => {
  const now = () => deps.clock.now().toISOString();

  const staffIdOf = (context: CommandContext) => {
    if (!context.actorId) throw unauthenticated(staffMessages.staffOnly);
    return context.actorId;
  };

  const onTicket = async (ticketId: string, command: SupportTicketCommand, context: CommandContext) => {
    const { position } = await deps.handle(supportStream(ticketId), supportTicketDecider, command, context);
    return { position };
  };

  return {
    assign: async (ticketId: string, assigneeId: string | null, context: CommandContext) => {
      const staffId = staffIdOf(context);
      if (assigneeId !== null && !(await deps.isStaffMember(assigneeId))) throw invalid(m.chooseStaffMember);
      return onTicket(ticketId, { type: 'AssignTicket', ticketId, assigneeId, staffId, at: now() }, context);
    },

    answer: async (ticketId: string, message: string, context: CommandContext) => {
      const staffId = staffIdOf(context);
      const answerId = deps.ids.newId();
      return { answerId, ...(await onTicket(ticketId, { type: 'AnswerTicket', ticketId, answerId, message, staffId, at: now() }, context)) };
    },

    close: (ticketId: string, context: CommandContext) =>
      onTicket(ticketId, { type: 'CloseTicket', ticketId, staffId: staffIdOf(context), at: now() }, context),

    reopen: (ticketId: string, context: CommandContext) =>
      onTicket(ticketId, { type: 'ReopenTicket', ticketId, staffId: staffIdOf(context), at: now() }, context),
  };
};

export type TicketCommands = ReturnType<typeof createTicketCommands>;
