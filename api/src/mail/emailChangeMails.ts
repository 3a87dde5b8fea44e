import { EMAIL_CHANGE_LIFETIME_MS } from '@lorewright/domain/accounts/emailChange';
import { pageUrl, render, siteUrl, type AccountMail } from './templates';

// The mails of an address change (confirm at the new address, notice with a cancel link at the
// old one, or "already in use" when another account holds the new address) and the notice to an
// address's owner when someone tries to register with it. None of them says whether an account
// holds an address to anyone but that address's own mailbox.

const hours = EMAIL_CHANGE_LIFETIME_MS / 3_600_000;

export const confirmNewEmailMail = ({ to, code, publicUrl }: { to: string; code: string; publicUrl: string }): AccountMail =>
  render({ address: to }, 'Confirm your new Lorewright email address', {
    heading: 'Confirm your new email address',
    paragraphs: [
      `Someone, hopefully you, asked to use this address for their Lorewright account. Open the link below to confirm it. The link expires in ${hours} hours and works once.`,
    ],
    action: { label: 'Confirm email address', url: pageUrl(publicUrl, 'confirm-email', code) },
    footnote: 'If you did not ask for this, ignore this email: the account keeps its old address.',
  });

export const newEmailInUseMail = ({ to, publicUrl }: { to: string; publicUrl: string }): AccountMail =>
  render({ address: to }, 'Your email address is already in use on Lorewright', {
    heading: 'This address already has an account',
    paragraphs: [
      'Someone asked to move their Lorewright account to this email address, but it already belongs to an account, so nothing was changed.',
      'If you have forgotten that you have an account, log in with this address or reset its password.',
    ],
    action: { label: 'Log in', url: siteUrl(publicUrl, 'login') },
    footnote: 'If you did not ask for this, you can ignore this email.',
  });

export const emailChangeNoticeMail = ({ to, newEmail, code, publicUrl }: { to: string; newEmail: string; code: string; publicUrl: string }): AccountMail =>
  render({ address: to }, 'Your Lorewright email address is about to change', {
    heading: 'Your email address is about to change',
    paragraphs: [
      `A change of your Lorewright account's email address to ${newEmail} was requested. It takes effect once the new address confirms it.`,
      'If this was not you, cancel the change with the link below and change your password.',
    ],
    action: { label: 'Cancel the change', url: pageUrl(publicUrl, 'cancel-email-change', code) },
    footnote: `If it was you, there is nothing to do. The link works for ${hours} hours, until the new address is confirmed.`,
  });

export const registrationAttemptMail = ({ to, publicUrl }: { to: string; publicUrl: string }): AccountMail =>
  render({ address: to }, 'Someone tried to register with your email address', {
    heading: 'You already have a Lorewright account',
    paragraphs: [
      'Someone tried to register a new Lorewright account with this email address. It already belongs to your account, so no second account was created.',
      'If it was you, log in, or reset your password if you have forgotten it.',
    ],
    action: { label: 'Reset password', url: siteUrl(publicUrl, 'forgot-password') },
    footnote: 'If it was not you, you can ignore this email; your account is unchanged.',
  });
