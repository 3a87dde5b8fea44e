import type { MailAddress } from './mailer';
import { render, siteUrl, type AccountMail } from './templates';

// The mail that carries a staff member's answer to a support ticket to its author.
// product.md gives no texts; these are ours (docs/decisions.md, Staff).
export const SUPPORT_PAGE = '/support';

// Free text: a line break must not reach the subject header.
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

export const ticketAnswerMail = ({ to, subject, message, publicUrl }: { to: MailAddress; subject: string; message: string; publicUrl: string }): AccountMail =>
  render(to, `Re: ${oneLine(subject)}`, {
    heading: `Re: ${subject}`,
    paragraphs: message.split(/\n\s*\n/),
    action: { label: 'Write to support again', url: siteUrl(publicUrl, SUPPORT_PAGE.slice(1)) },
    footnote: 'This is the answer of Lorewright support to your request. Replies to this mail are not read; please use the support page.',
  });
