import type { NotificationIcon } from './notification.events';

// The spec's Notification (§3); `POST me` answers the user's notifications, newest first.
export interface NotificationView {
  _id: string;
  userID: string;
  read: boolean;
  icon: NotificationIcon;
  title: string;
  subtitle: string;
  link: string;
  date: string;
}

// What the socket at /notifications says to a signed-in client.
export type NotificationSocketMessage = { type: 'notification'; notification: NotificationView } | { type: 'read'; notificationId: string };

export const NOTIFICATION_RECONNECT_MAX_MS = 10_000;
export const notificationMessages = { empty: 'You have no notifications.' } as const;
