import type { FastifyInstance } from 'fastify';
import { notificationMessages as m } from '@lorewright/domain/notifications/notificationView';
import { notFound } from '@lorewright/domain/shared/errors';
import type { Stack } from '../../composition';
import { currentUser } from '../../plugins/auth';
import { commandContext } from '../commandContext';

// Marking one's own notification read (product.md §7). New notifications are sent by the
// notificationSender reactor and pushed over the socket at /notifications.
export const notificationRoutes = (stack: Stack) => async (app: FastifyInstance) => {
  const commands = stack.commands.notifications;
  const queries = stack.queries.notifications;

  // A blocked account still reads its notifications, and dismissing one changes nobody's content.
  app.post<{ Params: { id: string } }>('/notifications/readNotification/:id', { config: { auth: 'required', allowBlocked: true } }, async (request) => {
    const userId = currentUser(request)._id;
    const { position } = await commands.read(userId, request.params.id, commandContext(request));
    await stack.waitForViews(position, ['notifications']);
    const notification = await queries.byId(userId, request.params.id);
    if (!notification) throw notFound(m.notFound);
    return { notification };
  });
};
