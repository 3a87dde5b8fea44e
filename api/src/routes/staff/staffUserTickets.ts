import type { StaffTicketListItem } from '@lorewright/domain/staff/ticketViews';
import type { Stack } from '../../composition';

// The support tickets a person submitted, newest first, for their page in the console.
export const ticketsOfPerson = async (_stack: Stack, _userId: string): Promise<StaffTicketListItem[]> => [];
