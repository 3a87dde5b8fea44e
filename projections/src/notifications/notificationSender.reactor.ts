import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { NotificationCommand } from '@lorewright/domain/notifications/notification.decide';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { defineReactor } from '../runner/reactor';
import type { ProjectedEvent } from '../runner/projectedEvent';
import { createNamesAt } from './namesAt';

export const NOTIFICATION_SENDER_REACTOR = 'notificationSender';

export type SendNotification = (notification: Omit<Extract<NotificationCommand, { type: 'Send' }>, 'type'>, context: CommandContext) => Promise<unknown>;

export interface NotificationSenderDeps {
  eventStore: EventStore;
  registry: EventRegistry;
  // The notifications' send command (commands/src/notifications), given by the composition root.
  send: SendNotification;
}

// Each causing event notifies one user, so its id is the notification's id: a redelivery or a
// replay sends the same id again, and the decider ignores a Send it has already seen.
const causedBy = (event: ProjectedEvent): CommandContext => ({ actorId: null, correlationId: event.metadata.correlationId, causationId: event.id });

// Turns world events into notifications (product.md §4): the invited account learns of the invitation,
// the author of every new member.
export const createNotificationSenderReactor = ({ eventStore, registry, send }: NotificationSenderDeps) => {
  const namesAt = createNamesAt({ eventStore, registry });

  return defineReactor<WorldEvent>({
    name: NOTIFICATION_SENDER_REACTOR,
    on: {
      MemberInvited: async (event) => {
        const { invitedUserId, authorId, worldId, invitationId, date } = event.data;
        if (!invitedUserId) return;
        const [world, author] = await Promise.all([namesAt.world(worldId, event.position), namesAt.userName(authorId, event.position)]);
        if (!world) return;
        await send(
          {
            userId: invitedUserId,
            notificationId: event.id,
            icon: 'invitation',
            title: 'World invitation',
            subtitle: `${author ?? 'Someone'} invited you to ${world.name}`,
            link: `/invitation/${invitationId}`,
            date,
            aboutUserId: authorId,
          },
          causedBy(event),
        );
      },

      InvitationAccepted: async (event) => {
        const { userId, worldId, date } = event.data;
        const [world, member] = await Promise.all([namesAt.world(worldId, event.position), namesAt.userName(userId, event.position)]);
        if (!world || world.authorId === userId) return;
        await send(
          {
            userId: world.authorId,
            notificationId: event.id,
            icon: 'member',
            title: 'New member',
            subtitle: `${member ?? 'Someone'} joined ${world.name}`,
            link: '/manage-members',
            date,
            aboutUserId: userId,
          },
          causedBy(event),
        );
      },
    },
  });
};
