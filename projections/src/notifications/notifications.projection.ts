import type { NotificationEvent } from '@lorewright/domain/notifications/notification.events';
import { notificationViewOf } from '@lorewright/domain/notifications/notificationView';
import { defineProjection } from '../runner/projection';

// One NotificationView per notification (its id is unique across users: reactors derive it from
// the causing event's id), indexed by its owner for `POST me`.
export const notificationsProjection = defineProjection<NotificationEvent>()({
  name: 'notifications',
  // 2: counted indexes for the notification history's total and unread count.
  version: 2,
  collections: {
    notifications: [
      { fields: ['userID', 'date', '_id'] }, // read backwards: newest first (`POST me`, the history's pages)
      { fields: ['userID'], counted: true },
      { fields: ['userID', 'read'], counted: true },
    ],
  },
  on: {
    NotificationSent: (event, db) => db.collection('notifications').put({ ...notificationViewOf(event.data) }),
    NotificationRead: (event, db) => db.collection('notifications').update(event.data.notificationId, { $set: { read: true } }),
  },
});
