import { NOTIFICATION_HISTORY_PAGE_SIZE } from '@lorewright/domain/notifications/notificationMessages';
import type { NotificationHistoryPage, NotificationSocketMessage, NotificationView } from '@lorewright/domain/notifications/notificationView';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';
import { meQueryKey, useMe } from '../../lib/session/api';
import type { MeResponse } from '../../lib/session/types';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';

export { joinNotificationSocket, notificationConnection, openNotificationSocket, type PeerMessage, type SocketPeer } from './notificationSocket';

// Notifications are part of `POST me`: they live in its react-query cache, which the socket's
// pushes and the read mutation update in place.

/** The signed-in user's notifications, newest first (empty while signed out or loading). */
export function useNotifications(): NotificationView[] {
  return useMe().data?.notifications ?? [];
}

/** Applies a pushed change to the cached `me`: a new notification goes first, once; a read one is marked. */
export function applyNotificationMessage(queryClient: QueryClient, message: Exclude<NotificationSocketMessage, { type: 'ready' }>): void {
  // The history's pages are fetched again when shown (a new one moves every page down by one).
  void queryClient.invalidateQueries({ queryKey: historyKey });
  queryClient.setQueryData<MeResponse>(meQueryKey, (old) => {
    if (!old) return old;
    if (message.type === 'notification') {
      const known = old.notifications.some((n) => n._id === message.notification._id);
      return known ? old : { ...old, notifications: [message.notification, ...old.notifications] };
    }
    return { ...old, notifications: old.notifications.map((n) => (n._id === message.notificationId ? { ...n, read: true } : n)) };
  });
}

/** POST notifications/readNotification/{id}; marked read at once, put back if the server refuses. */
export function useReadNotification() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: async (id: string) =>
      unwrap(await apiRequest<{ notification: NotificationView }>('POST', `notifications/readNotification/${encodeURIComponent(id)}`)),
    onMutate: (id) => applyNotificationMessage(queryClient, { type: 'read', notificationId: id }),
    onError: (error) => {
      dispatch(alertShown({ kind: 'error', text: error.message }));
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

const historyKey = ['notifications', 'history'] as const;

/** POST notifications/history: one page (zero-based) of every notification, read or not, newest first. */
export function useNotificationHistory(page: number) {
  return useQuery({
    queryKey: [...historyKey, page],
    queryFn: async () =>
      unwrap(
        await apiRequest<NotificationHistoryPage>('POST', 'notifications/history', {
          skip: page * NOTIFICATION_HISTORY_PAGE_SIZE,
          limit: NOTIFICATION_HISTORY_PAGE_SIZE,
        }),
      ),
    // The current page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** POST notifications/readAll: every notification read, in the dropdown and the history alike. */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  const dispatch = useAppDispatch();
  return useMutation({
    mutationFn: async () => unwrap(await apiRequest<NotificationHistoryPage & { message: string }>('POST', 'notifications/readAll', {})),
    onSuccess: ({ message }) => {
      queryClient.setQueryData<MeResponse>(meQueryKey, (old) => old && { ...old, notifications: old.notifications.map((n) => ({ ...n, read: true })) });
      void queryClient.invalidateQueries({ queryKey: historyKey });
      dispatch(alertShown({ kind: 'success', text: message }));
    },
    onError: (error) => dispatch(alertShown({ kind: 'error', text: error.message })),
  });
}
