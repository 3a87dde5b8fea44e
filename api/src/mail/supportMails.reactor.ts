import { buffer } from 'node:stream/consumers';
import type { UserView } from '@lorewright/domain/accounts/userView';
import type { SupportEvent, SupportScreenshot } from '@lorewright/domain/community/support.events';
import { defineReactor } from '@lorewright/projections/runner/reactor';
import type { MediaStorage } from '../media/mediaStorage';
import type { MailAttachment, Mailer } from './mailer';
import { supportMail } from './supportMail';

// Mails every support ticket to SUPPORT_EMAIL, with its screenshots attached (they are private
// files: no link could open them). The event id is the mail id, so at-least-once delivery gives
// one mail (outbox) or one Message-ID (smtp). The sender's name and address are read from the
// users read model when the mail goes out: the current address is the one to answer.
// Listed in api/src/reactors.ts, which says why the mail reactors live in api.
export const SUPPORT_MAILS_REACTOR = 'supportMails';

export interface SupportMailsDeps {
  mailer: Mailer;
  supportEmail: string;
  publicUrl: string;
  userById: (userId: string) => Promise<Pick<UserView, 'name' | 'email'> | null>;
  files: Pick<MediaStorage, 'get'>;
}

// `screenshot-1.png`: the stored name says the type; the ticket id is in the mail already.
const attachmentOf = async (files: SupportMailsDeps['files'], { key, contentType }: SupportScreenshot): Promise<MailAttachment | null> => {
  const stored = await files.get(key);
  if (!stored) return null;
  return { filename: `screenshot-${key.split('/').at(-1)}`, contentType, content: await buffer(stored.stream) };
};

export const createSupportMailsReactor = ({ mailer, supportEmail, publicUrl, userById, files }: SupportMailsDeps) =>
  defineReactor<SupportEvent>({
    name: SUPPORT_MAILS_REACTOR,
    on: {
      SupportTicketSubmitted: async (event) => {
        const ticket = event.data;
        const [user, attachments] = await Promise.all([userById(ticket.userId), Promise.all(ticket.screenshots.map((shot) => attachmentOf(files, shot)))]);
        const attached = attachments.filter((file): file is MailAttachment => file !== null);
        const mail = supportMail({ to: { address: supportEmail }, ticket, user: user ?? null, attached: attached.length, publicUrl });
        await mailer.send({ id: event.id, ...mail, attachments: attached });
      },
    },
  });
