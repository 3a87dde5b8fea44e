import { z } from 'zod';
import { accountMessages as m } from './accountMessages';
import { isValidPassword, PROFILE_NAME_MAX, profileNameTooLong } from './credentialRules';
import { emailAddressField } from './emailAddress';
import { displayName } from '../shared/displayName';

// Request bodies of the account calls, validated on the server (and their types).
const email = emailAddressField({ blank: m.enterAllFields, invalid: m.validEmail });
const password = z.string({ error: m.enterAllFields }).min(1, m.enterAllFields).refine(isValidPassword, m.validPassword);

export const RegisterBody = z.object({
  // A profile name follows the one text rule for names (shared/displayText.ts).
  name: displayName({ blank: m.enterAllFields, max: PROFILE_NAME_MAX, tooLong: profileNameTooLong }),
  email,
  password,
  // The product's payload carries an avatar image name; new accounts start with the default.
  avatarImage: z.string().max(200).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  // An address that breaks the e-mail rule cannot have an account: saying so reveals nothing.
  email,
  password: z.string({ error: m.enterAllFields }).min(1, m.enterAllFields).max(1000),
  // Where the client thinks it is; the server looks the address up itself.
  location: z.unknown().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const ForgotPasswordBody = z.object({ email: emailAddressField({ blank: m.enterEmail, invalid: m.validEmail }) });
export const ResetPasswordBody = z.object({ email, password, code: z.string().min(1).max(200) });
export const ValidateResetCodeBody = z.object({ code: z.string().min(1).max(200) });
