import type { QueueFilter } from '@lorewright/domain/staff/queueFilter';
import type { StaffTicketActionAnswer, StaffTicketDetail, StaffTicketPage } from '@lorewright/domain/staff/ticketViews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest, apiUrl, unwrap } from '../../../lib/apiClient';
import { readToken } from '../../../lib/tokenStorage';

// The staff console's support tickets, under /api/v1/staff/tickets; refused (403) to
// anyone without a staff role, whatever the client shows.

export const ticketKeys = {
  all: ['staff', 'tickets'] as const,
  queue: (filter: QueueFilter, page: number) => ['staff', 'tickets', 'queue', filter, page] as const,
  ticket: (ticketId: string) => ['staff', 'tickets', 'ticket', ticketId] as const,
  screenshot: (ticketId: string, index: number) => ['staff', 'tickets', 'screenshot', ticketId, index] as const,
};

const ticketPath = (ticketId: string) => `staff/tickets/${encodeURIComponent(ticketId)}`;

/** GET staff/tickets?filter=&page=: one page of a queue, newest activity first. */
export function useStaffTickets(filter: QueueFilter, page: number) {
  return useQuery({
    queryKey: ticketKeys.queue(filter, page),
    queryFn: async () => unwrap(await apiRequest<StaffTicketPage>('GET', `staff/tickets?filter=${filter}&page=${page}`)),
    staleTime: 0,
    // While the next page of the same queue loads, the last one stays (another queue's never does).
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[3] === filter ? previous : undefined),
  });
}

/** GET staff/tickets/{ticketId}: the ticket with its content, screenshots, answers and history. */
export function useStaffTicket(ticketId: string) {
  return useQuery({
    queryKey: ticketKeys.ticket(ticketId),
    queryFn: async () => unwrap(await apiRequest<StaffTicketDetail>('GET', ticketPath(ticketId))),
    staleTime: 0,
    retry: false,
  });
}

/**
 * GET staff/tickets/{ticketId}/screenshots/{index}: a private image. An <img src> cannot carry
 * the bearer token, so it is fetched with it and shown from a blob.
 */
export function useTicketScreenshot(ticketId: string, index: number) {
  return useQuery({
    queryKey: ticketKeys.screenshot(ticketId, index),
    queryFn: async () => {
      const token = readToken();
      const response = await fetch(apiUrl(`${ticketPath(ticketId)}/screenshots/${index}`), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
      if (response.status !== 200) throw new ApiRequestError(response.status, 'Could not load the screenshot.');
      return response.blob();
    },
    staleTime: Infinity,
    retry: false,
  });
}

// Every action answers {message, ticket}: the ticket as it is after it. The queues are stale then.
function useTicketAction<Input>(ticketId: string, send: (input: Input) => Promise<StaffTicketActionAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ ticket }) => {
      queryClient.setQueryData(ticketKeys.ticket(ticketId), ticket);
      void queryClient.invalidateQueries({ queryKey: [...ticketKeys.all, 'queue'] });
      void queryClient.invalidateQueries({ queryKey: ['staff', 'user', ticket.userId] });
    },
  });
}

const post = async (path: string, body: object = {}) => unwrap(await apiRequest<StaffTicketActionAnswer>('POST', path, body));

/** POST staff/tickets/{ticketId}/assign {assigneeId}: to a staff member, or nobody (null). */
export const useAssignTicket = (ticketId: string) =>
  useTicketAction(ticketId, (assigneeId: string | null) => post(`${ticketPath(ticketId)}/assign`, { assigneeId }));
/** POST staff/tickets/{ticketId}/answer {message}: mailed to the ticket's author. */
export const useAnswerTicket = (ticketId: string) => useTicketAction(ticketId, (message: string) => post(`${ticketPath(ticketId)}/answer`, { message }));
/** POST staff/tickets/{ticketId}/close. */
export const useCloseTicket = (ticketId: string) => useTicketAction(ticketId, () => post(`${ticketPath(ticketId)}/close`));
/** POST staff/tickets/{ticketId}/reopen. */
export const useReopenTicket = (ticketId: string) => useTicketAction(ticketId, () => post(`${ticketPath(ticketId)}/reopen`));
