import { accountMessages as m } from '@lorewright/domain/accounts/accountMessages';
import { isValidEmail, isValidPassword, PROFILE_NAME_MAX, profileNameTooLong } from '@lorewright/domain/accounts/credentialRules';
import { checkDisplayName } from '@lorewright/domain/shared/displayText';
import type { HintTone } from './Field';

// The client checks of product.md §5, with the domain's rules and texts.

export interface Hint {
  text: string;
  tone: HintTone;
}

/** Live text under a new password: 'Password valid' or the length rule. */
export function passwordHint(password: string): Hint | null {
  if (!password) return null;
  return isValidPassword(password) ? { text: m.passwordValid, tone: 'valid' } : { text: m.passwordLength, tone: 'invalid' };
}

/** Live text under the repeated password while it differs. */
export function repeatHint(password: string, repeat: string): Hint | null {
  return repeat && repeat !== password ? { text: m.passwordsDontMatch, tone: 'invalid' } : null;
}

export interface NewPasswordForm {
  email: string;
  password: string;
  repeat: string;
}

/** The first problem of a registration or reset form, in the product's order, or null. */
export function newPasswordFormProblem(form: NewPasswordForm & { name?: string }): string | null {
  // The name by the one text rule for names: blank once invisibles are gone counts as empty.
  const name = form.name === undefined ? null : checkDisplayName(form.name, { blank: m.enterAllFields, max: PROFILE_NAME_MAX, tooLong: profileNameTooLong });
  const required = [form.email, form.password, form.repeat];
  if (required.some((value) => value.trim() === '') || (name && !name.ok && name.message === m.enterAllFields)) return m.enterAllFields;
  if (!isValidEmail(form.email.trim())) return m.validEmail;
  if (!isValidPassword(form.password)) return m.validPassword;
  if (form.password !== form.repeat) return m.passwordsMustMatch;
  if (name && !name.ok) return name.message;
  return null;
}
