import { readEvents, type EventSource } from '@lorewright/commands/eventStore/streamReader';
import { commentStream } from '@lorewright/commands/comments/commentCommands';
import type { CommandContext } from '@lorewright/commands/pipeline/commandContext';
import type { CommentElement, CommentEvent } from '@lorewright/domain/comments/comment.events';
import { canEditElement, type WorldAccessFacts } from '@lorewright/domain/worlds/worldAccess';
import { createNamesAt } from '../notifications/namesAt';
import type { SendNotification } from '../notifications/notificationSender.reactor';
import { defineReactor } from '../runner/reactor';
import type { ProjectedEvent } from '../runner/projectedEvent';

// Tells the people of a thread of each new comment in it: its author and repliers, and for a
// new thread the world's owner; never the commenter. Only those who may edit the element now
// are told (a reader, or someone whose access was taken away, hears nothing of comments).
// Who took part comes from the element's comment stream as it was at the event; the title and
// who may edit from the read side, as they are now. One event tells several people, so each
// notification's id is the event's with its recipient: a redelivery sends nothing new.
export const COMMENT_NOTIFICATIONS_REACTOR = 'commentNotifications';

export interface CommentNotificationsDeps extends EventSource {
  send: SendNotification;
  // The live element's title, null once it is gone.
  titleOf: (element: CommentElement, elementId: string) => Promise<string | null>;
  // The world's members, roles and element access, null once it is gone.
  worldOf: (worldId: string) => Promise<WorldAccessFacts | null>;
}

const PAGE_OF: ReadonlyMap<CommentElement, (id: string) => string> = new Map([
  ['writing', (id: string) => `/writing/${encodeURIComponent(id)}`],
  ['wiki', (id: string) => `/wiki/${encodeURIComponent(id)}`],
]);

const causedBy = (event: ProjectedEvent): CommandContext => ({ actorId: null, correlationId: event.metadata.correlationId, causationId: event.id });

export const createCommentNotificationsReactor = ({ eventStore, registry, send, titleOf, worldOf }: CommentNotificationsDeps) => {
  const namesAt = createNamesAt({ eventStore, registry });

  // The authors of the thread's comments written before `position`, in order.
  const peopleOfThread = async (elementId: string, threadId: string, position: number) => {
    const people = new Set<string>();
    for (const event of await readEvents<CommentEvent>({ eventStore, registry }, commentStream(elementId))) {
      if (event.position >= position) break;
      if (event.type === 'CommentAdded' && event.data.threadId === threadId) people.add(event.data.authorId);
    }
    return people;
  };

  return defineReactor<CommentEvent>({
    name: COMMENT_NOTIFICATIONS_REACTOR,
    on: {
      CommentAdded: async (event) => {
        const { element, elementId, worldId, threadId, commentId, authorId, at } = event.data;
        const [world, title] = await Promise.all([worldOf(worldId), titleOf(element, elementId)]);
        if (!world || title === null) return;
        const recipients = await peopleOfThread(elementId, threadId, event.position);
        if (commentId === threadId) recipients.add(world.authorID);
        recipients.delete(authorId);
        const told = [...recipients].filter((userId) => canEditElement(world, element, elementId, userId));
        if (told.length === 0) return;
        const subtitle = `${(await namesAt.userName(authorId, event.position)) ?? 'Someone'} commented on ${title}`;
        const link = PAGE_OF.get(element)!(elementId);
        for (const userId of told) {
          await send(
            { userId, notificationId: `${event.id}-${userId}`, icon: 'reply', title: 'New comment', subtitle, link, date: at, aboutUserId: authorId },
            causedBy(event),
          );
        }
      },
    },
  });
};
