import { SUPPORT_TYPE_NAMES, type SupportSubmittedEvent } from '@lorewright/domain/community/support.events';
import type { MailAddress } from './mailer';
import { siteUrl, render, type AccountMail } from './templates';

// The mail support staff receive for one ticket: its type, subject and text, who sent it (the
// account's name and address, to answer by mail) and a link to their public profile.
export interface SupportMailInput {
  to: MailAddress;
  ticket: SupportSubmittedEvent['data'];
  // From the users read model; null when the account is gone from it.
  user: { name: string; email: string } | null;
  attached: number;
  publicUrl: string;
}

// Free text: a line break must not reach the subject header.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const supportMail = ({ to, ticket, user, attached, publicUrl }: SupportMailInput): AccountMail => {
  const typeName = SUPPORT_TYPE_NAMES[ticket.type];
  const sender = user ? `${user.name} <${user.email}>` : `an account no longer found (${ticket.userId})`;
  const missing = ticket.screenshots.length - attached;
  return render(to, `[Support] ${typeName}: ${oneLine(ticket.subject)}`, {
    heading: `${typeName}: ${ticket.subject}`,
    paragraphs: [
      `From ${sender}, user id ${ticket.userId}, on ${ticket.at}. Ticket ${ticket.ticketId}.`,
      ...ticket.content.split(/\n\s*\n/),
      `Screenshots attached: ${attached}${missing > 0 ? ` (${missing} could not be read from the media storage)` : ''}.`,
    ],
    action: { label: 'Open their profile', url: siteUrl(publicUrl, `user/${encodeURIComponent(ticket.userId)}`) },
    footnote: user ? `Answer by writing to ${user.email}.` : 'The sender can no longer be reached by mail.',
  });
};
