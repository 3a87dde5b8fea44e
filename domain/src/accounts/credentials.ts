import { z } from 'zod';
import { accountMessages as m } from './accountMessages';
import { isValidEmail, isValidPassword } from './credentialRules';

// Request bodies of the account calls, validated on the server (and their types).
const filled = z.string({ error: m.enterAllFields }).trim().min(1, m.enterAllFields);
const email = filled.max(254, m.validEmail).refine(isValidEmail, m.validEmail);
const password = z.string({ error: m.enterAllFields }).min(1, m.enterAllFields).refine(isValidPassword, m.validPassword);

export const RegisterBody = z.object({
  name: filled.max(80, 'Please enter a name of at most 80 characters.'),
  email,
  password,
  // The spec's payload carries an avatar image name; new accounts start with the default.
  avatarImage: z.string().max(200).optional(),
});
export type RegisterBody = z.infer<typeof RegisterBody>;

export const LoginBody = z.object({
  email: z.string({ error: m.enterAllFields }).trim().min(1, m.enterAllFields).max(254),
  password: z.string({ error: m.enterAllFields }).min(1, m.enterAllFields).max(1000),
  // Where the client thinks it is; the server looks the address up itself.
  location: z.unknown().optional(),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const ForgotPasswordBody = z.object({ email: z.string({ error: m.enterEmail }).trim().min(1, m.enterEmail).max(254) });
export const ResetPasswordBody = z.object({ email, password, code: z.string().min(1).max(200) });
export const ValidateResetCodeBody = z.object({ code: z.string().min(1).max(200) });
