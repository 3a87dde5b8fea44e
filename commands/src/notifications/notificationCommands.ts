import { notificationDecider, type NotificationCommand } from '@lorewright/domain/notifications/notification.decide';
import { streamName } from '../eventStore/eventStore';
import type { CommandContext } from '../pipeline/commandContext';
import type { HandleCommand } from '../pipeline/handleCommand';

export const notificationStream = (userId: string) => streamName('notifications', userId);

export type NotificationToSend = Omit<Extract<NotificationCommand, { type: 'Send' }>, 'type'>;

export const createNotificationCommands = (handle: HandleCommand) => ({
  // Sent by reactors with an id derived from the causing event: a repeat changes nothing.
  send: async (notification: NotificationToSend, context: CommandContext) => {
    const { position } = await handle(notificationStream(notification.userId), notificationDecider, { type: 'Send', ...notification }, context);
    return { position };
  },

  // Decided on the reader's own stream, so another user's notification is simply not found.
  read: async (userId: string, notificationId: string, context: CommandContext) => {
    const { position } = await handle(notificationStream(userId), notificationDecider, { type: 'Read', notificationId }, context);
    return { position };
  },

  // Every unread one of the reader's notifications, in one append to their own stream.
  readAll: async (userId: string, context: CommandContext) => {
    const { position } = await handle(notificationStream(userId), notificationDecider, { type: 'ReadAll' }, context);
    return { position };
  },
});

export type NotificationCommands = ReturnType<typeof createNotificationCommands>;
