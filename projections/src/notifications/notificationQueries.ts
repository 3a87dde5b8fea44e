import type { NotificationView } from '@lorewright/domain/notifications/notificationView';
import type { ProjectionViews } from '../runner/projectionViews';

// `POST me` sends these on every app start; older ones belong to the notification history.
export const NOTIFICATIONS_LIMIT = 100;

export const createNotificationQueries = (views: ProjectionViews) => {
  const notifications = views.collection('notifications', 'notifications');

  return {
    // Newest first.
    forUser: async (userId: string) =>
      (await notifications.find({ userID: userId }, { sort: { date: -1, _id: -1 }, limit: NOTIFICATIONS_LIMIT })) as unknown as NotificationView[],
    // The user's own notification, or null (another user's is as unknown as a made-up id).
    byId: async (userId: string, notificationId: string) => {
      const found = (await notifications.get(notificationId)) as NotificationView | null;
      return found?.userID === userId ? found : null;
    },
  };
};

export type NotificationQueries = ReturnType<typeof createNotificationQueries>;
