import type { StaffTicketListItem } from '@lorewright/domain/staff/ticketViews';
import { staffTicketListOf, type StaffTicketListPorts } from './staffTicketViews';
import type { QueriesOf } from '../routeTypes';

export type TicketsOfPersonPorts = QueriesOf<'supportTickets'> & StaffTicketListPorts;

// The support tickets a person submitted, newest first, for their page in the console.
export const ticketsOfPerson = async (ports: TicketsOfPersonPorts, userId: string): Promise<StaffTicketListItem[]> =>
  staffTicketListOf(ports, await ports.queries.supportTickets.ticketsOfUser(userId));
