import { z } from 'zod';
import { NOTIFICATION_HISTORY_PAGE_SIZE, notificationMessages as m } from './notificationMessages';

// POST notifications/readNotification/{id}: an id no notification could have is none of the reader's.
export const NotificationIdParams = z.object({ id: z.string().max(200, m.notFound) });

// POST notifications/history: a page of the reader's notifications, read or not, newest first.
const whole = z.number({ error: m.invalidPaging }).int(m.invalidPaging).min(0, m.invalidPaging).max(1_000_000_000, m.invalidPaging);
export const NotificationHistoryBody = z
  .object({
    skip: whole.default(0),
    limit: whole.min(1, m.invalidPaging).max(NOTIFICATION_HISTORY_PAGE_SIZE, m.invalidPaging).default(NOTIFICATION_HISTORY_PAGE_SIZE),
  })
  .default({ skip: 0, limit: NOTIFICATION_HISTORY_PAGE_SIZE });
export type NotificationHistoryBody = z.input<typeof NotificationHistoryBody>;
