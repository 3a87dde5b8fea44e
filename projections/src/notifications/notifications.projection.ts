import type { NotificationEvent } from '@lorewright/domain/notifications/notification.events';
import { notificationViewOf } from '@lorewright/domain/notifications/notificationView';
import { defineProjection } from '../runner/projection';

// One NotificationView per notification (its id is unique across users: reactors derive it from
// the causing event's id), indexed by its owner for `POST me`.
export const notificationsProjection = defineProjection<NotificationEvent>()({
  name: 'notifications',
  version: 1,
  collections: { notifications: [{ fields: ['userID', 'date', '_id'] }] }, // read backwards: newest first
  on: {
    NotificationSent: (event, db) => db.collection('notifications').put({ ...notificationViewOf(event.data) }),
    NotificationRead: (event, db) => db.collection('notifications').update(event.data.notificationId, { $set: { read: true } }),
  },
});
