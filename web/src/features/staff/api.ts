import type { StaffMember } from '@lorewright/domain/staff/queueFilter';
import type { StaffEventsView, StaffUserDetail, StaffUserListItem } from '@lorewright/domain/staff/staffViews';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';

// The staff console's calls, all under /api/v1/staff and refused (403) to anyone
// without the 'support' or 'admin' role, whatever the client shows.

export const staffKeys = {
  all: ['staff'] as const,
  search: (q: string) => ['staff', 'search', q] as const,
  user: (id: string) => ['staff', 'user', id] as const,
  events: (id: string, stream: string) => ['staff', 'events', id, stream] as const,
  members: ['staff', 'members'] as const,
};

/** GET staff/members: everyone a ticket or report can be assigned to. */
export function useStaffMembers() {
  return useQuery({
    queryKey: staffKeys.members,
    queryFn: async () => unwrap(await apiRequest<{ members: StaffMember[] }>('GET', 'staff/members')).members,
    staleTime: 60_000,
  });
}

/** GET staff/users?q=: people whose e-mail or name contains the text (2 characters at least). */
export function useStaffUserSearch(q: string) {
  const text = q.trim();
  return useQuery({
    queryKey: staffKeys.search(text),
    queryFn: async () => unwrap(await apiRequest<{ users: StaffUserListItem[] }>('GET', `staff/users?q=${encodeURIComponent(text)}`)).users,
    enabled: text.length >= 2,
  });
}

/** GET staff/users/{id}: account, login history, violations, billing, worlds, streams. */
export function useStaffUser(id: string) {
  return useQuery({
    queryKey: staffKeys.user(id),
    queryFn: async () => unwrap(await apiRequest<StaffUserDetail>('GET', `staff/users/${encodeURIComponent(id)}`)),
    staleTime: 0,
    retry: false,
  });
}

/** GET staff/users/{id}/events?stream=: the raw events of one of the person's streams, oldest first. */
export function useStaffUserEvents(id: string, stream: string | null) {
  return useQuery({
    queryKey: staffKeys.events(id, stream ?? ''),
    queryFn: async () =>
      unwrap(await apiRequest<StaffEventsView>('GET', `staff/users/${encodeURIComponent(id)}/events?stream=${encodeURIComponent(stream ?? '')}`)),
    enabled: stream !== null,
  });
}

// Every staff action answers {message, detail}: the person as they are after it.
type ActionAnswer = { message: string; detail: StaffUserDetail };

function useStaffAction<Input>(userId: string, send: (input: Input) => Promise<ActionAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: ({ detail }) => queryClient.setQueryData(staffKeys.user(userId), detail),
  });
}

const post = async (path: string, body: object = {}) => unwrap(await apiRequest<ActionAnswer>('POST', path, body));
const userPath = (userId: string) => `staff/users/${encodeURIComponent(userId)}`;

/** POST staff/users/{id}/violations {reason}. */
export const useIssueViolation = (userId: string) => useStaffAction(userId, (reason: string) => post(`${userPath(userId)}/violations`, { reason }));
/** POST staff/users/{id}/violations/{violationId}/reject: the appeal is rejected. */
export const useRejectAppeal = (userId: string) =>
  useStaffAction(userId, (violationId: string) => post(`${userPath(userId)}/violations/${encodeURIComponent(violationId)}/reject`));
/** POST staff/users/{id}/violations/{violationId}/repeal: the violation is withdrawn (hidden from the user). */
export const useRepealViolation = (userId: string) =>
  useStaffAction(userId, (violationId: string) => post(`${userPath(userId)}/violations/${encodeURIComponent(violationId)}/repeal`));
/** POST staff/users/{id}/block {reason}. */
export const useBlockUser = (userId: string) => useStaffAction(userId, (reason: string) => post(`${userPath(userId)}/block`, { reason }));
/** POST staff/users/{id}/unblock {}. */
export const useUnblockUser = (userId: string) => useStaffAction(userId, () => post(`${userPath(userId)}/unblock`));
