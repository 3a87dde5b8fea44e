import type { StaffTicketListItem } from '@lorewright/domain/staff/ticketViews';
import type { Stack } from '../../composition';
import { staffTicketListOf } from './staffTicketViews';

// The support tickets a person submitted, newest first, for their page in the console.
export const ticketsOfPerson = async (stack: Stack, userId: string): Promise<StaffTicketListItem[]> =>
  staffTicketListOf(stack, await stack.queries.supportTickets.ticketsOfUser(userId));
