import { renderHtml, renderText, type MailContent } from './mailLayout';
import type { MailAddress, MailMessage } from './mailer';

// The account mails of product.md: activation after registering (link to /activate/{code}) and
// the password reset (link to /reset-password/{code}).

// A rendered mail: everything but the id, which the sender (a reactor) gives. `to` is one
// address object, never a string (see MailAddress).
export type AccountMail = Omit<MailMessage, 'id'>;

// PUBLIC_URL may be given with a trailing slash; codes are opaque, so they are URL-encoded.
export const siteUrl = (publicUrl: string, path: string) => `${publicUrl.replace(/\/+$/, '')}/${path}`;
export const pageUrl = (publicUrl: string, page: string, code: string) => siteUrl(publicUrl, `${page}/${encodeURIComponent(code)}`);

export const render = (to: MailAddress, subject: string, content: MailContent): AccountMail => ({
  to: { ...to },
  subject,
  text: renderText(content),
  html: renderHtml(content),
});

export const activationMail = ({ to, name, code, publicUrl }: { to: MailAddress; name: string; code: string; publicUrl: string }): AccountMail =>
  render(to, 'Activate your Lorewright account', {
    heading: `Welcome to Lorewright, ${name}!`,
    paragraphs: ['Thank you for registering. Please confirm your email address to activate your account.'],
    action: { label: 'Activate account', url: pageUrl(publicUrl, 'activate', code) },
    footnote: 'If you did not create a Lorewright account, you can ignore this email.',
  });

// The reset code's lifetime (1 hour) is the domain's rule; the mail only tells it.
export const passwordResetMail = ({ to, code, publicUrl }: { to: MailAddress; code: string; publicUrl: string }): AccountMail =>
  render(to, 'Reset your Lorewright password', {
    heading: 'Reset your password',
    paragraphs: [
      'We received a request to reset the password of your Lorewright account. Open the link below to choose a new one. The link expires in 1 hour and works once.',
    ],
    action: { label: 'Reset password', url: pageUrl(publicUrl, 'reset-password', code) },
    footnote: 'If you did not ask for a reset, you can ignore this email; your password stays unchanged.',
  });
