import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/eventDefinition';
import { ofUser, personalFields } from '../events/personalData';

// Events of a user's notifications, stream `notifications-{userId}`.

// 'reply' and 'reaction': the community's notifications; new values only ever appended.
export const NotificationIcon = z.enum(['invitation', 'member', 'follow', 'info', 'reply', 'reaction']);
export type NotificationIcon = z.infer<typeof NotificationIcon>;

export const NotificationSent = defineEvent({
  type: 'NotificationSent',
  version: 1,
  schema: z.object({
    userId: z.string(),
    notificationId: z.string(),
    icon: NotificationIcon,
    title: z.string(),
    subtitle: z.string(),
    // An in-app path such as /invitation/{id}.
    link: z.string(),
    date: z.string(),
    // The person the subtitle names ('Ada replied to your post …'), whose key it is stored under.
    aboutUserId: z.string().optional(),
  }),
  personal: personalFields<{ aboutUserId?: string }>({
    path: 'subtitle',
    owner: (data) => (data.aboutUserId ? ofUser(data.aboutUserId) : null),
    erased: () => 'From an account that has since been deleted.',
  }),
});

export const NotificationRead = defineEvent({ type: 'NotificationRead', version: 1, schema: z.object({ userId: z.string(), notificationId: z.string() }) });

export const notificationEvents = [NotificationSent, NotificationRead];
export type NotificationEvent = EventOf<typeof NotificationSent> | EventOf<typeof NotificationRead>;
