import { z } from 'zod';
import { NotificationIcon, type NotificationSent } from './notification.events';
import type { EventOf } from '../events/eventDefinition';

// The product's Notification (§3); `POST me` answers the user's notifications, newest first.
export const NotificationView = z.object({
  _id: z.string(),
  userID: z.string(),
  read: z.boolean(),
  icon: NotificationIcon,
  title: z.string(),
  subtitle: z.string(),
  link: z.string(),
  date: z.string(),
});
export type NotificationView = z.infer<typeof NotificationView>;

// The view of a notification as it was sent: what the projection stores and the socket pushes.
export const notificationViewOf = ({
  userId,
  notificationId,
  icon,
  title,
  subtitle,
  link,
  date,
}: EventOf<typeof NotificationSent>['data']): NotificationView => ({
  _id: notificationId,
  userID: userId,
  read: false,
  icon,
  title,
  subtitle,
  link,
  date,
});

// What the socket at /notifications says to a signed-in client. 'ready': the auth message was
// accepted and pushes follow; a client that reconnects refetches what it may have missed.
export type NotificationSocketMessage = { type: 'ready' } | { type: 'notification'; notification: NotificationView } | { type: 'read'; notificationId: string };

// What the client says first (and only): the login token, checked like a Bearer header.
export interface NotificationSocketAuth {
  type: 'auth';
  token: string;
}

// A page of the notification history (POST notifications/history) and how many there are in all.
export const NotificationHistoryPage = z.object({
  notifications: z.array(NotificationView),
  total: z.number(),
  unread: z.number(),
});
export type NotificationHistoryPage = z.infer<typeof NotificationHistoryPage>;

// POST notifications/readNotification/{id}: the notification, read now.
export const NotificationReadAnswer = z.object({ notification: NotificationView });
// POST notifications/readAll: what it says, and the history's first page as it is then.
export const AllReadAnswer = NotificationHistoryPage.extend({ message: z.string() });
