import type { NotificationHistoryPage, NotificationView } from '@lorewright/domain/notifications/notificationView';
import type { ProjectionViews } from '../runner/projectionViews';

// `POST me` sends these on every app start; older ones belong to the notification history.
export const NOTIFICATIONS_LIMIT = 100;

export const createNotificationQueries = (views: ProjectionViews) => {
  const notifications = views.collection('notifications', 'notifications');

  return {
    // Newest first.
    forUser: async (userId: string) =>
      (await notifications.find({ userID: userId }, { sort: { date: -1, _id: -1 }, limit: NOTIFICATIONS_LIMIT })) as unknown as NotificationView[],
    // The notification history: one page of the user's notifications, read or not, newest first,
    // with the counts the counted indexes keep (no walk over the user's whole history).
    history: async (userId: string, { skip, limit }: { skip: number; limit: number }): Promise<NotificationHistoryPage> => {
      const [page, total, unread] = await Promise.all([
        notifications.find({ userID: userId }, { sort: { date: -1, _id: -1 }, skip, limit }),
        notifications.count({ userID: userId }),
        notifications.count({ userID: userId, read: false }),
      ]);
      return { notifications: page as unknown as NotificationView[], total, unread };
    },
    // The user's own notification, or null (another user's is as unknown as a made-up id).
    byId: async (userId: string, notificationId: string) => {
      const found = (await notifications.get(notificationId)) as NotificationView | null;
      return found?.userID === userId ? found : null;
    },
  };
};

export type NotificationQueries = ReturnType<typeof createNotificationQueries>;
