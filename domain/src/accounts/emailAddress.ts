import { z } from 'zod';
import { isValidEmail, normalizeEmail } from './credentialRules';

// The request-schema form of the one e-mail rule (credentialRules.ts), used wherever an address
// enters: register, login, forgotPassword, resetPassword, user/updateUser, world/inviteMember.
// Trims, refuses a blank field with `blank` and a broken address with `invalid`, and answers the
// normalised (lower-case) address. An address that breaks the rule can never belong to an
// account, so saying so on login or forgotPassword reveals nothing about who has one.
export const emailAddressField = ({ blank, invalid }: { blank: string; invalid: string }) =>
  z.string({ error: blank }).transform((raw, ctx) => {
    const trimmed = raw.trim();
    if (trimmed === '' || !isValidEmail(trimmed)) {
      ctx.addIssue({ code: 'custom', message: trimmed === '' ? blank : invalid, input: raw });
      return z.NEVER;
    }
    return normalizeEmail(trimmed);
  });
