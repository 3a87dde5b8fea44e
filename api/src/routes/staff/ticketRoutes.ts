import { notFound } from '@lorewright/domain/shared/errors';
import { AssignBody, QUEUE_PAGE_SIZE, QueueQuery } from '@lorewright/domain/staff/queueFilter';
import { TicketAnswerBody, TicketParams, TicketScreenshotParams } from '@lorewright/domain/staff/ticket.bodies';
import { ticketMessages as m } from '@lorewright/domain/staff/ticketMessages';
import { StaffTicketDetail, StaffTicketPage, StaffTicketActionAnswer } from '@lorewright/domain/staff/ticketViews';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';
import { staffTicketDetailOf, staffTicketListOf, type StaffTicketDetailPorts, type StaffTicketListPorts } from './staffTicketViews';

// The staff console's support tickets: list, filter, assign, answer by e-mail, close.
// `auth: 'staff'` (plugins/auth.ts) lets only signed-in, unblocked staff through.
const staff = { auth: 'staff' } as const;

export type TicketRoutePorts = Pick<Stack, 'mediaStorage' | 'waitForViews'> &
  CommandsOf<'tickets'> &
  QueriesOf<'supportTickets'> &
  StaffTicketDetailPorts &
  StaffTicketListPorts;

export const ticketRoutes = (ports: TicketRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.tickets;

  // Every action answers the ticket as it is after it (read-your-writes on the tickets view).
  const answer = async (ticketId: string, position: number | null, message: string): Promise<StaffTicketActionAnswer> => {
    await ports.waitForViews(position, ['supportTickets']);
    return { message, ticket: await staffTicketDetailOf(ports, ticketId) };
  };

  app.get('/staff/tickets', { schema: { querystring: QueueQuery, response: { 200: StaffTicketPage } }, config: staff }, async (request) => {
    const { filter, page } = request.query;
    const found = await ports.queries.supportTickets.queue(filter, currentUser(request)._id, { skip: page * QUEUE_PAGE_SIZE, limit: QUEUE_PAGE_SIZE });
    return { tickets: await staffTicketListOf(ports, found.tickets), total: found.total, page, pageSize: QUEUE_PAGE_SIZE };
  });

  app.get('/staff/tickets/:ticketId', { schema: { params: TicketParams, response: { 200: StaffTicketDetail } }, config: staff }, async (request) =>
    staffTicketDetailOf(ports, request.params.ticketId),
  );

  // A screenshot is a private file: staff only, never cached or sniffed into something else.
  app.get('/staff/tickets/:ticketId/screenshots/:index', { schema: { params: TicketScreenshotParams }, config: staff }, async (request, reply) => {
    const { ticketId, index } = request.params;
    const ticket = await ports.queries.supportTickets.ticketById(ticketId);
    if (!ticket) throw notFound(m.ticketNotFound);
    const shot = ticket.screenshots[index - 1];
    const file = shot ? await ports.mediaStorage.get(shot.key) : null;
    if (!shot || !file) throw notFound(m.screenshotNotFound);
    return reply
      .header('content-type', shot.contentType)
      .header('content-length', file.size)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(file.stream);
  });

  app.post(
    '/staff/tickets/:ticketId/assign',
    { schema: { params: TicketParams, body: AssignBody, response: { 200: StaffTicketActionAnswer } }, config: staff },
    async (request) => {
      const { ticketId } = request.params;
      const { assigneeId } = request.body;
      const { position } = await commands.assign(ticketId, assigneeId, commandContext(request));
      return answer(ticketId, position, assigneeId === null ? m.ticketUnassigned : m.ticketAssigned);
    },
  );

  // Each answer is mailed (reactor ticketAnswers): limited per staff member.
  app.post(
    '/staff/tickets/:ticketId/answer',
    { schema: { params: TicketParams, body: TicketAnswerBody, response: { 200: StaffTicketActionAnswer } }, config: { ...staff, rateLimited: 'ticketAnswer' } },
    async (request) => {
      const { ticketId } = request.params;
      const { position } = await commands.answer(ticketId, request.body.message, commandContext(request));
      return answer(ticketId, position, m.answerSent);
    },
  );

  app.post(
    '/staff/tickets/:ticketId/close',
    { schema: { params: TicketParams, response: { 200: StaffTicketActionAnswer } }, config: staff },
    async (request) => {
      const { ticketId } = request.params;
      const { position } = await commands.close(ticketId, commandContext(request));
      return answer(ticketId, position, m.ticketClosedNow);
    },
  );

  app.post(
    '/staff/tickets/:ticketId/reopen',
    { schema: { params: TicketParams, response: { 200: StaffTicketActionAnswer } }, config: staff },
    async (request) => {
      const { ticketId } = request.params;
      const { position } = await commands.reopen(ticketId, commandContext(request));
      return answer(ticketId, position, m.ticketReopened);
    },
  );
};
