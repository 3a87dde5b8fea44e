import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { createNamesAt } from '@lorewright/projections/notifications/namesAt';
import { defineReactor } from '@lorewright/projections/runner/reactor';
import { invitationMail } from './invitationMail';
import type { Mailer } from './mailer';

// Mails every invitation to its address, whether or not an account holds it, after the invite
// request was answered. The event id is the mail id (see accountMails.reactor.ts), and names
// are those at the time of the invitation, so a replay sends the same mail.
export const INVITATION_MAILS_REACTOR = 'invitationMails';

export interface InvitationMailsDeps {
  mailer: Mailer;
  publicUrl: string;
  eventStore: EventStore;
  registry: EventRegistry;
}

export const createInvitationMailsReactor = ({ mailer, publicUrl, eventStore, registry }: InvitationMailsDeps) => {
  const namesAt = createNamesAt(eventStore, registry);
  return defineReactor<WorldEvent>({
    name: INVITATION_MAILS_REACTOR,
    on: {
      MemberInvited: async (event) => {
        const { worldId, authorId, invitationId, invitedMemberEmail } = event.data;
        const [world, authorName] = await Promise.all([namesAt.world(worldId, event.position), namesAt.userName(authorId, event.position)]);
        if (!world) return;
        const mail = invitationMail({ to: invitedMemberEmail, authorName: authorName ?? 'A Lorewright author', worldName: world.name, invitationId, publicUrl });
        await mailer.send({ id: event.id, ...mail });
      },
    },
  });
};
