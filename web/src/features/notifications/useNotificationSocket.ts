import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { meQueryKey } from '../../lib/session/api';
import { useAppSelector } from '../../lib/state/store';
import { applyNotificationMessage } from './api';
import { notificationSocketUrl, openNotificationSocket } from './notificationSocket';

/**
 * Keeps the notification socket open while a user is loaded (product.md §2, app start) and closes it
 * on logout. Pushes land in the cached `me`; after a reconnection `me` is fetched again for what
 * was sent while the socket was down, and a refused token is checked the same way (a 401 there
 * ends the session).
 */
export function useNotificationSocket(userId: string | undefined): void {
  const token = useAppSelector((state) => state.session.token);
  // Closed before the logout call goes out: the server then ends the session, which a live
  // socket would take for a refused token and answer with a last `POST me` (a 401).
  const signingOut = useAppSelector((state) => state.session.signingOut);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token || !userId || signingOut) return;
    let readyBefore = false;
    const refetchMe = () => void queryClient.invalidateQueries({ queryKey: meQueryKey });
    const socket = openNotificationSocket({
      url: notificationSocketUrl(),
      token,
      onMessage: (message) => {
        if (message.type !== 'ready') return applyNotificationMessage(queryClient, message);
        if (readyBefore) refetchMe();
        readyBefore = true;
      },
      onRejected: refetchMe,
    });
    return () => socket.close();
  }, [token, userId, signingOut, queryClient]);
}
