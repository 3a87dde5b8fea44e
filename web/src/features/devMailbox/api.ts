import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';

// The server's development outbox: GET dev/mail lists it newest first, GET
// dev/mail/{id} reads one mail. Both answer 404 in production, where the mailbox does not exist.

export interface MailSummary {
  id: string;
  to: string;
  subject: string;
  date: string;
}

export interface Mail extends MailSummary {
  from: string;
  messageId: string | null;
  text: string;
  html: string;
}

/** How often the open mailbox asks for new mail. */
export const OUTBOX_REFRESH_MS = 5000;

export const outboxQueryKey = ['devMailbox', 'list'] as const;

export function useOutbox() {
  return useQuery({
    queryKey: outboxQueryKey,
    queryFn: async () => {
      const { mails } = unwrap(await apiRequest<{ mails: MailSummary[] }>('GET', 'dev/mail'));
      // Newest first, whatever order the server keeps.
      return [...mails].sort((a, b) => b.date.localeCompare(a.date));
    },
    staleTime: 0,
    // A mailbox that is not there (production: 404) is not asked again.
    refetchInterval: (query) => (query.state.status === 'error' ? false : OUTBOX_REFRESH_MS),
  });
}

export function useOutboxMail(id: string | undefined) {
  return useQuery({
    queryKey: ['devMailbox', 'mail', id],
    queryFn: async () => unwrap(await apiRequest<Mail>('GET', `dev/mail/${encodeURIComponent(id!)}`)),
    enabled: id !== undefined,
    // A written mail never changes.
    staleTime: Infinity,
  });
}
