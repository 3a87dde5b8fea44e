import { NotificationHistoryBody, NotificationIdParams } from '@lorewright/domain/notifications/notification.bodies';
import { NOTIFICATION_HISTORY_PAGE_SIZE, notificationMessages as m } from '@lorewright/domain/notifications/notificationMessages';
import { AllReadAnswer, NotificationHistoryPage, NotificationReadAnswer } from '@lorewright/domain/notifications/notificationView';
import { notFound } from '@lorewright/domain/shared/errors';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp, CommandsOf, QueriesOf } from '../routeTypes';

export type NotificationRoutePorts = Pick<Stack, 'waitForViews'> & CommandsOf<'notifications'> & QueriesOf<'notifications'>;

// Marking one's own notifications read and paging through them (product.md §2.7, §4.11). New notifications are sent by the
// notificationSender reactor and pushed over the socket at /notifications.
export const notificationRoutes = (ports: NotificationRoutePorts) => async (app: ZodApp) => {
  const commands = ports.commands.notifications;
  const queries = ports.queries.notifications;

  // A blocked account still reads its notifications, and dismissing one changes nobody's content.
  app.post(
    '/notifications/readNotification/:id',
    { schema: { params: NotificationIdParams, response: { 200: NotificationReadAnswer } }, config: { auth: 'required', allowBlocked: true } },
    async (request) => {
      const userId = currentUser(request)._id;
      const { position } = await commands.read(userId, request.params.id, commandContext(request));
      await ports.waitForViews(position, ['notifications']);
      const notification = await queries.byId(userId, request.params.id);
      if (!notification) throw notFound(m.notFound);
      return { notification };
    },
  );

  // The notification history: a page of the caller's own notifications, read or not, newest first.
  app.post(
    '/notifications/history',
    { schema: { body: NotificationHistoryBody, response: { 200: NotificationHistoryPage } }, config: { auth: 'required', allowBlocked: true } },
    async (request) => queries.history(currentUser(request)._id, request.body),
  );

  // Marks every unread notification of the caller read; answers the first page as it is then.
  app.post('/notifications/readAll', { schema: { response: { 200: AllReadAnswer } }, config: { auth: 'required', allowBlocked: true } }, async (request) => {
    const userId = currentUser(request)._id;
    const { position } = await commands.readAll(userId, commandContext(request));
    await ports.waitForViews(position, ['notifications']);
    return { message: m.allRead, ...(await queries.history(userId, { skip: 0, limit: NOTIFICATION_HISTORY_PAGE_SIZE })) };
  });
};
