import { NotificationIdParams } from '@lorewright/domain/notifications/notification.bodies';
import { notificationMessages as m } from '@lorewright/domain/notifications/notificationView';
import { notFound } from '@lorewright/domain/shared/errors';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';
import type { ZodApp } from '../routeTypes';

// Marking one's own notification read (product.md §7). New notifications are sent by the
// notificationSender reactor and pushed over the socket at /notifications.
export const notificationRoutes = (stack: Stack) => async (app: ZodApp) => {
  const commands = stack.commands.notifications;
  const queries = stack.queries.notifications;

  // A blocked account still reads its notifications, and dismissing one changes nobody's content.
  app.post(
    '/notifications/readNotification/:id',
    { schema: { params: NotificationIdParams }, config: { auth: 'required', allowBlocked: true } },
    async (request) => {
      const userId = currentUser(request)._id;
      const { position } = await commands.read(userId, request.params.id, commandContext(request));
      await stack.waitForViews(position, ['notifications']);
      const notification = await queries.byId(userId, request.params.id);
      if (!notification) throw notFound(m.notFound);
      return { notification };
    },
  );
};
