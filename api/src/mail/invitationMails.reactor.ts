import type { EventStore } from '@lorewright/commands/eventStore/eventStore';
import type { EventRegistry } from '@lorewright/domain/events/eventRegistry';
import type { WorldEvent } from '@lorewright/domain/worlds/world.events';
import { INVITATION_MAIL_INTERVAL_MS } from '@lorewright/domain/worlds/worldLimits';
import { createNamesAt } from '@lorewright/projections/notifications/namesAt';
import type { ReadStore } from '@lorewright/projections/readStore/readStore';
import type { ProjectedEvent } from '@lorewright/projections/runner/projectedEvent';
import { defineReactor } from '@lorewright/projections/runner/reactor';
import { invitationMail } from './invitationMail';
import { isDeliverableAddress, type Mailer } from './mailer';

// Mails every invitation to its address, whether or not an account holds it, after the invite
// request was answered. The event id is the mail id (see accountMails.reactor.ts), and names
// are those at the time of the invitation, so a replay sends the same mail.
//
// One author mails one address at most once in 24 hours (docs/decisions.md): invite, rejected,
// invited again the same day — the second invitation is recorded and shown on the invitee's
// dashboard, but no second mail goes out.
export const INVITATION_MAILS_REACTOR = 'invitationMails';

// The reactor's own record of every invitation it decided on: who invited which address, when
// (the invitation's date, from the event), and whether it was mailed. The decision is written
// before the mail is sent and read back on a repeat, so at-least-once delivery and `ops replay`
// give the same answer; rebuilt from nothing in log order it also comes out the same, because
// it depends on earlier events only, never on the time the reactor runs.
export const INVITATION_MAIL_LOG = '_invitation_mails';

interface InvitationMailRecord {
  _id: string; // the MemberInvited event's id
  authorId: string;
  email: string;
  // Epoch milliseconds of the invitation.
  at: number;
  position: number;
  mailed: boolean;
}

export interface InvitationMailsDeps {
  mailer: Mailer;
  publicUrl: string;
  eventStore: EventStore;
  registry: EventRegistry;
  readStore: ReadStore;
}

type Invited = ProjectedEvent<Extract<WorldEvent, { type: 'MemberInvited' }>>;

const invitationTime = (event: Invited) => {
  const date = Date.parse(event.data.date);
  return Number.isNaN(date) ? Date.parse(event.metadata.timestamp) : date;
};

const createMailLog = (readStore: ReadStore) => {
  let indexed: Promise<void> | null = null;
  const ensureIndexes = () =>
    (indexed ??= readStore.ensureIndexes(INVITATION_MAIL_LOG, [{ fields: ['authorId', 'email', 'at'] }]).catch((error: unknown) => {
      indexed = null;
      throw error;
    }));

  return {
    // Whether this invitation gets a mail: not when the same author's invitation of the same
    // address was mailed less than 24 hours before it (earlier in the log, in any world).
    shouldMail: async (event: Invited): Promise<boolean> => {
      await ensureIndexes();
      const log = readStore.collection(INVITATION_MAIL_LOG);
      const known = (await log.get(event.id)) as InvitationMailRecord | null;
      if (known) return known.mailed;
      const { authorId, invitedMemberEmail: email } = event.data;
      const at = invitationTime(event);
      const recent = await log.count({ authorId, email, mailed: true, position: { $lt: event.position }, at: { $gt: at - INVITATION_MAIL_INTERVAL_MS } });
      const record: InvitationMailRecord = { _id: event.id, authorId, email, at, position: event.position, mailed: recent === 0 };
      await readStore.transaction((unit) => unit.collection(INVITATION_MAIL_LOG).put({ ...record }));
      return record.mailed;
    },
  };
};

// `ops forget`: the log holds the invitee's address in the clear, so a forgotten person's
// records go with them. A replay of their invitations then reads the erased address from the
// event and mails nothing. Returns how many records were deleted.
export const eraseInvitationMailsTo = async (readStore: ReadStore, addresses: readonly string[]): Promise<number> => {
  const emails = [...new Set(addresses.flatMap((address) => [address, address.toLowerCase()]))];
  if (emails.length === 0) return 0;
  return readStore.transaction((unit) => unit.collection(INVITATION_MAIL_LOG).deleteMany({ email: { $in: emails } }));
};

export const createInvitationMailsReactor = ({ mailer, publicUrl, eventStore, registry, readStore }: InvitationMailsDeps) => {
  const namesAt = createNamesAt({ eventStore, registry });
  const mailLog = createMailLog(readStore);
  return defineReactor<WorldEvent>({
    name: INVITATION_MAILS_REACTOR,
    on: {
      MemberInvited: async (event) => {
        const { worldId, authorId, invitationId, invitedMemberEmail } = event.data;
        // An address that is not exactly one deliverable address (stored before today's e-mail
        // rule) gets no mail: the mailer would refuse it on every retry and hold up the rest.
        if (!isDeliverableAddress(invitedMemberEmail)) return;
        const [world, authorName] = await Promise.all([namesAt.world(worldId, event.position), namesAt.userName(authorId, event.position)]);
        if (!world) return;
        if (!(await mailLog.shouldMail(event))) return;
        const mail = invitationMail({
          to: { address: invitedMemberEmail },
          authorName: authorName ?? 'A Lorewright author',
          worldName: world.name,
          invitationId,
          publicUrl,
        });
        await mailer.send({ id: event.id, ...mail });
      },
    },
  });
};
