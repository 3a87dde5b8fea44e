import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { NotificationCommand } from '@lorewright/domain/notifications/notification.decide';
import type { MemberRole } from '@lorewright/domain/worlds/memberRoles';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { defineReactor } from '../runner/reactor';
import type { ProjectedEvent } from '../runner/projectedEvent';
import { createNamesAt } from './namesAt';

export const NOTIFICATION_SENDER_REACTOR = 'notificationSender';

const ROLE_IN_SENTENCE: Record<MemberRole, string> = { reader: 'a reader', editor: 'an editor', 'co-owner': 'a co-owner' };

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
// the author of every new member, a member of the role they were given.
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

      // A reader again is told too: what they may do has changed either way.
      MemberRoleChanged: async (event) => {
        const { memberId, worldId, role, by } = event.data;
        const [world, giver] = await Promise.all([namesAt.world(worldId, event.position), namesAt.userName(by, event.position)]);
        if (!world) return;
        await send(
          {
            userId: memberId,
            notificationId: event.id,
            icon: 'member',
            title: 'New role',
            subtitle: `${giver ?? 'Someone'} made you ${ROLE_IN_SENTENCE[role]} of ${world.name}`,
            link: '/manage-worlds',
            date: event.metadata.timestamp,
            aboutUserId: by,
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
