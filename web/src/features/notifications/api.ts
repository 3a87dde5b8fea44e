import type { NotificationSocketMessage, NotificationView } from '@lorewright/domain/notifications/notificationView';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../lib/apiClient';
import { meQueryKey, useMe } from '../../lib/session/api';
import type { MeResponse } from '../../lib/session/types';
import { useAppDispatch } from '../../lib/state/store';
import { alertShown } from '../../lib/state/uiSlice';

// Notifications are part of `POST me`: they live in its react-query cache, which the socket's
// pushes and the read mutation update in place.

/** The signed-in user's notifications, newest first (empty while signed out or loading). */
export function useNotifications(): NotificationView[] {
  return useMe().data?.notifications ?? [];
}

/** Applies a pushed change to the cached `me`: a new notification goes first, once; a read one is marked. */
export function applyNotificationMessage(queryClient: QueryClient, message: Exclude<NotificationSocketMessage, { type: 'ready' }>): void {
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
