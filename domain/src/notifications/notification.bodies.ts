import { z } from 'zod';
import { notificationMessages as m } from './notificationView';

// POST notifications/readNotification/{id}: an id no notification could have is none of the reader's.
export const NotificationIdParams = z.object({ id: z.string().max(200, m.notFound) });
