import type { MailAddress } from './mailer';
import { pageUrl, render, type AccountMail } from './templates';

// The world invitation mail: who invites, to which world, and the invitation page
// `{PUBLIC_URL}/invitation/{id}` where the address's account accepts or rejects it.
export interface InvitationMailInput {
  to: MailAddress;
  authorName: string;
  worldName: string;
  invitationId: string;
  publicUrl: string;
}

// Names are free text: a line break must not reach the subject header.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const invitationMail = ({ to, authorName, worldName, invitationId, publicUrl }: InvitationMailInput): AccountMail =>
  render(to, `${oneLine(authorName)} invited you to ${oneLine(worldName)}`, {
    heading: 'You are invited to a world',
    paragraphs: [
      `${authorName} is inviting you to join their world "${worldName}" on Lorewright.`,
      'Open the invitation to accept or reject it. If you have no account yet, register with this email address first.',
    ],
    action: { label: 'Open invitation', url: pageUrl(publicUrl, 'invitation', invitationId) },
    footnote: 'If you do not want to join, you can ignore this email.',
  });
